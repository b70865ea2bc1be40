import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

import styles from './styles.module.css';

/** The text of the nearest heading before the element, to name its table. */
function nearestHeadingText(element: HTMLElement): string | null {
  let node: Element | null = element;
  while (node) {
    let sibling: Element | null = node.previousElementSibling;
    while (sibling) {
      if (/^H[1-6]$/.test(sibling.tagName)) return sibling.textContent?.replace(/#$/, '').trim() || null;
      sibling = sibling.previousElementSibling;
    }
    node = node.parentElement;
    if (node?.classList.contains('markdown')) break;
  }
  return null;
}

/** A region name no other region on the page has. */
function uniqueRegionLabel(base: string, self: HTMLElement): string {
  const taken = new Set(
    Array.from(document.querySelectorAll('[role="region"][aria-label]'))
      .filter((element) => element !== self)
      .map((element) => element.getAttribute('aria-label')),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}

/**
 * Markdown tables in a container that scrolls sideways on narrow screens. When
 * the table is wider than its container, the container becomes a focusable
 * region named after the section it is in, so keyboard users can scroll it too.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const [regionLabel, setRegionLabel] = useState<string | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const measure = () => {
      const overflows = container.scrollWidth > container.clientWidth + 1;
      if (!overflows) {
        setRegionLabel(null);
        return;
      }
      const heading = nearestHeadingText(container);
      setRegionLabel(uniqueRegionLabel(heading ? `Table: ${heading}` : 'Table', container));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    if (container.firstElementChild) observer.observe(container.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={containerRef}
      className={styles.container}
      {...(regionLabel ? { role: 'region', 'aria-label': regionLabel, tabIndex: 0 } : {})}
    >
      <table {...props} />
    </div>
  );
}
