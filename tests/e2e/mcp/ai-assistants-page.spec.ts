// The page on using the docs from an AI assistant, in both docs versions: the client configurations a
// reader copies, the llms files it links (each must answer), and no axe violations.
import AxeBuilder from '@axe-core/playwright';

import { MCP_PACKAGE_SOURCE, mcpPackageSpec } from '../../../core/docs-site/mcp-package';
import mcpPackageJson from '../../../mcp/package.json';
import { expect, hydrated, test } from '../fixtures';

const PAGES = [
  { version: 'Latest', path: 'docs/latest/ai-assistants' },
  { version: '0.6.4', path: 'docs/ai-assistants' },
];

for (const { version, path } of PAGES) {
  test(`${version}: /${path} shows each client's configuration and the llms files, with no axe violations`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use the docs from an AI assistant');
    const origin = new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).origin;
    const spec = mcpPackageSpec(MCP_PACKAGE_SOURCE, origin, mcpPackageJson.version);

    // Each client's file, titled as the reader finds it, starts the server with npx from this site's tarball
    // (site-configurations.spec.ts starts each one).
    for (const title of ['claude_desktop_config.json', '.vscode/mcp.json', '~/.cursor/mcp.json']) {
      const block = page
        .locator('.theme-code-block')
        .filter({ has: page.getByText(title, { exact: true }) })
        .first();
      await expect(block, title).toContainText(`"args": ["-y", "${spec}"`);
      // The block becomes the theme's, with its copy button, when it nears the screen. The swap can
      // detach the element being scrolled to, so the scroll is tried again on the new one.
      await expect(async () => {
        await block.scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(block.getByRole('button', { name: 'Copy code to clipboard' }), title).toBeAttached({
          timeout: 2_000,
        });
      }).toPass();
    }

    for (const name of ['llms.txt', 'llms-full.txt', 'llms-api.txt', 'llms-full-0.6.4.txt', 'llms-api-0.6.4.txt']) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/Pulsarr/${name}`);
      expect((await request.get(name)).status(), name).toBe(200);
    }

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  });
}
