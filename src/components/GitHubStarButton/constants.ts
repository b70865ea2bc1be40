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

/**
 * Local storage key holding the last count read and when GitHub may be asked
 * again, shared by every tab of the site, so a reader opening many pages does not
 * spend GitHub's hourly allowance for anonymous requests.
 */
export const STAR_COUNT_STORAGE_KEY = 'pulsarr.github-stars';

/** A count read from GitHub is reused by every tab for this long, in milliseconds. */
export const STAR_COUNT_FRESH_MS = 60 * 60 * 1000;

/**
 * After GitHub refuses or cannot be reached, no tab asks again for this long, or
 * until the rate limit's reset time (`X-RateLimit-Reset`) when that is later.
 */
export const STAR_COUNT_RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;

/** The longest a refusal keeps tabs from asking, whatever the reset time says. */
export const STAR_COUNT_MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/** Session storage key: the tooltip is shown once per browser session. */
export const STAR_TOOLTIP_SESSION_KEY = 'pulsarr.github-stars.tooltip-shown';

/** The id the navbar item's root element carries, so that the button can be found in the page. */
export const STAR_BUTTON_ID = 'github-stats-button';
