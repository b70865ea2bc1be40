// Each docs version's twins hold what that version's pages show: the site's remark plugins
// see each page's file path (and so its version), and a component's twin is the version's own.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { AllContent, LoadContext } from '@docusaurus/types';
import type { RootContent } from 'mdast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { llmsTxtOptions } from '../../../config/llms-txt';
import { LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import llmsTxtPlugin, { DEV_TWINS_DIR, type LlmsTxtOptions } from '../../../plugins/llms-txt';

let siteDir: string;

/** The folder of each version's docs in the test site, as Docusaurus lays them out. */
const FOLDERS: Record<string, string> = {
  [LATEST_VERSION]: 'docs',
  [SPEC_VERSION]: `versioned_docs/version-${SPEC_VERSION}`,
};

/** A remark plugin that writes the page's file path into the page, as the site's plugins read it. */
function remarkFilePath() {
  return (tree: { children: unknown[] }, file: { path?: string }) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `From ${file.path ?? 'nowhere'}.` }] });
  };
}

const OPTIONS: LlmsTxtOptions = {
  title: 'Pulsarr',
  summary: 'Pulsarr sends Plex watchlists to Sonarr and Radarr.',
  sidebarId: 'docs',
  apiCategoryLabel: 'API Reference',
  topLevelSectionTitles: ['Start here'],
  versionFileWords: { [LATEST_VERSION]: 'latest', [SPEC_VERSION]: SPEC_VERSION },
  remarkPlugins: [remarkFilePath],
  componentTwins: {
    Builder: (docsVersion): RootContent[] => [
      { type: 'paragraph', children: [{ type: 'text', value: `Files of ${docsVersion}.` }] },
    ],
  },
};

function docsContent(): AllContent {
  const loadedVersions = Object.entries(FOLDERS).map(([versionName, folder]) => {
    const prefix = versionName === LATEST_VERSION ? '/Pulsarr/docs/latest' : '/Pulsarr/docs';
    const doc = {
      id: 'builder',
      source: `@site/${folder}/builder.mdx`,
      permalink: `${prefix}/builder`,
      title: 'Builder',
      description: 'The builder.',
      frontMatter: {},
    };
    return { versionName, label: versionName, docs: [doc], sidebars: { docs: [{ type: 'doc', id: 'builder' }] } };
  });
  return { 'docusaurus-plugin-content-docs': { default: { loadedVersions } } } as never;
}

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'llms-versions-'));
  for (const folder of Object.values(FOLDERS)) {
    mkdirSync(path.join(siteDir, folder), { recursive: true });
    writeFileSync(path.join(siteDir, folder, 'builder.mdx'), '---\ntitle: Builder\n---\n\n<Builder />\n');
  }
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('Markdown twins of two docs versions', () => {
  it('run the remark plugins with each page’s file path and write each version’s component twin', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const context = { siteDir, baseUrl: '/Pulsarr/', siteConfig: { url: 'https://docs.example.org' } } as LoadContext;
    await llmsTxtPlugin(context, OPTIONS).allContentLoaded!({ allContent: docsContent(), actions: {} as never });

    const twin = (relative: string) => readFileSync(path.join(siteDir, DEV_TWINS_DIR, relative), 'utf8');
    expect(twin('docs/latest/builder.md')).toBe(
      `# Builder\n\nFiles of ${LATEST_VERSION}.\n\nFrom ${path.join(siteDir, 'docs', 'builder.mdx')}.\n`,
    );
    expect(twin('docs/builder.md')).toBe(
      `# Builder\n\nFiles of ${SPEC_VERSION}.\n\nFrom ${path.join(siteDir, FOLDERS[SPEC_VERSION] ?? '', 'builder.mdx')}.\n`,
    );
  });
});

describe('the llms files of two docs versions', () => {
  it('write each version’s files, and the conventional llms-full.txt and llms-api.txt with the first version, saying so', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const context = { siteDir, baseUrl: '/Pulsarr/', siteConfig: { url: 'https://docs.example.org' } } as LoadContext;
    await llmsTxtPlugin(context, OPTIONS).allContentLoaded!({ allContent: docsContent(), actions: {} as never });
    const file = (name: string) => readFileSync(path.join(siteDir, DEV_TWINS_DIR, name), 'utf8');
    const root = 'https://docs.example.org/Pulsarr/';

    const full = file('llms-full.txt');
    expect(full.split('\n')[0]).toBe(`# Pulsarr documentation, ${LATEST_VERSION}: every guide`);
    expect(full).toContain(`This file holds ${LATEST_VERSION}, the docs of the Pulsarr release people install today`);
    expect(full).toContain(`${root}llms-full-latest.txt`);
    expect(full).toContain(`Source: <${root}docs/latest/builder.md>`);
    expect(full).not.toContain(`Source: <${root}docs/builder.md>`);
    // The same twins as the version's own file, which carries no note.
    expect(full.slice(full.indexOf('---'))).toBe(
      file('llms-full-latest.txt').slice(file('llms-full-latest.txt').indexOf('---')),
    );
    expect(file('llms-full-latest.txt')).not.toContain('This file holds');
    expect(file(`llms-full-${SPEC_VERSION}.txt`)).toContain(`Source: <${root}docs/builder.md>`);
    expect(file('llms-api.txt')).toContain(`${root}llms-api-latest.txt`);

    const listed = [...file('llms.txt').matchAll(/\]\((\S+\.txt)\)/g)].map((match) => match[1]!.slice(root.length));
    expect(listed).toEqual([
      'llms-full.txt',
      'llms-api.txt',
      'llms-full-latest.txt',
      'llms-api-latest.txt',
      `llms-full-${SPEC_VERSION}.txt`,
      `llms-api-${SPEC_VERSION}.txt`,
    ]);
  });
});

describe('the site’s twin of the compose file builder', () => {
  const twinText = (docsVersion: string) =>
    JSON.stringify(llmsTxtOptions.componentTwins?.ComposeBuilder?.(docsVersion) ?? []);

  it('shows the Latest default files on the Latest page', () => {
    expect(twinText(LATEST_VERSION)).toContain('image: lakker/pulsarr:latest');
    expect(twinText(LATEST_VERSION)).not.toContain('NODE_ARGS');
  });

  it('shows the 0.6.4 default files on the 0.6.4 page', () => {
    expect(twinText(SPEC_VERSION)).toContain('image: lakker/pulsarr:0.6.4');
    expect(twinText(SPEC_VERSION)).toContain('NODE_ARGS=--log-both');
  });
});
