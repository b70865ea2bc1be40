import React, { type ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/**
 * The site's decorative background: soft glows and slowly expanding pulse
 * rings, pure CSS. It is hidden from assistive technology, and the rings stand
 * still for readers who ask for reduced motion.
 */
export default function PulsarBackground({ className }: { className?: string }): ReactNode {
  return (
    <div className={clsx(styles.background, className)} aria-hidden="true" data-testid="pulsar-background">
      <span className={styles.glow} />
      <span className={clsx(styles.ring, styles.ringOne)} />
      <span className={clsx(styles.ring, styles.ringTwo)} />
      <span className={clsx(styles.ring, styles.ringThree)} />
    </div>
  );
}
