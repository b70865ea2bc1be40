// How the Markdown twin writes each piece of a page's MDX that has no Markdown of its own: admonitions
// with and without titles, directives, headings written as components, links written as <a>, the
// download link, tabs inside sections, code fences Docusaurus unwraps, and the description a list of
// pages shows for each twin.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { SiteLinks } from '../../../plugins/llms-txt/links';
import { describe as describePage, mdxToMarkdown } from '../../../plugins/llms-txt/mdx-to-markdown';

const FILE = path.join(__dirname, 'fixtures', 'guide.mdx');
const site: SiteLinks = {
  siteUrl: 'https://docs.example.org',
  baseUrl: '/Pulsarr/',
  permalinkOfFile: () => undefined,
  isDocsPage: (pathname) => pathname === '/Pulsarr/docs/other',
};

/** The twin's body (below its `# Title`) of an MDX source. */
const twin = (body: string) =>
  mdxToMarkdown(
    { source: `---\ntitle: T\n---\n\n${body}`, file: FILE, permalink: '/Pulsarr/docs/guide', title: 'T' },
    site,
  ).replace(/^# T\n\n?/, '');

describe('admonitions', () => {
  it('without a title, start their first paragraph with their kind', () => {
    expect(twin(':::tip\n\nUse the **node** image.\n\nMore.\n\n:::\n')).toBe(
      '> **Tip:** Use the **node** image.\n>\n> More.\n',
    );
  });

  it('with a title in brackets or in the old `:::note Title` form, give it after the kind', () => {
    expect(twin(':::warning[Data loss]\n\nBack up first.\n\n:::\n')).toBe(
      '> **Warning:** Data loss\n>\n> Back up first.\n',
    );
    expect(twin(':::danger Read this\n\nBack up first.\n\n:::\n')).toBe(
      '> **Danger:** Read this\n>\n> Back up first.\n',
    );
  });

  it('that open with something other than a paragraph, put their kind on a line of its own', () => {
    expect(twin(':::info\n\n```bash\nls\n```\n\n:::\n')).toBe('> **Info:**\n>\n> ```bash\n> ls\n> ```\n');
  });

  it('of a kind Docusaurus does not know, and other directives, leave just their content', () => {
    expect(twin(':::details\n\nHidden text.\n\n:::\n')).toBe('Hidden text.\n');
    expect(twin('::env-var-table{group="server"}\n\nText with :abbr[PUID]{title="x"} inside.\n')).toBe(
      'Text with PUID inside.\n',
    );
  });

  it('keep an old-form line that is no admonition as it is', () => {
    expect(twin(':::note{.class}\n\nText.\n\n:::\n')).toBe('> **Note:** Text.\n');
    expect(twin(':::custom Some words\n\nText.\n\n:::\n')).toBe(':::custom Some words\n\nText.\n\n:::\n');
  });
});

describe('headings', () => {
  it('written as components take their level from the component', () => {
    expect(twin('<Heading as="h3">Logs</Heading>\n\n<h4>Files</h4>\n\n<h2 children={"Version: 0.6.4"} />\n')).toBe(
      '### Logs\n\n#### Files\n\n## Version: 0.6.4\n',
    );
  });

  it('of the first level are the page title, written once', () => {
    expect(twin('# Another title\n\nText.\n')).toBe('Text.\n');
    expect(twin('<Heading as="h1">Also</Heading>\n\nText.\n')).toBe('Text.\n');
    expect(twin('<h1>Also</h1>\n\nText.\n')).toBe('Text.\n');
  });

  it('with an explicit id keep their text', () => {
    expect(twin('## Ports {#ports}\n\n### Host \\{#host}\n')).toBe('## Ports\n\n### Host\n');
  });
});

describe('tabs', () => {
  it('become sections one level below the section they are in, their headings below that', () => {
    const source = [
      '### Install',
      '',
      '<Tabs>',
      '<TabItem value="docker" label="Docker">',
      '',
      '#### Compose',
      '',
      'Run it.',
      '',
      '</TabItem>',
      '<TabItem value="native">',
      '',
      'Install it.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '## After',
      '',
    ].join('\n');
    expect(twin(source)).toBe(
      '### Install\n\n#### Docker\n\n##### Compose\n\nRun it.\n\n#### native\n\nInstall it.\n\n## After\n',
    );
  });

  it('below the deepest heading stay at the sixth level', () => {
    const source = '###### Deep\n\n<Tabs>\n<TabItem label="A">\n\n## Inside\n\nText.\n\n</TabItem>\n</Tabs>\n';
    expect(twin(source)).toBe('###### Deep\n\n###### A\n\n###### Inside\n\nText.\n');
  });
});

describe('links and components', () => {
  it('an <a> is a link with its address resolved, or just its text without one', () => {
    expect(twin('See <a href="/docs/other">the other page</a> and <a>plain</a>.\n')).toBe(
      'See [the other page](https://docs.example.org/Pulsarr/docs/other.md) and plain.\n',
    );
  });

  it('the Export component is a download link, and nothing without an address', () => {
    expect(twin('<Export url="/openapi/pulsarr.yaml" />\n\n<Export />\n')).toBe(
      '[Download the OpenAPI document](https://docs.example.org/Pulsarr/openapi/pulsarr.yaml)\n',
    );
  });

  it('another component gives its text, or its content without the wrapper', () => {
    expect(twin('<Badge children="GET" />\n\n<Card>\n\nInside a card.\n\n</Card>\n\nA <Kbd>Ctrl</Kbd> key.\n')).toBe(
      'GET\n\nInside a card.\n\nA Ctrl key.\n',
    );
  });

  it('imports, exports, expressions and HTML comments are left out', () => {
    expect(twin("import X from './x';\n\nexport const y = 1;\n\n{/* hidden */}\n\nText {y}.\n")).toBe('Text .\n');
  });

  it('an mdx-code-block fence is read as MDX, as Docusaurus does', () => {
    expect(twin('```mdx-code-block\n<Card>\n\nFrom MDX.\n\n</Card>\n```\n')).toBe('From MDX.\n');
  });

  it('a code block keeps its title in either quotes and drops other meta', () => {
    expect(
      twin("```yaml title='compose.yml' {2}\na: 1\n```\n\n```bash showLineNumbers\nls\n```\n\n```\nplain\n```\n"),
    ).toBe("```yaml title='compose.yml'\na: 1\n```\n\n```bash\nls\n```\n\n```\nplain\n```\n");
  });
});

describe('the description of a twin in a list of pages', () => {
  it('is the front-matter description when it is a sentence other than the title', () => {
    expect(describePage('Quick Start', '  Install  Pulsarr\n with Docker. ', '# Quick Start\n\nOther.\n')).toBe(
      'Install Pulsarr with Docker.',
    );
  });

  it('is else the first paragraph of the twin that is a sentence', () => {
    const markdown = '# API\n\n[Download](x)\n\nVersion: 1\n\nThe API of Pulsarr. More.\n\nLater.\n';
    expect(describePage('API', 'API', markdown)).toBe('The API of Pulsarr. More.');
    expect(describePage('API', 'Cut off at', markdown)).toBe('The API of Pulsarr. More.');
    expect(describePage('API', '', markdown)).toBe('The API of Pulsarr. More.');
  });

  it('is the description as it is when the twin has no sentence', () => {
    expect(describePage('API', 'Cut off at', '# API\n\nNo stop\n')).toBe('Cut off at');
    expect(describePage('API', '', '# API\n')).toBe('');
  });

  it('counts a sentence that ends a line or the text', () => {
    expect(describePage('T', '', '# T\n\nWhat now?\n')).toBe('What now?');
    expect(describePage('T', '', '# T\n\nv1.2 is out\n')).toBe('');
  });
});

describe('more of the MDX a page holds', () => {
  it('an admonition of each kind starts with its own word, an empty one with the word alone', () => {
    expect(twin(':::caution\n\nCareful.\n\n:::\n')).toBe('> **Caution:** Careful.\n');
    expect(twin(':::note\n:::\n')).toBe('> **Note:**\n');
    expect(twin('  :::note  Two  spaces\n\nText.\n\n  :::\n')).toBe('> **Note:** Two  spaces\n>\n> Text.\n');
  });

  it('a heading id after a tab and before trailing spaces goes too', () => {
    expect(twin('##\tTab {#x}  \n')).toBe('## Tab\n');
  });

  it('each of several mdx-code-block fences is unwrapped, the text between them kept', () => {
    const block = (text: string) => `\`\`\`mdx-code-block\n<Card>\n\n${text}\n\n</Card>\n\`\`\`\n`;
    expect(twin(`${block('One.')}\nBetween.\n\n${block('Two.')}`)).toBe('One.\n\nBetween.\n\nTwo.\n');
  });

  it('an mdx-code-block fence of four backticks, indented or with CRLF line ends, is unwrapped too', () => {
    expect(twin('````mdx-code-block\n<Card>\n\nFour.\n\n</Card>\n````\n')).toBe('Four.\n');
    expect(twin('Before.\n\n  ```mdx-code-block\n<Card>\n\nIndented.\n\n</Card>\n  ```\n')).toBe(
      'Before.\n\nIndented.\n',
    );
    expect(twin('```  mdx-code-block\r\n<Card>\r\n\r\nCRLF.\r\n\r\n</Card>\r\n```\r\n')).toBe('CRLF.\n');
    // Another language stays a code block.
    expect(twin('```mdx\n<Card />\n```\n')).toBe('```mdx\n<Card />\n```\n');
  });

  it('inline Markdown inside an unwrapped element stays one paragraph, its links resolved', () => {
    expect(twin('<div>\n  **bold** and `code` and [link](/x) and ~~gone~~ and ![i](/i.png)\n</div>\n')).toBe(
      '**bold** and `code` and [link](https://docs.example.org/Pulsarr/x) and ~~gone~~ and ![i](https://docs.example.org/Pulsarr/i.png)\n',
    );
    expect(twin('<div>\nline one\nline two\n</div>\n')).toBe('line one\nline two\n');
    expect(twin('<Card>\n\nPara\n\n  <Badge children="x"/>\n\n</Card>\n')).toBe('Para\n\nx\n');
  });

  it('a JSX table cell is its text on one line', () => {
    expect(twin('<table><tr><td> a <b>b</b>\n c </td><td>d</td></tr></table>\n')).toBe(
      '| a b c | d |\n| ----- | - |\n',
    );
  });

  it('a link reference definition points at the twin of the page it names', () => {
    expect(twin('[Other][o]\n\n[o]: /docs/other\n')).toBe(
      '[Other][o]\n\n[o]: https://docs.example.org/Pulsarr/docs/other.md\n',
    );
  });

  it('a rule written as <hr /> is left out', () => {
    expect(twin('Text\n\n<hr />\n\nMore\n')).toBe('Text\n\nMore\n');
  });
});
