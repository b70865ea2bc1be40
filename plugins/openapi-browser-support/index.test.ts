import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { openApiThemeConfig } from '../../config/openapi';
import { listOperations, loadResolvedDocument, type Json } from '../../tests/unit/openapi/load-openapi';
import { CODE_SAMPLE_LANGUAGES } from './client/codeGenerators';
import { BROWSER_REPLACEMENTS, dropThirdPartyUrls, OPENAPI_PACKAGES, SHARED_MODULES, TAB_ARROW_LABELS_LOADER, TAB_COMPONENTS } from '.';

const THEME_DIR = join(__dirname, '../../node_modules/docusaurus-theme-openapi-docs/lib/theme');

function declaration(value: string, file: string) {
  const removed = { value: false };
  return { removed, node: { value, source: { input: { file } }, remove: () => (removed.value = true) } };
}

describe('dropThirdPartyUrls', () => {
  const plugin = dropThirdPartyUrls();
  const themeCss = `${THEME_DIR}/styles.scss`;

  it("removes the theme's declarations that load images from another host", () => {
    for (const value of [
      'url("https://raw.githubusercontent.com/devicons/devicon/master/icons/go/go-original-wordmark.svg") no-repeat',
      "url(//cdn.jsdelivr.net/logo.svg)",
      'url(http://example.com/a.png)',
    ]) {
      const { removed, node } = declaration(value, themeCss);
      plugin.Declaration(node);
      expect(removed.value, value).toBe(true);
    }
  });

  it('keeps inline images and the site’s own files, and leaves other stylesheets alone', () => {
    for (const [value, file] of [
      ['url(\'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"></svg>\')', themeCss],
      ['url(/Pulsarr/img/logo.svg)', themeCss],
      ['url(https://example.com/a.png)', '/site/src/css/custom.css'],
    ]) {
      const { removed, node } = declaration(value, file);
      plugin.Declaration(node);
      expect(removed.value, value).toBe(false);
    }
  });
});

describe('shared modules', () => {
  it('are the very files the theme itself loads', () => {
    const themeRequire = createRequire(join(THEME_DIR, 'ApiExplorer/FormTextInput/index.js'));
    for (const [request, file] of Object.entries(SHARED_MODULES)) {
      expect(file, request).toBe(themeRequire.resolve(request.replace(/\$$/, '')));
    }
  });
});

describe('browser replacements', () => {
  it('each points at an existing stand-in', () => {
    for (const [request, file] of Object.entries(BROWSER_REPLACEMENTS)) expect(existsSync(file), request).toBe(true);
  });

  it('apply to the OpenAPI packages only', () => {
    expect(OPENAPI_PACKAGES.test('/x/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js')).toBe(true);
    expect(OPENAPI_PACKAGES.test('/x/node_modules/postman-collection/lib/util.js')).toBe(true);
    expect(OPENAPI_PACKAGES.test('/x/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js')).toBe(false);
    expect(OPENAPI_PACKAGES.test('/site/src/theme/DocItem/index.tsx')).toBe(false);
  });

  it('cover every language of the code samples, in the order of languageTabs', () => {
    expect(CODE_SAMPLE_LANGUAGES.map((language) => language.key)).toEqual(
      openApiThemeConfig.languageTabs.map((tab) => tab.language),
    );
  });

  it("are still what the theme imports (a theme upgrade that stops importing one makes it dead weight)", () => {
    const sources = [
      'ApiExplorer/CodeSnippets/index.js',
      'ApiExplorer/buildPostmanRequest.js',
      'ApiExplorer/storage-utils.js',
      'ApiItem/index.js',
      'Markdown/index.js',
    ]
      .map((file) => readFileSync(join(THEME_DIR, file), 'utf8'))
      .join('\n');
    for (const request of ['postman-code-generators', 'crypto-js', 'pako', 'rehype-raw', 'postman-collection']) {
      expect(sources.includes(`"${request}"`) || sources.includes(`'${request}'`), request).toBe(true);
    }
  });
});

/** Every string under a `description` key of the document. */
function descriptions(node: Json, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => descriptions(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') found.push(value);
      else descriptions(value, found);
    }
  }
  return found;
}

it('the OpenAPI document has no raw HTML in its descriptions, which the reference would show as text', () => {
  const document = loadResolvedDocument();
  expect(listOperations(document).length).toBe(132);
  // Tags outside code spans and fenced blocks; <https://…> autolinks are Markdown, not HTML.
  const html = descriptions(document)
    .map((text) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, ''))
    .filter((text) => /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(text.replace(/<https?:[^>]+>/g, '')));
  expect(html).toEqual([]);
});

describe('tab scroll buttons', () => {
  const { labelTabArrows, LABELS } = createRequire(import.meta.url)(TAB_ARROW_LABELS_LOADER) as {
    labelTabArrows: (source: string, file: string) => string;
    LABELS: Record<'left' | 'right', string>;
  };
  const themeFiles = readdirSync(THEME_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(THEME_DIR, entry.name, 'index.js')))
    .map((entry) => join(THEME_DIR, entry.name, 'index.js'));
  const withArrows = themeFiles.filter((file) => readFileSync(file, 'utf8').includes('openapi-tabs__arrow'));

  it('covers every theme component that draws them', () => {
    expect(withArrows.length).toBe(5);
    expect(themeFiles.filter((file) => TAB_COMPONENTS.test(file))).toEqual(withArrows);
  });

  it.each(withArrows.map((file) => [file.split(/[\\/]/).at(-2)!, file]))('names both buttons of %s', (_name, file) => {
    const labelled = labelTabArrows(readFileSync(file, 'utf8'), file);
    expect(labelled.split(`"aria-label": ${JSON.stringify(LABELS.left)}`).length - 1).toBe(1);
    expect(labelled.split(`"aria-label": ${JSON.stringify(LABELS.right)}`).length - 1).toBe(1);
    // Each label sits in the props of the button whose class says which way it scrolls.
    for (const side of ['left', 'right'] as const) {
      const at = labelled.indexOf(`"aria-label": ${JSON.stringify(LABELS[side])}`);
      expect(labelled.slice(at - 120, at)).toMatch(new RegExp(`openapi-tabs__arrow"?,? ?"?${side}`));
    }
  });

  it('stops the build, naming the file and the loader, when the theme no longer has them', () => {
    expect(() => labelTabArrows('export default function Tabs() { return null; }', '/x/ApiTabs/index.js')).toThrow(
      /expected one left and one right tab scroll button in \/x\/ApiTabs\/index\.js.*tab-arrow-labels-loader\.cjs/,
    );
  });
});
