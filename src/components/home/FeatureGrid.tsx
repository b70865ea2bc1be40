import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { featureAreas } from '@site/src/data/features';
import styles from './styles.module.css';

export default function FeatureGrid(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="feature-areas">
      <h2 id="feature-areas" className={styles.sectionTitle}>
        Feature areas
      </h2>
      <ul className={styles.grid}>
        {featureAreas.map((feature) => (
          <li key={feature.to}>
            <Link className={styles.card} to={feature.to}>
              <h3 className={styles.cardTitle}>{feature.title}</h3>
              <p>{feature.summary}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
