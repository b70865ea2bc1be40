// Debian's Chromium, as every browser test, benchmark and screenshot here launches it:
// Playwright never downloads a browser of its own. CHROMIUM_PATH points at another binary.

/** The Chromium binary. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags Chromium needs in this sandbox (run as root, no GPU) and to stay off the network
 * (without the background-networking flags it keeps trying Google's hosts).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's launch options for that browser. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
