import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';

import { composeExample, quickStartSteps } from '@site/src/data/features';
import styles from './styles.module.css';

export default function QuickStartPath(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quick-start">
      <h2 id="quick-start" className={styles.sectionTitle}>
        Up and running in three steps
      </h2>
      <div className={styles.quickStart}>
        <ol className={styles.steps}>
          {quickStartSteps.map((step) => (
            <li key={step.title}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.detail}</p>
            </li>
          ))}
        </ol>
        <div className={styles.code}>
          <CodeBlock language="yaml" title="docker-compose.yml">
            {composeExample}
          </CodeBlock>
          <Link to="/docs/latest/installation/quick-start">Read the full quick start guide →</Link>
        </div>
      </div>
    </section>
  );
}
