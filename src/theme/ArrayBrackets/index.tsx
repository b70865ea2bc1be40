import type { ReactNode } from 'react';

/**
 * The "Array [" and "]" lines the schema views draw around an array's items.
 * The theme renders each as a list item, but not always inside a list: around
 * the items of a body that is itself an array, it sits directly in another
 * list item (axe: listitem). It also fades the text with opacity, below 4.5:1
 * (axe: color-contrast). Here each line is a list item only in presentation
 * (role="none": read as plain text wherever it stands), and its colour is the
 * quieter grey of the schema views' secondary text (src/css/api-reference.css).
 */
function ArrayBracket({ children, opening }: { children: string; opening?: boolean }): ReactNode {
  return (
    <li role="none" className={opening ? 'api-reference__array-bracket api-reference__array-bracket--opening' : 'api-reference__array-bracket'}>
      {children}
    </li>
  );
}

export function OpeningArrayBracket(): ReactNode {
  return <ArrayBracket opening>Array [</ArrayBracket>;
}

export function ClosingArrayBracket(): ReactNode {
  return <ArrayBracket>]</ArrayBracket>;
}
