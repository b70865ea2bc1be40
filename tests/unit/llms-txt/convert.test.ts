import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import type { SiteLinks } from '../../../plugins/llms-txt/links';
import { mdxToMarkdown } from '../../../plugins/llms-txt/mdx-to-markdown';
import {
  operationToMarkdown,
  typeName,
  type OperationFrontMatter,
} from '../../../plugins/llms-txt/operation-to-markdown';

const fixtures = path.join(__dirname, 'fixtures');

/** A small site: the fixture page is docs/guide, beside an installation guide and two API pages. */
const docs: Record<string, string> = {
  [path.join(fixtures, 'guide.mdx')]: '/Pulsarr/docs/guide',
  [path.join(fixtures, 'installation/configuration.md')]: '/Pulsarr/docs/installation/configuration',
  [path.join(fixtures, 'api/approval.tag.mdx')]: '/Pulsarr/docs/api/approval',
  [path.join(fixtures, 'api/api-keys.tag.mdx')]: '/Pulsarr/docs/api/api-keys',
};
const site: SiteLinks = {
  siteUrl: 'https://docs.example.org',
  baseUrl: '/Pulsarr/',
  permalinkOfFile: (file) => docs[file],
  isDocsPage: (pathname) => Object.values(docs).includes(pathname),
};

function convert(name: string): string {
  const source = readFileSync(path.join(fixtures, `${name}.mdx`), 'utf8');
  const title = /^title: "?([^"\n]+)"?$/m.exec(source)?.[1] ?? '';
  return mdxToMarkdown(
    { source, file: path.join(fixtures, 'guide.mdx'), permalink: '/Pulsarr/docs/guide', title },
    site,
  );
}

const expected = (name: string) => readFileSync(path.join(fixtures, `${name}.md`), 'utf8');

describe('MDX to Markdown twin', () => {
  const cases: [string, string][] = [
    ['admonition', 'turns admonitions into blockquotes that start with their kind and keep their title'],
    ['tabs', 'flattens tabs into sections headed by their labels, with the tabs’ own headings below them'],
    ['code-block-title', 'keeps a code block’s language and title and drops line highlights'],
    ['table', 'writes tables as GFM tables'],
    ['mermaid', 'keeps Mermaid diagrams as mermaid code blocks'],
    ['link-to-page', 'points links to docs pages at their absolute twins and other site links at absolute addresses'],
    ['link-with-anchor', 'keeps anchors on links, including links within the page'],
    ['image', 'makes image addresses absolute'],
    ['api-component', 'reads the API reference’s components: badge text, download link, headings, tabs and tables'],
  ];
  for (const [name, behaviour] of cases) {
    it(`${behaviour} (${name})`, () => {
      expect(convert(name)).toBe(expected(name));
    });
  }

  it('has an expected Markdown file for every fixture, and a fixture for every expected file', () => {
    const names = readdirSync(fixtures);
    const sources = names.filter((file) => file.endsWith('.mdx')).map((file) => file.replace(/\.mdx$/, ''));
    expect(sources.sort()).toEqual(cases.map(([name]) => name).sort());
  });

  it('never lets JSX, imports or exports through', () => {
    for (const [name] of cases) expect(convert(name)).not.toMatch(/^(import|export) |<\/?[A-Z][A-Za-z]*[\s>/]/m);
  });

  it('keeps a heading with an explicit id as plain text, as Docusaurus does', () => {
    const source = '---\ntitle: Ids\n---\n\n## Logs {#logs}\n\nWhere they go.\n';
    const twin = mdxToMarkdown(
      { source, file: path.join(fixtures, 'guide.mdx'), permalink: '/Pulsarr/docs/guide', title: 'Ids' },
      site,
    );
    expect(twin).toBe('# Ids\n\n## Logs\n\nWhere they go.\n');
  });

  it('writes what a component stands for, when the site names Markdown for it', () => {
    const source = '---\ntitle: Builder\n---\n\n<Builder />\n';
    const twin = mdxToMarkdown(
      { source, file: path.join(fixtures, 'guide.mdx'), permalink: '/Pulsarr/docs/guide', title: 'Builder' },
      site,
      [],
      {
        componentTwins: { Builder: [{ type: 'code', lang: 'bash', meta: null, value: 'docker compose up -d' }] },
      },
    );
    expect(twin).toBe('# Builder\n\n```bash\ndocker compose up -d\n```\n');
  });

  it('stops the build on a link to a Markdown file that is no docs page', () => {
    const source = '---\ntitle: Broken\n---\n\nSee [this](./missing.md).\n';
    expect(() =>
      mdxToMarkdown(
        { source, file: path.join(fixtures, 'guide.mdx'), permalink: '/Pulsarr/docs/guide', title: 'Broken' },
        site,
      ),
    ).toThrow(/missing\.md names no docs page/);
  });
});

describe('API operation to Markdown twin', () => {
  it('states method and path, authentication, a parameter table, the body, every response and a curl command', () => {
    const { title, api } = JSON.parse(readFileSync(path.join(fixtures, 'operation.json'), 'utf8')) as {
      title: string;
      api: OperationFrontMatter;
    };
    expect(operationToMarkdown(title, api)).toBe(expected('operation'));
  });
});

describe('operation twins read OpenAPI 3.1 schemas', () => {
  it('name a type list, a const and a null enum value in words', () => {
    expect(typeName({ type: ['string', 'null'] })).toBe('string or null');
    expect(typeName({ type: 'string', const: '' })).toBe('string ("")');
    expect(typeName({ const: 'media.available' })).toBe('string ("media.available")');
    expect(typeName({ type: ['string', 'null'], enum: ['pending', null] })).toBe('string or null (pending, null)');
    expect(typeName({ type: 'array', items: { type: ['integer', 'null'] } })).toBe('(integer or null)[]');
  });
});
