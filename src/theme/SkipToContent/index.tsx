import React, { useCallback, useRef, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { useLocationChange } from '@docusaurus/theme-common/internal';

import styles from './styles.module.css';

const FALLBACK_ID = '__docusaurus_skipToContent_fallback';
const LABEL = 'Skip to main content';

/**
 * Moves focus to an element that is not normally focusable. The theme's version
 * removes the temporary tabindex straight after focusing, which current
 * Chromium answers by dropping focus back to <body>; keeping it until the
 * element loses focus makes the skip link land where it says.
 */
function focusProgrammatically(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const { action } = useHistory();

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(FALLBACK_ID);
    if (target) focusProgrammatically(target);
  }, []);

  // After client-side navigation, start the next Tab from the top of the page again.
  useLocationChange(({ location }) => {
    if (containerRef.current && !location.hash && action === 'PUSH') {
      focusProgrammatically(containerRef.current);
    }
  });

  return (
    <div ref={containerRef} role="region" aria-label={LABEL}>
      <a className={styles.skipToContent} href={`#${FALLBACK_ID}`} onClick={onClick}>
        {LABEL}
      </a>
    </div>
  );
}
