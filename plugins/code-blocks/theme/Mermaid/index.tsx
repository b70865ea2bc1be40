import React, { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Props } from '@theme/Mermaid';
import { onceNearViewport } from '@site/src/lib/near-viewport';

/**
 * Every docs page renders its Markdown with a component map that includes the
 * diagram component, and the theme's component imports the Mermaid library
 * (large, and larger for each diagram type). Load it only for a
 * diagram about to be seen. Diagrams are drawn in the browser in any case: the
 * server-rendered page has none.
 */
const OriginalMermaid = lazy(() => import('@theme-init/Mermaid'));

/** Start loading a diagram when it is this close to the viewport. */
export const DIAGRAM_LOAD_MARGIN = '800px 0px';

function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const show = () => setNear(true);
    const stopWatching = onceNearViewport(element, DIAGRAM_LOAD_MARGIN, show);
    // A printed page shows every diagram.
    window.addEventListener('beforeprint', show);
    return () => {
      stopWatching();
      window.removeEventListener('beforeprint', show);
    };
  }, [near, ref]);
  return near;
}

export default function Mermaid(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (!near) return <div ref={placeholder} data-mermaid-placeholder="" />;
  return (
    <Suspense fallback={<div data-mermaid-placeholder="" />}>
      <OriginalMermaid {...props} />
    </Suspense>
  );
}
