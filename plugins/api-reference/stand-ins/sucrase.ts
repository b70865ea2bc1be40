/**
 * Stands in for `sucrase` (255 KB) in the browser bundle. react-live, which
 * the request panel uses as a code editor for request bodies, would compile
 * and run the body as JSX to preview it; the panel never shows that preview.
 * Failing here leaves the editor working and runs nothing a reader typed.
 */
export function transform(): never {
  throw new Error('Request bodies are edited, not compiled.');
}
