import type { RootContent } from 'mdast';
import type { PluggableList } from 'unified';

/** Options of the llms-txt plugin (see config/llms-txt.ts). */
export type LlmsTxtOptions = {
  /** The `#` heading of llms.txt. */
  title: string;
  /** The one-paragraph `>` summary: what the product is and which version the docs describe. */
  summary: string;
  /** Optional paragraph after the summary. */
  details?: string;
  /** The docs sidebar the llms files follow (each version has one of this id). */
  sidebarId: string;
  /**
   * A word per docs version (by Docusaurus's version name) for the names of its
   * files: `llms-full-<word>.txt`, `llms-api-<word>.txt`. Versions are listed in
   * llms.txt in this order.
   */
  versionFileWords: Record<string, string>;
  /** Label of the sidebar category holding the API reference; it gets llms-api.txt. */
  apiCategoryLabel: string;
  /**
   * Section titles for runs of pages that sit at the top level of the sidebar,
   * outside any category, in order of appearance; "More" past the last one.
   */
  topLevelSectionTitles: string[];
  /**
   * The remark plugins the docs plugin runs before its own, so that content they
   * write into pages at build time (generated tables, code blocks) is in the twins too.
   */
  remarkPlugins?: PluggableList;
  /**
   * Markdown that stands in the twin for a component the browser renders (by its
   * JSX name), for a page of the given docs version (Docusaurus's version name).
   */
  componentTwins?: Record<string, (docsVersion: string) => RootContent[]>;
  /** False: a build writes no twins and no llms files (the test build, whose tests read none). Default true. */
  writeFiles?: boolean;
};

export const LLMS_TXT_FILE = 'llms.txt';

/**
 * The names the llms.txt convention asks for, which the site published before it
 * had versions: they hold the guides and the API reference of the version listed
 * first (the one readers install today), so links made to them keep working.
 */
export const LLMS_FULL_FILE = 'llms-full.txt';
export const LLMS_API_FILE = 'llms-api.txt';

/** Every guide of one docs version in one file. */
export const llmsFullFile = (versionWord: string) => `llms-full-${versionWord}.txt`;

/** The API reference of one docs version in one file. */
export const llmsApiFile = (versionWord: string) => `llms-api-${versionWord}.txt`;
