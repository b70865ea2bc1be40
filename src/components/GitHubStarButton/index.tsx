import React, { useRef, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

import { STAR_BUTTON_ID, STAR_TOOLTIP_TEXT } from './constants';
import { keepInNavbar } from './keepInNavbar';
import { formatStarCount, starButtonLabel, useStarCount } from './starCount';
import { useStarTooltipVisible } from './starTooltip';
import styles from './styles.module.css';

function StarIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="m12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8Z" />
    </svg>
  );
}

function StarButton({ repositoryUrl }: { repositoryUrl: string }): ReactNode {
  const count = useStarCount();
  const tooltipVisible = useStarTooltipVisible();
  const slotRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  // A layout effect, so that React's own removal of the item stops the watch before anything re-injects it.
  // Both the slot and the link inside it are watched: a script may take out either.
  useIsomorphicLayoutEffect(() => {
    const slot = slotRef.current;
    const link = linkRef.current;
    if (!slot || !link) return undefined;
    const stopSlot = keepInNavbar(slot);
    const stopLink = keepInNavbar(link, { findFallbackParent: () => (slot.isConnected ? slot : null) });
    return () => {
      stopLink();
      stopSlot();
    };
  }, []);

  return (
    <div id={STAR_BUTTON_ID} ref={slotRef} className={styles.slot}>
      <a
        ref={linkRef}
        className={styles.button}
        href={repositoryUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={starButtonLabel(count)}
        data-testid="github-star-button"
      >
        <StarIcon />
        <span className={styles.action}>Star</span>{' '}
        <span className={styles.count} data-testid="github-star-count">
          {count === null ? '' : formatStarCount(count)}
        </span>
      </a>
      {/* Always in the page, so that screen readers announce the text when it arrives. */}
      <span role="status" className={styles.tooltipRegion}>
        {tooltipVisible && <span className={styles.tooltip}>{STAR_TOOLTIP_TEXT}</span>}
      </span>
    </div>
  );
}

/**
 * Navbar item `custom-githubStars`: a link to the repository showing its public
 * star count. It stays in the top bar at every width, so the mobile menu gets no
 * second copy.
 */
/** `repositoryUrl` comes with the navbar item (config/navbar.ts). */
export default function GitHubStarButton({
  mobile,
  repositoryUrl,
}: {
  mobile?: boolean;
  repositoryUrl: string;
}): ReactNode {
  return mobile ? null : <StarButton repositoryUrl={repositoryUrl} />;
}
