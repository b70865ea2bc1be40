/**
 * The star button's numbers and strings from the specification (§2 Layout, §7, §9).
 * Code and tests import them from here; change a value only when the specification changes.
 */

/** The public repository API read for the star count (spec §7: `stargazers_count`). */
export const STAR_COUNT_API_URL = 'https://api.github.com/repos/jamcalli/pulsarr';

/** The tooltip's text (spec §2). */
export const STAR_TOOLTIP_TEXT = 'Star us!';

/** The tooltip appears this long after the page has loaded (spec §9: 2 s delay). */
export const STAR_TOOLTIP_DELAY_MS = 2000;

/** The tooltip stays visible this long, then disappears (spec §9: 6 s visible). */
export const STAR_TOOLTIP_VISIBLE_MS = 6000;

/** A missing button is put back at these times after it went missing (spec §9). */
export const STAR_BUTTON_REINJECT_RETRY_DELAYS_MS: readonly number[] = [50, 100, 200, 500, 1000, 2000];

/** Session storage keys: the count is fetched, and the tooltip shown, once per browser session. */
export const STAR_COUNT_SESSION_KEY = 'pulsarr.github-stars.count';
export const STAR_TOOLTIP_SESSION_KEY = 'pulsarr.github-stars.tooltip-shown';

/** The id the navbar item's root element carries, so that the button can be found in the page. */
export const STAR_BUTTON_ID = 'github-stats-button';
