/**
 * A code block for a page whose first screen has no code (the home page): the
 * reader gets the server's highlighted HTML at once, and the highlighter's code
 * (Prism and its grammars, about 30 KB compressed) loads only when the block comes
 * near the screen or is pointed at, focused or touched.
 *
 * Until then the block is kept as the server rendered it: React does not hydrate
 * the inside of an element rendered with `dangerouslySetInnerHTML`, and leaves it
 * alone while that value does not change. After an in-app navigation there is no
 * server HTML: the code shows as plain text until the highlighter has loaded.
 */
import React, { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';

/** How far below the screen a block starts loading its highlighter. */
export const DEFERRED_CODE_ROOT_MARGIN = '300px';

type CodeBlockComponent = ComponentType<CodeBlockProps>;

let loading: Promise<CodeBlockComponent> | null = null;
const loadCodeBlock = (): Promise<CodeBlockComponent> =>
  (loading ??= import('@theme/CodeBlock').then((module) => module.default as CodeBlockComponent));

/** The server renders the real block; the lazy import is resolved before its HTML is sent. */
const ServerCodeBlock = lazy(() => loadCodeBlock().then((component) => ({ default: component })));

export default function DeferredCodeBlock(props: CodeBlockProps & { children: string }): ReactNode {
  const holder = useRef<HTMLDivElement>(null);
  // Hydrating: the first render in the browser of a page the server rendered.
  const [hydrating] = useState(() => ExecutionEnvironment.canUseDOM && document.documentElement.getAttribute('data-has-hydrated') !== 'true');
  const [CodeBlock, setCodeBlock] = useState<CodeBlockComponent | null>(null);

  const load = useCallback(() => {
    loadCodeBlock().then((component) => setCodeBlock(() => component));
  }, []);

  useEffect(() => {
    const element = holder.current;
    if (CodeBlock || !element) return undefined;
    if (!('IntersectionObserver' in window)) {
      load();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: DEFERRED_CODE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [CodeBlock, load]);

  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div ref={holder}>
        <Suspense>
          <ServerCodeBlock {...props} />
        </Suspense>
      </div>
    );
  }
  if (CodeBlock) {
    return (
      <div ref={holder}>
        <CodeBlock {...props} />
      </div>
    );
  }
  const interest = { onPointerEnter: load, onFocus: load, onTouchStart: load };
  if (hydrating) {
    // The server's HTML stays as it is: an empty string that never changes is never written.
    return <div ref={holder} {...interest} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div ref={holder} {...interest}>
      <pre className="prism-code">
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
