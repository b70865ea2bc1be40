import type { ReactNode } from 'react';

/**
 * The "Array [" and "]" lines the schema views draw around an array's items.
 * The theme renders each as a list item, but never directly inside a list:
 * around the items of a body that is itself an array, it sits directly in
 * another list item, elsewhere in a <div> (axe: listitem). In the server's
 * HTML a list item directly inside another one is worse than invalid: the
 * parser closes the outer item there, so the page the browser builds is not
 * the one React hydrates. The theme also fades the text with opacity, below
 * 4.5:1 (axe: color-contrast). Here each line is a plain block, in the quieter
 * grey of the schema views' secondary text (api-reference.css).
 */
function ArrayBracket({ children, opening }: { children: string; opening?: boolean }): ReactNode {
  return (
    <div
      className={
        opening ? 'api-reference__array-bracket api-reference__array-bracket--opening' : 'api-reference__array-bracket'
      }
    >
      {children}
    </div>
  );
}

export function OpeningArrayBracket(): ReactNode {
  return <ArrayBracket opening>Array [</ArrayBracket>;
}

export function ClosingArrayBracket(): ReactNode {
  return <ArrayBracket>]</ArrayBracket>;
}
