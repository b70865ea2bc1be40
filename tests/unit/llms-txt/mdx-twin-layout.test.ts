// The Markdown a reader (or an assistant) gets for MDX written the way authors lay it out: an HTML table
// over several lines, an anchor around a paragraph, a comment between tabs, a component with blank
// text, a heading id written right after the heading's text, and admonitions titled in the older
// `:::note Title` form wherever Docusaurus reads that form.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { SiteLinks } from '../../../plugins/llms-txt/links';
import { mdxToMarkdown } from '../../../plugins/llms-txt/mdx-to-markdown';

const site: SiteLinks = {
  siteUrl: 'https://docs.example.org',
  baseUrl: '/Pulsarr/',
  permalinkOfFile: () => undefined,
  isDocsPage: () => false,
};

/** The twin's body (below its `# Title`) of an MDX source. */
const twin = (body: string) =>
  mdxToMarkdown(
    {
      source: `---\ntitle: T\n---\n\n${body}`,
      file: path.join(__dirname, 'fixtures', 'guide.mdx'),
      permalink: '/Pulsarr/docs/guide',
      title: 'T',
    },
    site,
  ).replace(/^# T\n\n?/, '');

describe('an HTML table written over several lines', () => {
  it('keeps every cell, its first row as the header', () => {
    const source = [
      '<table>',
      '  <tr>',
      '    <th>Name</th>',
      '    <th>Use</th>',
      '  </tr>',
      '  <tr>',
      '    <td>TZ</td>',
      '    <td>Time zone</td>',
      '  </tr>',
      '</table>',
      '',
    ].join('\n');
    expect(twin(source)).toBe('| Name | Use       |\n| ---- | --------- |\n| TZ   | Time zone |\n');
  });

  it('with a head, a body and a paragraph in a cell, gives each cell’s text on one line', () => {
    const source = [
      '<table>',
      '  <thead>',
      '    <tr>',
      '      <th>Name</th>',
      '      <th>Use</th>',
      '    </tr>',
      '  </thead>',
      '  <tbody>',
      '    <tr>',
      '      <td>TZ</td>',
      '      <td>',
      '',
      'The **time** zone.',
      '',
      '      </td>',
      '    </tr>',
      '  </tbody>',
      '</table>',
      '',
    ].join('\n');
    expect(twin(source)).toBe('| Name | Use            |\n| ---- | -------------- |\n| TZ   | The time zone. |\n');
  });
});

describe('an anchor around a paragraph', () => {
  it('leaves the paragraph whole, with all its inline Markdown', () => {
    const source =
      '<a id="ports">\n\n_one_ **two** `three` ~~four~~ [five](/x) ![six](/s.png) seven\\\neight\n\n</a>\n';
    expect(twin(source)).toBe(
      '_one_ **two** `three` ~~four~~ [five](https://docs.example.org/Pulsarr/x) ![six](https://docs.example.org/Pulsarr/s.png) seven\\\neight\n',
    );
  });
});

describe('tabs', () => {
  it('with a comment between them give a section per tab and nothing for the comment', () => {
    const source = [
      '<Tabs>',
      '  {/* Docker first */}',
      '  <TabItem value="docker" label="Docker">',
      '',
      'Run it.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    expect(twin(source)).toBe('## Docker\n\nRun it.\n');
  });
});

describe('blank content', () => {
  it('a component whose text is only spaces writes nothing', () => {
    expect(twin('<Badge children=" " />\n\nText.\n')).toBe('Text.\n');
    expect(twin('<Card>\n  <Badge children=" " />\n  Text\n</Card>\n')).toBe('Text\n');
  });
});

describe('a heading id', () => {
  it('written right after the text, without a space, goes and the text stays', () => {
    expect(twin('## Ports{#ports}\n')).toBe('## Ports\n');
  });
});

describe('an admonition titled in the older `:::note Title` form', () => {
  it('nested with more colons gives both titles, the inner quote inside the outer', () => {
    expect(twin('::::tip Outer\n\nA.\n\n:::note Inner\n\nB.\n\n:::\n\n::::\n')).toBe(
      '> **Tip:** Outer\n>\n> A.\n>\n> > **Note:** Inner\n> >\n> > B.\n',
    );
  });

  it('inside a blockquote, with or without a space after the >, is an admonition in that quote', () => {
    expect(twin('> :::note Quoted\n>\n> Text.\n>\n> :::\n')).toBe('> > **Note:** Quoted\n> >\n> > Text.\n');
    expect(twin('>:::note Quoted\n>\n>Text.\n>\n>:::\n')).toBe('> > **Note:** Quoted\n> >\n> > Text.\n');
  });

  it('keeps a title that starts with a bracket, as Docusaurus shows it', () => {
    expect(twin(':::warning [BREAKING] Change\n\nText.\n\n:::\n')).toBe(
      '> **Warning:** \\[BREAKING] Change\n>\n> Text.\n',
    );
  });

  it('quoted in inline code in a sentence is left as written', () => {
    expect(twin('Write `:::note Title` for a titled note.\n')).toBe('Write `:::note Title` for a titled note.\n');
  });
});
