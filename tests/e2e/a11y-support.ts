import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every whole-page axe check of the site runs: WCAG 2.2 A and AA, and axe's best practices. */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe for this page: a page without frames is checked in place (axe's legacy mode), which gives the same results
 * at a third of the time, because the default mode opens a blank page of its own to gather them after every run.
 * A page with frames (none has one today) gets the default mode, which checks cross-origin frames too.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}

/** The axe violations on the page as it is now, one line each (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeFor(page)
    .withTags(WCAG_22_AA_TAGS)
    // Only violations come back from the page: passes are not serialized, which saves much time on long pages.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
}

/** Opens pages in light mode, the reader's stored choice, so that one load serves both modes (see switchToDark). */
export async function startInLightMode(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
}

/**
 * Switches the loaded page to dark mode with the navbar's toggle, as a reader does, at a desktop width where
 * the toggle is in the navbar, and waits until colours that ease into the new mode have arrived.
 */
export async function switchToDark(page: Page, desktop = { width: 1280, height: 900 }): Promise<void> {
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await transitionsEnded(page);
}

/** Waits for the CSS transitions still running, so that axe reads the colours they ease into. */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition replaced by another ends without finishing: wait for the ones still running.
    for (let round = 0; round < 10; round++) {
      const running = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}
