/**
 * Shapes the MDX the generator writes for each operation page (used by
 * config/openapi.ts when the pages are generated).
 *
 * The stock page imports the OpenAPI theme's components itself, and the docs
 * plugin renders it with the theme's API item. Both would put the API
 * reference's code into the chunks every docs page loads. Instead:
 * - the page imports no components: ApiOperationPage provides them by name;
 * - the page re-exports ApiOperationPage from ./load, which loads it as a
 *   chunk of its own with a top-level `await import()`, so the page's module
 *   waits for that chunk. The site's docs item (theme/DocItem) finds the
 *   component among the page's exports and renders with it. Because
 *   Docusaurus loads a page's modules before it renders or hydrates it, the
 *   page is rendered in full on the server and hydrated without waiting.
 */

/** The components an operation page uses, provided by ApiOperationPage under these names. */
export const API_PAGE_MDX_COMPONENTS = [
  'Heading',
  'MethodEndpoint',
  'OperationTabs',
  'ParamsDetails',
  'RequestSchema',
  'StatusCodes',
  'TabItem',
  'Translate',
] as const;

export type ApiPageMdxComponentName = (typeof API_PAGE_MDX_COMPONENTS)[number];

/** Name of the page module's export that holds the page component. */
export const OPERATION_PAGE_EXPORT = 'ApiOperationPage';

const IMPORT_LINE = /^import\s+(\w+)\s+from\s+["']([^"']+)["'];?[ \t]*$/gm;

/**
 * Removes the component imports from a generated operation page and adds the
 * export of the page component. Fails when the page imports anything that
 * ApiOperationPage does not provide, so that a generator upgrade cannot
 * silently break pages.
 */
export function toOperationPageMdx(mdx: string): string {
  const provided = new Set<string>(API_PAGE_MDX_COMPONENTS);
  const withoutImports = mdx.replace(IMPORT_LINE, (_line, name: string, source: string) => {
    if (!provided.has(name)) {
      throw new Error(`An operation page imports ${name} from "${source}", which ApiOperationPage does not provide.`);
    }
    return '';
  });
  const leftover = /^import\s.*\sfrom\s.*$/m.exec(withoutImports);
  if (leftover) throw new Error(`An operation page has an import ApiOperationPage cannot provide: ${leftover[0]}`);
  const reexport = `export { default as ${OPERATION_PAGE_EXPORT} } from '@site/plugins/api-reference/operation-page/load';`;
  return `${withoutImports.trimEnd()}\n\n${reexport}\n`;
}
