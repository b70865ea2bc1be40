import React, { type ReactNode } from 'react';

import { pipelineSteps } from '@site/src/data/features';
import styles from './styles.module.css';

export default function Pipeline(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="what-pulsarr-does">
      <h2 id="what-pulsarr-does" className={styles.sectionTitle}>
        What Pulsarr does
      </h2>
      <p className={styles.sectionLead}>
        A watchlist entry is the whole request. Your friends never need another app or another login.
      </p>
      <ol className={styles.pipeline}>
        {pipelineSteps.map((step, index) => (
          <li key={step.title} className={styles.pipelineStep}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p>{step.detail}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
