/**
 * Every code block of the site (Markdown's, the home page's, the API reference's):
 * the reader gets the server's highlighted HTML at once, and the highlighter's code
 * (Prism and its grammars, and the work of tokenizing every
 * block again while the page hydrates) waits until a block comes near the screen
 * or is pointed at, focused or touched. A page with all its code below the first
 * screen starts without it.
 *
 * Until then the block is kept as the server rendered it: React does not hydrate
 * the inside of an element rendered with `dangerouslySetInnerHTML`, and leaves it
 * alone while that value does not change. After an in-app navigation there is no
 * server HTML: the block loads the highlighter at once (if not yet loaded) and
 * shows its code as plain text for that moment.
 */
import React, { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import { onceNearViewport } from '@site/src/lib/near-viewport';
import ServerHighlightedCodeBlock from '../../prism/ServerHighlightedCodeBlock';

/** How far below the screen a block starts loading its highlighter. */
export const DEFERRED_CODE_ROOT_MARGIN = '300px';

type CodeBlockComponent = ComponentType<CodeBlockProps>;

let loading: Promise<CodeBlockComponent> | null = null;
/** Set once the highlighter has loaded: blocks mounted after that render highlighted at once. */
let loaded: CodeBlockComponent | null = null;
const loadCodeBlock = (): Promise<CodeBlockComponent> =>
  (loading ??= import(/* webpackChunkName: "code-highlighter" */ '../../prism/HighlightedCodeBlock').then(
    (module) => (loaded = module.default),
  ));

export default function CodeBlock(props: CodeBlockProps): ReactNode {
  const holder = useRef<HTMLDivElement>(null);
  // Hydrating: the first render in the browser of a page the server rendered.
  const [hydrating] = useState(
    () => ExecutionEnvironment.canUseDOM && document.documentElement.getAttribute('data-has-hydrated') !== 'true',
  );
  const [Highlighted, setHighlighted] = useState<CodeBlockComponent | null>(() => (hydrating ? null : loaded));

  const load = useCallback(() => {
    loadCodeBlock().then((component) => setHighlighted(() => component));
  }, []);

  useEffect(() => {
    const element = holder.current;
    if (Highlighted || !element) return undefined;
    // Rendered in the browser (after an in-app navigation): nothing to keep, highlight now.
    if (!hydrating || !('IntersectionObserver' in window)) {
      load();
      return undefined;
    }
    return onceNearViewport(element, DEFERRED_CODE_ROOT_MARGIN, load);
  }, [Highlighted, hydrating, load]);

  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div ref={holder}>
        <ServerHighlightedCodeBlock {...props} />
      </div>
    );
  }
  if (Highlighted) {
    return (
      <div ref={holder}>
        <Highlighted {...props} />
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
