/**
 * Stands in for `sucrase` in the browser bundle. react-live, which the
 * request panel uses as the request body's editor, compiles the body as JSX on
 * every change to preview it; the panel never shows that preview. Every body
 * compiles to code that renders nothing, so nothing a reader types is run.
 */
export function transform(): { code: string } {
  return { code: 'return null' };
}
