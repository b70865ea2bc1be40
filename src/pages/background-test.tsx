import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';

import PulsarBackground from '@site/src/components/PulsarBackground';
import styles from './background-test.module.css';

/**
 * A preview of the decorative background in both colour modes at once, for
 * checking contrast and motion. Each panel pins its own data-theme.
 */
export default function BackgroundTest(): ReactNode {
  return (
    <Layout
      title="Background preview"
      description="Preview of the Pulsarr Docs decorative background in light and dark mode."
    >
      <main className={styles.page}>
        <h1>Background preview</h1>
        <p>
          The home page draws this background behind its title. Both colour modes are shown side by side. If your system
          asks for reduced motion, the pulse rings stand still.
        </p>
        <div className={styles.panels}>
          {(['light', 'dark'] as const).map((mode) => (
            <section key={mode} data-theme={mode} className={styles.panel} aria-labelledby={`preview-${mode}`}>
              <PulsarBackground />
              <h2 id={`preview-${mode}`} className={styles.panelTitle}>
                {mode === 'light' ? 'Light mode' : 'Dark mode'}
              </h2>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
