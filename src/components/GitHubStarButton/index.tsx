import React, { type ReactNode } from 'react';
import clsx from 'clsx';

import { GITHUB_REPO_URL } from '@site/config/site';

import styles from './styles.module.css';


/** Link to the repository; the live star count arrives with its own issue. */
export default function GitHubStarButton({ mobile }: { mobile?: boolean }): ReactNode {
  return (
    <div id="github-stats-button" className={clsx(!mobile && 'navbar__item', styles.slot)}>
      <a className={styles.button} href={GITHUB_REPO_URL} target="_blank" rel="noopener noreferrer" aria-label="Star Pulsarr on GitHub">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="m12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8Z" />
        </svg>
        <span>Star</span>
      </a>
    </div>
  );
}
