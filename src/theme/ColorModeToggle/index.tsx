import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useColorMode } from '@docusaurus/theme-common';
import type { Props } from '@theme/ColorModeToggle';

import styles from './styles.module.css';

/** Navigation buttons are this size (spec §9). */
export const NAV_BUTTON_SIZE = '2.5rem';

function SunIcon({ className }: { className: string }): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
      </g>
    </svg>
  );
}

function MoonIcon({ className }: { className: string }): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20.3 14.6A8.5 8.5 0 0 1 9.4 3.7a8.5 8.5 0 1 0 10.9 10.9Z" />
    </svg>
  );
}

/**
 * Two-state switch between light and dark. The icon shown follows the page's
 * data-theme attribute through CSS, so it is right before React hydrates.
 */
export default function ColorModeToggle({ className }: Props): ReactNode {
  const { colorMode, setColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <div className={clsx(styles.wrapper, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.toggle)}
        style={{ width: NAV_BUTTON_SIZE, height: NAV_BUTTON_SIZE }}
        onClick={() => setColorMode(next)}
        aria-label={label}
        title={label}
        data-testid="color-mode-toggle"
      >
        <SunIcon className={clsx(styles.icon, styles.sun)} />
        <MoonIcon className={clsx(styles.icon, styles.moon)} />
      </button>
    </div>
  );
}
