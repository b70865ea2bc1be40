import { expect, hydrated, test } from '../fixtures';

/** WCAG relative luminance of a CSS `rgb(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test.describe('the call map', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`is drawn with its title and its list of calls in ${mode} mode, readable on its boxes`, async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto('docs/latest/troubleshooting#webhook-callback');
      await hydrated(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);

      const entry = page.locator('h2#webhook-callback ~ figure').first();
      const map = entry.getByRole('img', { name: 'Who calls whom in a Docker install of Pulsarr' });
      await expect(map).toBeVisible();
      await expect(map.locator('desc')).toContainText('localhost is that container itself');
      // The drawing takes the page's colours: its words stand out from its boxes in this mode.
      const [text, box] = await Promise.all([
        map.getByText('Sonarr / Radarr').evaluate((node) => getComputedStyle(node).fill),
        map
          .locator('rect')
          .nth(1)
          .evaluate((node) => getComputedStyle(node).fill),
      ]);
      expect(contrast(text, box), `${text} on ${box}`).toBeGreaterThanOrEqual(4.5);

      // The text equivalent says the same, arrow by arrow, in the arrows' numbers.
      const calls = entry.getByRole('list').first().getByRole('listitem');
      await expect(calls).toHaveCount(5);
      await expect(calls.nth(2)).toContainText("Sonarr and Radarr → Pulsarr's webhook");
      await expect(calls.nth(2)).toContainText('http://pulsarr:3003');
      expect(await calls.nth(2).getAttribute('value')).toBe('3');
      await expect(entry).toContainText('localhost and 127.0.0.1 are that container itself');
    });
  }

  test('fits a 390 px screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('docs/latest/installation/configuration#who-calls-whom');
    await hydrated(page);
    const map = page.getByRole('img', { name: 'Who calls whom in a Docker install of Pulsarr' });
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a short link opens its troubleshooting entry', async ({ page }) => {
  await page.goto('go/delete-sync-safety');
  await page.waitForURL(/\/Pulsarr\/docs\/latest\/troubleshooting#delete-sync-safety$/);
  await hydrated(page);
  const heading = page.getByRole('heading', { level: 2, name: /Safety check failed: Would delete/ });
  await expect(heading).toHaveAttribute('id', 'delete-sync-safety');
  await expect(heading).toBeInViewport();
});
