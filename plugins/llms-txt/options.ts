/** Options of the llms-txt plugin (see config/llms-txt.ts). */
export type LlmsTxtOptions = {
  /** The `#` heading of llms.txt. */
  title: string;
  /** The one-paragraph `>` summary: what the product is and which version the docs describe. */
  summary: string;
  /** Optional paragraph after the summary. */
  details?: string;
  /** The docs sidebar the llms files follow. */
  sidebarId: string;
  /** Label of the sidebar category holding the API reference; it gets llms-api.txt. */
  apiCategoryLabel: string;
  /**
   * Section titles for runs of pages that sit at the top level of the sidebar,
   * outside any category, in order of appearance; "More" past the last one.
   */
  topLevelSectionTitles: string[];
};

export const LLMS_TXT_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
export const LLMS_API_FILE = 'llms-api.txt';
