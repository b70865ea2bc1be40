import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import PulsarBackground from '@site/src/components/PulsarBackground';
import { usePulsarrVersion } from '@site/src/components/VersionBadge';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const version = usePulsarrVersion();
  return (
    <div className={styles.hero}>
      <PulsarBackground />
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>Documentation for Pulsarr {version}</p>
        <h1 className={styles.heroTitle}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>
          Pulsarr watches your Plex watchlists and your friends&apos; in real time, sends each movie to Radarr and each
          show to Sonarr, and tells whoever asked when it is ready to watch.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/installation/quick-start">
            Install Pulsarr
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/intro">
            How it works
          </Link>
        </div>
      </div>
    </div>
  );
}
