// A production build writes the twins and the llms files in postBuild; the test build (config/test-hooks.ts)
// turns that off with writeFiles: false, since none of its browser tests reads them.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { AllContent, Config, LoadContext } from '@docusaurus/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { llmsTxtOptions, llmsTxtTheme } from '../../../config/llms-txt';
import { withTestHooks } from '../../../config/test-hooks';
import llmsTxtPlugin, { type LlmsTxtOptions } from '../../../plugins/llms-txt';
import { ONE_VERSION_OPTIONS } from './plugin-options';

let siteDir: string;
let outDir: string;

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'llms-build-'));
  outDir = path.join(siteDir, 'build');
  mkdirSync(path.join(siteDir, 'docs'), { recursive: true });
  writeFileSync(
    path.join(siteDir, 'docs', 'intro.md'),
    '---\ntitle: Introduction\n---\n\nPulsarr watches watchlists.\n',
  );
  vi.stubEnv('NODE_ENV', 'production');
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(siteDir, { recursive: true, force: true });
});

/** Runs the plugin's steps as `docusaurus build` does, for a site of one page. */
async function build(options: LlmsTxtOptions): Promise<void> {
  const context = { siteDir, baseUrl: '/Pulsarr/', siteConfig: { url: 'https://docs.example.org' } } as LoadContext;
  const plugin = llmsTxtPlugin(context, options);
  const docs = [
    {
      id: 'intro',
      source: '@site/docs/intro.md',
      permalink: '/Pulsarr/docs/intro',
      title: 'Introduction',
      description: 'About Pulsarr.',
      frontMatter: {},
    },
  ];
  const version = { versionName: 'current', label: 'Latest', docs, sidebars: { docs: [{ type: 'doc', id: 'intro' }] } };
  const allContent = {
    'docusaurus-plugin-content-docs': { default: { loadedVersions: [version] } },
  } as unknown as AllContent;
  await plugin.allContentLoaded!({ allContent, actions: {} as never });
  mkdirSync(outDir, { recursive: true });
  await plugin.postBuild!({ outDir } as never);
}

describe('the build step of the Markdown twins', () => {
  it('writes each twin and llms.txt by default', async () => {
    await build(ONE_VERSION_OPTIONS);
    expect(readFileSync(path.join(outDir, 'docs/intro.md'), 'utf8')).toMatch(/^# Introduction\n/);
    expect(existsSync(path.join(outDir, 'llms.txt'))).toBe(true);
  });

  it('writes nothing with writeFiles: false, and says so in the build log', async () => {
    await build({ ...ONE_VERSION_OPTIONS, writeFiles: false });
    expect(existsSync(path.join(outDir, 'docs/intro.md'))).toBe(false);
    expect(existsSync(path.join(outDir, 'llms.txt'))).toBe(false);
    expect(console.log).toHaveBeenCalledWith('[llms-txt] No Markdown twins or llms files: writeFiles is false.');
  });
});

describe('which build writes them', () => {
  it('the published build does; the test build does not, and keeps every other theme as it was', () => {
    expect(llmsTxtOptions.writeFiles).toBeUndefined();
    const config = {
      title: 'Pulsarr',
      url: 'https://docs.example.org',
      baseUrl: '/Pulsarr/',
      themes: ['@docusaurus/theme-mermaid', llmsTxtTheme],
      themeConfig: { navbar: { items: [] } },
    } as unknown as Config;
    const themes = withTestHooks(config).themes!;
    expect(themes[0]).toBe('@docusaurus/theme-mermaid');
    expect(themes[1]).toEqual([llmsTxtPlugin, { ...llmsTxtOptions, writeFiles: false }]);
  });
});
