/**
 * After the build: links each page stylesheet (see index.ts) from the <head> of
 * every page whose HTML it styles, right after the shared stylesheet, so those
 * pages are styled from the first paint as before. A stylesheet styles a page
 * when one of its selectors names only classes that the page's elements carry
 * (a class-less selector says nothing: page stylesheets keep to their own
 * classes; a rule the shared stylesheet also has does not count). Classes that
 * only appear once the page runs, such as the search modal's, get their
 * stylesheet with their chunk, before they render.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The style rules of a stylesheet, `selectors{declarations}`, as written (at-rules' own preludes left out). */
export function styleRules(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/(?<=^|[{};])([^{};]*)\{([^{}]*)\}/g)]
    .map((match) => ({ selectors: match[1]!.trim(), declarations: match[2]!.trim() }))
    .filter(({ selectors }) => !selectors.startsWith('@') && !/^(from|to|\d+%)$/.test(selectors))
    .map(({ selectors, declarations }) => `${selectors}{${declarations}}`);
}

/**
 * The classes of each selector of a stylesheet's rules, one set per selector, leaving out
 * class-less selectors and the rules the shared stylesheet has word for word (they style
 * every page already). Classes inside a pseudo-class's parentheses (`:not(.x)`, `:has(.y)`)
 * are not required of the element, so they are not counted.
 */
export function selectorClassSets(css: string, sharedRules: ReadonlySet<string> = new Set()): Set<string>[] {
  const sets: Set<string>[] = [];
  for (const rule of styleRules(css)) {
    if (sharedRules.has(rule)) continue;
    for (const selector of splitTopLevel(rule.slice(0, rule.indexOf('{')))) {
      const outside = removeParenthesized(selector);
      const classes = new Set([...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((name) => name[1]!));
      if (classes.size > 0) sets.push(classes);
    }
  }
  return sets;
}

function splitTopLevel(selectorList: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorList.length; index++) {
    const char = selectorList[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(selectorList.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selectorList.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function removeParenthesized(selector: string): string {
  let result = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0) result += char;
  }
  return result;
}

/** Every class an HTML page's elements carry. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3]!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export interface PageStylesheet {
  /** Its name in PAGE_STYLESHEETS (index.ts). */
  name: string;
  /** The file's path under the site's base URL, e.g. `assets/css/styles-home.1234abcd.css`. */
  href: string;
  /** The classes of each of its selectors. */
  selectors: Set<string>[];
}

/** Whether some selector of the stylesheet names only classes the page has. */
export function stylesPage(stylesheet: Pick<PageStylesheet, 'selectors'>, pageClasses: Set<string>): boolean {
  return stylesheet.selectors.some((classes) => [...classes].every((name) => pageClasses.has(name)));
}

/** The page's HTML with a link to each page stylesheet that styles it, right after the shared stylesheet's link. */
export function withPageStylesheets(
  html: string,
  sharedHref: string,
  stylesheets: readonly PageStylesheet[],
  baseUrl: string,
): { html: string; linked: PageStylesheet[] } {
  const classes = htmlClasses(html);
  const linked = stylesheets.filter((sheet) => stylesPage(sheet, classes));
  if (linked.length === 0) return { html, linked };
  const sharedLink = new RegExp(`<link rel="?stylesheet"? href="?${escapeRegExp(baseUrl + sharedHref)}"?>`);
  const match = sharedLink.exec(html);
  if (!match)
    throw new Error(`The page has no link to ${baseUrl}${sharedHref}, after which to link its own stylesheets.`);
  const links = linked.map((sheet) => `<link rel=stylesheet href=${baseUrl}${sheet.href}>`).join('');
  const at = match.index + match[0].length;
  return { html: html.slice(0, at) + links + html.slice(at), linked };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Links the page stylesheets named `styles-<name>.<hash>.css` (for each name given)
 * into the built pages they style. Returns how many pages link each one.
 */
export function linkPageStylesheets(outDir: string, baseUrl: string, names: readonly string[]): Record<string, number> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const files = fs.readdirSync(cssDir).filter((file) => file.endsWith('.css'));
  const shared = files.find((file) => /^styles\.\w+\.css$/.test(file));
  if (!shared) throw new Error(`No shared stylesheet (styles.<hash>.css) in ${cssDir}`);
  const sharedRules = new Set(styleRules(fs.readFileSync(path.join(cssDir, shared), 'utf8')));
  const stylesheets: PageStylesheet[] = names.flatMap((name) => {
    const file = files.find((candidate) => new RegExp(`^styles-${escapeRegExp(name)}\\.\\w+\\.css$`).test(candidate));
    if (!file) return [];
    return [
      {
        name,
        href: `assets/css/${file}`,
        selectors: selectorClassSets(fs.readFileSync(path.join(cssDir, file), 'utf8'), sharedRules),
      },
    ];
  });
  const counts = Object.fromEntries(stylesheets.map(({ name }) => [name, 0]));
  for (const file of htmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const { html: linkedHtml, linked } = withPageStylesheets(html, `assets/css/${shared}`, stylesheets, baseUrl);
    if (linked.length === 0) continue;
    fs.writeFileSync(file, linkedHtml);
    for (const sheet of linked) counts[sheet.name]! += 1;
  }
  return counts;
}
