/**
 * The browser tests check accessibility with the axe-core that @axe-core/playwright
 * loads. Older releases miss failures readers meet (4.13 passes controls whose
 * accessible name leaves out their visible text), so the tests must run a current one.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The oldest axe-core the accessibility tests may run. */
const MINIMUM_AXE = [4, 14] as const;

describe('the accessibility checker', () => {
  it(`runs axe-core ${MINIMUM_AXE.join('.')} or newer`, () => {
    const fromPlaywright = createRequire(require.resolve('@axe-core/playwright'));
    const { version } = fromPlaywright('axe-core/package.json') as { version: string };
    const [major, minor] = version.split('.').map(Number);
    expect(major > MINIMUM_AXE[0] || (major === MINIMUM_AXE[0] && minor >= MINIMUM_AXE[1]), `axe-core ${version}`).toBe(
      true,
    );
  });
});
