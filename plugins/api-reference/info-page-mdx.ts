/**
 * Shapes the MDX the generator writes for each API reference's introduction
 * page (used by config/openapi.ts). The OpenAPI theme's stylesheet is not on
 * every page of the site (see page-styles.ts), so the page imports the API
 * pages' stylesheets itself, as operation pages do through their component.
 */

/** The module with the API pages' stylesheets. */
export const PAGE_STYLES_MODULE = '@site/plugins/api-reference/page-styles';

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/** The page with an import of the API pages' stylesheets after its front matter. */
export function toInfoPageMdx(mdx: string): string {
  const frontMatter = FRONT_MATTER.exec(mdx)?.[0] ?? '';
  return `${frontMatter}\nimport '${PAGE_STYLES_MODULE}';\n${mdx.slice(frontMatter.length)}`;
}
