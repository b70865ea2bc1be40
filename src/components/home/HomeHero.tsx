import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import PulsarBackground from '@site/src/components/PulsarBackground';
import { usePulsarrVersion } from '@site/src/lib/usePulsarrVersion';
import styles from './styles.module.css';

/** The top of the home page: it leads to the Latest docs, and names the 0.6.4 docs for those who run that release. */
export default function HomeHero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const version = usePulsarrVersion();
  return (
    <div className={styles.hero}>
      <PulsarBackground />
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>Pulsarr documentation</p>
        <h1 className={styles.heroTitle}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.lead}>
          Pulsarr watches your Plex watchlists and your friends&apos; in real time, sends each movie to Radarr and each
          show to Sonarr, and tells whoever asked when it is ready to watch.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/latest/installation/quick-start">
            Install Pulsarr
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/latest/intro">
            How it works
          </Link>
        </div>
        <p className={styles.olderVersion}>
          Still running Pulsarr {version}? <Link to="/docs/intro">Read the {version} docs</Link>.
        </p>
      </div>
    </div>
  );
}
