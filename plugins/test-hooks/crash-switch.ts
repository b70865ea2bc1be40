/** Shared by the crash test page and its browser test. */

/** Session storage key: 'on' makes the page's content throw, anything else lets it render. */
export const CRASH_SWITCH_KEY = 'pulsarr.test-hooks.crash';
export const CRASH_MESSAGE = 'The crash test content could not render.';
export const CRASH_CAUSE_MESSAGE = 'Its data was switched off by the test.';
export const RECOVERED_TEXT = 'The crash test content rendered.';
