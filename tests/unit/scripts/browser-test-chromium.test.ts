// Which Chromium the browser tests launch: Debian's headless shell when the machine has it.
import { describe, expect, it } from 'vitest';

import { browserTestChromiumPath, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../../scripts/lib/chromium.mjs';

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the browser tests’ Chromium', () => {
  it('is Debian’s headless shell when it is installed', () => {
    expect(browserTestChromiumPath({}, installed(HEADLESS_SHELL_PATH, '/usr/bin/chromium'))).toBe(
      '/usr/bin/chromium-headless-shell',
    );
  });

  it('is the full Chromium when the headless shell is not installed', () => {
    expect(browserTestChromiumPath({}, installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('is whatever CHROMIUM_PATH names, installed shell or not', () => {
    const env = { CHROMIUM_PATH: '/opt/google/chrome/chrome' };
    expect(browserTestChromiumPath(env, installed(HEADLESS_SHELL_PATH))).toBe('/opt/google/chrome/chrome');
  });

  it('leaves benchmarks and screenshots in the browser readers run', () => {
    expect(CHROMIUM_PATH).toBe(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  });
});
