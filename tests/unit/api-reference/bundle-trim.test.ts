import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';

import { openApiThemeConfig } from '../../../config/openapi';
import { listOperations, loadResolvedDocument, type Json } from '../openapi/load-openapi';
import { CODE_SAMPLE_LANGUAGES } from '../../../plugins/api-reference/stand-ins/codeGenerators';
import { SHARED_MODULES } from '../../../plugins/api-reference';
import { BROWSER_REPLACEMENTS, OPENAPI_PACKAGES } from '../../../plugins/api-reference/bundle-trim';
import remarkGfmTablesOnly from '../../../plugins/api-reference/stand-ins/remarkGfm';

const THEME_DIR = join(__dirname, '../../../node_modules/docusaurus-theme-openapi-docs/lib/theme');

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
    expect(OPENAPI_PACKAGES.test('/x/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js')).toBe(
      true,
    );
    expect(OPENAPI_PACKAGES.test('/x/node_modules/postman-collection/lib/util.js')).toBe(true);
    expect(OPENAPI_PACKAGES.test('/x/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js')).toBe(false);
    expect(OPENAPI_PACKAGES.test('/site/plugins/api-reference/theme/DocItem/index.tsx')).toBe(false);
  });

  it('cover every language of the code samples, in the order of languageTabs', () => {
    expect(CODE_SAMPLE_LANGUAGES.map((language) => language.key)).toEqual(
      openApiThemeConfig.languageTabs.map((tab) => tab.language),
    );
  });

  it('are still what the theme imports (a theme upgrade that stops importing one makes it dead weight)', () => {
    const sources = [
      'ApiExplorer/CodeSnippets/index.js',
      'ApiExplorer/buildPostmanRequest.js',
      'ApiExplorer/storage-utils.js',
      'ApiItem/index.js',
      'Markdown/index.js',
      'ResponseExamples/index.js',
      'Schema/index.js',
    ]
      .map((file) => readFileSync(join(THEME_DIR, file), 'utf8'))
      .join('\n');
    for (const request of [
      'postman-code-generators',
      'crypto-js',
      'pako',
      'rehype-raw',
      'remark-gfm',
      'postman-collection',
      'allof-merge',
      'xml-formatter',
    ]) {
      expect(sources.includes(`"${request}"`) || sources.includes(`'${request}'`), request).toBe(true);
    }
  });
});

/** Every string of the document under one of the given keys (descriptions, summaries). */
function textsUnder(keys: readonly string[], node: Json, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => textsUnder(keys, item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (keys.includes(key) && typeof value === 'string') found.push(value);
      else textsUnder(keys, value, found);
    }
  }
  return found;
}

it('the OpenAPI document has no raw HTML in its descriptions, which the reference would show as text', () => {
  const document = loadResolvedDocument();
  expect(listOperations(document).length).toBe(132);
  // Tags outside code spans and fenced blocks; <https://…> autolinks are Markdown, not HTML.
  const html = textsUnder(['description'], document)
    .map((text) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, ''))
    .filter((text) => /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(text.replace(/<https?:[^>]+>/g, '')));
  expect(html).toEqual([]);
});

/** The texts of the document the theme renders as Markdown. (Its own lines, such as possible values, put each value in a code span.) */
const markdownTexts = (node: Json) => textsUnder(['description', 'summary'], node);

/** A Markdown text's syntax tree as react-markdown gets it, without source positions. */
function syntaxTree(text: string, gfm: typeof remarkGfm | typeof remarkGfmTablesOnly): string {
  const processor = unified().use(remarkParse).use(gfm);
  return JSON.stringify(processor.runSync(processor.parse(text)), (key, value: unknown) =>
    key === 'position' ? undefined : value,
  );
}

/** Every object of the document, with the path to it. */
function objects(node: Json, at = '#', found: [string, Record<string, Json>][] = []): [string, Record<string, Json>][] {
  if (Array.isArray(node)) node.forEach((item, index) => objects(item, `${at}/${index}`, found));
  else if (node && typeof node === 'object') {
    found.push([at, node]);
    for (const [key, value] of Object.entries(node)) objects(value, `${at}/${key}`, found);
  }
  return found;
}

describe.each(['0.6.4', 'current'] as const)(
  'the %s OpenAPI document has nothing the stand-ins cannot show',
  (version) => {
    const document = loadResolvedDocument(version);

    it('no allOf schema (stand-ins/allofMerge.ts)', () => {
      expect(
        objects(document)
          .filter(([, node]) => 'allOf' in node)
          .map(([at]) => at),
      ).toEqual([]);
    });

    it("no text that reads differently with GitHub's tables alone (stand-ins/remarkGfm.ts)", () => {
      const texts = [...new Set(markdownTexts(document))];
      expect(texts.length).toBeGreaterThan(300);
      expect(texts.filter((text) => syntaxTree(text, remarkGfm) !== syntaxTree(text, remarkGfmTablesOnly))).toEqual([]);
    });

    it('no XML media type (stand-ins/xmlFormatter.ts)', () => {
      const xml = objects(document)
        .filter(([, node]) => node.content && typeof node.content === 'object')
        .flatMap(([at, node]) => Object.keys(node.content as object).map((type) => `${at} ${type}`))
        .filter((entry) => /xml/i.test(entry.split(' ')[1]!));
      expect(xml).toEqual([]);
    });
  },
);
