/** What the "Copy page" control says, shared by its component and its tests. */
export const COPY_PAGE_TEXT = {
  copy: 'Copy page',
  copied: 'Copied',
  failed: 'Copy failed',
  menu: 'More ways to read this page',
  viewMarkdown: 'View as Markdown',
  copyLlmsLink: 'Copy link to llms.txt',
  announceCopied: 'Copied this page as Markdown.',
  announceLinkCopied: 'Copied the link to llms.txt.',
  refused: 'The browser refused access to the clipboard, so nothing was copied.',
  unavailable: "This page's Markdown could not be loaded, so nothing was copied.",
} as const;

/** How long the button says "Copied" before it offers to copy again. */
export const COPIED_STATE_MS = 2000;
