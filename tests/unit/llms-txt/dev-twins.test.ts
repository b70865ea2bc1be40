// Under `npm start` no pages are built, so the plugin writes the twins and llms files to a folder
// the dev server serves (DEV_TWINS_DIR): "Copy page" and "View as Markdown" work there as on the site.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { AllContent, LoadContext } from '@docusaurus/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import llmsTxtPlugin, { DEV_TWINS_DIR } from '../../../plugins/llms-txt';
import { ONE_VERSION_OPTIONS } from './plugin-options';

let siteDir: string;

function writeDoc(id: string, title: string, body: string): void {
  const file = path.join(siteDir, 'docs', `${id}.md`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `---\ntitle: ${title}\n---\n\n${body}\n`);
}

/** What the docs plugin hands over for a site whose sidebar lists these docs at the top level. */
function docsContent(ids: string[]): AllContent {
  const docs = ids.map((id) => ({
    id,
    source: `@site/docs/${id}.md`,
    permalink: `/Pulsarr/docs/${id}`,
    title: id === 'intro' ? 'Introduction' : 'Delete Sync',
    description: `About ${id}.`,
    frontMatter: {},
  }));
  const sidebars = { docs: ids.map((id) => ({ type: 'doc', id })) };
  const version = { versionName: 'current', label: 'Latest', docs, sidebars };
  return { 'docusaurus-plugin-content-docs': { default: { loadedVersions: [version] } } } as never;
}

/** Runs the plugin's content step as `docusaurus start` (or, with NODE_ENV=production, `build`) does. */
async function loadContent(ids: string[]): Promise<void> {
  const context = { siteDir, baseUrl: '/Pulsarr/', siteConfig: { url: 'https://docs.example.org' } } as LoadContext;
  const plugin = llmsTxtPlugin(context, ONE_VERSION_OPTIONS);
  await plugin.allContentLoaded!({ allContent: docsContent(ids), actions: {} as never });
}

const devFile = (relative: string) => path.join(siteDir, DEV_TWINS_DIR, relative);

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'llms-dev-'));
  writeDoc('intro', 'Introduction', 'Pulsarr watches **Plex** watchlists.');
  writeDoc('utilities/delete-sync', 'Delete Sync', 'Removes what nobody watches any more.');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('Markdown twins under npm start', () => {
  it('are written where the dev server serves them, with llms.txt listing them', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    await loadContent(['intro', 'utilities/delete-sync']);

    expect(readFileSync(devFile('docs/intro.md'), 'utf8')).toMatch(
      /^# Introduction\n\nPulsarr watches \*\*Plex\*\* watchlists\.\n/,
    );
    expect(readFileSync(devFile('docs/utilities/delete-sync.md'), 'utf8')).toMatch(/^# Delete Sync\n/);
    const llmsTxt = readFileSync(devFile('llms.txt'), 'utf8');
    expect(llmsTxt).toContain('(https://docs.example.org/Pulsarr/docs/intro.md)');
    expect(llmsTxt).toContain('(https://docs.example.org/Pulsarr/docs/utilities/delete-sync.md)');
    expect(existsSync(devFile('llms-full-latest.txt'))).toBe(true);
  });

  it('are written again when the docs change, and the twin of a removed page goes', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    await loadContent(['intro', 'utilities/delete-sync']);
    writeDoc('intro', 'Introduction', 'Edited while the dev server runs.');
    await loadContent(['intro']);

    expect(readFileSync(devFile('docs/intro.md'), 'utf8')).toContain('Edited while the dev server runs.');
    expect(existsSync(devFile('docs/utilities/delete-sync.md'))).toBe(false);
  });

  it('that cannot be written leave the dev server running, with a warning that names the problem', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A page listed by the docs plugin whose file is gone, as while a file is being renamed.
    await expect(loadContent(['intro', 'utilities/renamed'])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/No Markdown twins under npm start: .*renamed\.md/));
  });

  it('are not written by a production build, which also drops a copy npm start left behind', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    await loadContent(['intro']);
    expect(existsSync(devFile('docs/intro.md'))).toBe(true);

    // Static folders are copied into the build after this step: a stale twin would be published.
    vi.stubEnv('NODE_ENV', 'production');
    await loadContent(['intro']);
    expect(existsSync(path.join(siteDir, DEV_TWINS_DIR))).toBe(false);
  });
});
