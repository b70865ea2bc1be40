// Debian's Chromium, as every browser test, benchmark and screenshot here launches it:
// Playwright never downloads a browser of its own. CHROMIUM_PATH points at another binary.
import { existsSync } from 'node:fs';

/** Debian's Chromium, the full browser. */
const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium binary: the browser readers run, for benchmarks, screenshots and traces. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM_PATH;

/** Debian's headless shell of the same Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The binary the browser tests run in. Debian's headless shell when it is installed: the same Blink and V8
 * without the browser's window and profile machinery, which is how Playwright itself runs Chromium headless;
 * a page load there takes well under half the CPU. Else the full browser; CHROMIUM_PATH, when set, wins.
 */
export function browserTestChromiumPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH;
}

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

/** Playwright's launch options for the reader's browser. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Playwright's launch options for the browser tests (see browserTestChromiumPath). */
export function browserTestLaunchOptions() {
  return { executablePath: browserTestChromiumPath(), args: CHROMIUM_ARGS };
}
