/**
 * A remark plugin that stops the build when a docs page links into another docs
 * version by accident. Both versions share `/docs/`, so a Latest page linking
 * `/docs/notifications/tautulli` would reach a 0.6.4 page without a word: the
 * link checker sees a page that exists. A link that means to cross versions says
 * so in its title, which names the target version's label, and the reader sees
 * that title too: `[the 0.6.4 quick start](/docs/installation/quick-start "Pulsarr 0.6.4 docs")`.
 */

/** One docs version, as the plugin needs it. */
export interface LinkedVersion {
  name: string;
  label: string;
  /** Its pages' route prefix below the base URL, with slashes: `/docs/latest/`, `/docs/`. */
  routePrefix: string;
}

export interface CrossVersionLinksOptions {
  versions: readonly LinkedVersion[];
  /** The site's base URL (`/Pulsarr/`), which a link may carry. */
  baseUrl: string;
  /** The version of the page in this file, or undefined for files outside the docs. */
  versionOfFile: (file: string) => string | undefined;
}

interface LinkNode {
  type: string;
  url?: string;
  title?: string | null;
  children?: LinkNode[];
  position?: { start: { line: number } };
}

/** The version whose pages this site path belongs to: the one with the longest matching prefix. */
export function versionOfPath(pathname: string, options: Pick<CrossVersionLinksOptions, 'versions' | 'baseUrl'>) {
  const sitePath = pathname.startsWith(options.baseUrl) ? `/${pathname.slice(options.baseUrl.length)}` : pathname;
  return [...options.versions]
    .sort((a, b) => b.routePrefix.length - a.routePrefix.length)
    .find((version) => sitePath.startsWith(version.routePrefix));
}

/** Problems with the links of one page: links into another version whose title does not name it. */
export function findCrossVersionLinks(
  tree: LinkNode,
  pageVersion: LinkedVersion,
  options: Pick<CrossVersionLinksOptions, 'versions' | 'baseUrl'>,
): string[] {
  const problems: string[] = [];
  const visit = (node: LinkNode) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url?.startsWith('/')) {
      const target = versionOfPath(node.url.split('#')[0]!, options);
      if (target && target.name !== pageVersion.name && !node.title?.includes(target.label)) {
        problems.push(
          `line ${node.position?.start.line ?? '?'}: ${node.url} is a page of the ${target.label} docs, not of ` +
            `${pageVersion.label}. Link the page of this version, or give the link a title naming "${target.label}" ` +
            'if it means to send readers to the other version.',
        );
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}

export default function remarkCrossVersionLinks(options: CrossVersionLinksOptions) {
  return (tree: LinkNode, file: { path?: string }) => {
    const name = file.path ? options.versionOfFile(file.path) : undefined;
    const pageVersion = options.versions.find((version) => version.name === name);
    if (!pageVersion) return;
    const problems = findCrossVersionLinks(tree, pageVersion, options);
    if (problems.length > 0) throw new Error(`${file.path} links into another docs version:\n${problems.join('\n')}`);
  };
}
