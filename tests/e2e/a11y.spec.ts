import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** One page of every kind the site has. */
const PAGE_KINDS: readonly { kind: string; path: string }[] = [
  { kind: 'home', path: '' },
  { kind: 'docs: top level', path: 'docs/intro' },
  { kind: 'docs: installation', path: 'docs/installation/quick-start' },
  { kind: 'docs: features', path: 'docs/features/approval-and-quota-system' },
  { kind: 'docs: notifications', path: 'docs/notifications/apprise' },
  { kind: 'docs: utilities', path: 'docs/utilities/api-keys' },
  { kind: 'docs: development', path: 'docs/development/environment-variables' },
  { kind: 'API operation', path: 'docs/api/approve-approval-request' },
  { kind: 'API tag', path: 'docs/api/approval' },
  { kind: 'API introduction', path: 'docs/api/pulsarr-api' },
  { kind: 'search page', path: 'search?q=quota' },
  { kind: 'background test', path: 'background-test' },
  { kind: 'markdown page', path: 'markdown-page' },
  { kind: 'not found', path: 'docs/there-is-no-such-page' },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

for (const mode of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`axe, ${mode} mode, ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      // axe walks every node of long reference pages: allow it time on a busy 2-core machine.
      test.setTimeout(90_000);

      for (const { kind, path } of PAGE_KINDS) {
        test(`${kind} (/${path}) has no WCAG 2.2 AA violations`, async ({ page }) => {
          await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(path);
          await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
          expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
            .analyze();
          const summary = results.violations.map(
            (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
