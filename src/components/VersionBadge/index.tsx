import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import styles from './styles.module.css';

/** Reads the documented product version from the site config's customFields. */
export function usePulsarrVersion(): string {
  const { siteConfig } = useDocusaurusContext();
  const version = siteConfig.customFields?.pulsarrVersion;
  if (typeof version !== 'string') {
    throw new Error('customFields.pulsarrVersion is missing from docusaurus.config.ts');
  }
  return version;
}

export default function VersionBadge({ mobile }: { mobile?: boolean }): ReactNode {
  const version = usePulsarrVersion();
  return (
    <span
      className={clsx(styles.badge, mobile ? 'menu__link' : 'navbar__item')}
      title={`These docs describe Pulsarr ${version}`}
    >
      <span className={styles.label}>Pulsarr</span> v{version}
    </span>
  );
}
