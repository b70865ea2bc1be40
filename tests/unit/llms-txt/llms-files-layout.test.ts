// The llms files as an assistant reads them: llms.txt's title, summary, versions and one line per page
// (its description cut to one sentence), and the one-file copies with each twin introduced by its address.
import { describe, expect, it } from 'vitest';

import {
  buildLlmsTxt,
  concatenateTwins,
  firstSentence,
  type ListedPage,
  type VersionSections,
} from '../../../plugins/llms-txt/llms-files';

const page = (id: string, description: string, markdown = `# ${id}\n\nText.\n`): ListedPage => ({
  id,
  title: `Title ${id}`,
  description,
  twinUrl: `https://docs.example.org/Pulsarr/docs/${id}.md`,
  markdown,
});

const LATEST: VersionSections = {
  label: 'Latest',
  fullUrl: 'https://docs.example.org/Pulsarr/llms-full-latest.txt',
  apiUrl: 'https://docs.example.org/Pulsarr/llms-api-latest.txt',
  sections: [
    { title: 'Installation', pages: [page('a', 'Install it. Then more.'), page('b', '')] },
    { title: 'API', pages: [page('c', 'What?  Yes.')] },
  ],
};
const OLD: VersionSections = {
  label: '0.6.4',
  fullUrl: 'https://docs.example.org/Pulsarr/llms-full-0.6.4.txt',
  apiUrl: 'https://docs.example.org/Pulsarr/llms-api-0.6.4.txt',
  sections: [{ title: 'Guides', pages: [page('d', 'No full stop')] }],
};

describe('llms.txt', () => {
  it('lists the versions and their files, then each version’s pages by group, a sentence each', () => {
    const text = buildLlmsTxt(
      { title: 'Pulsarr', summary: '  Routes  watchlists\n to Sonarr. ', details: '\nMore details.\n' },
      [LATEST, OLD],
      { label: 'Latest', fullUrl: 'https://x/llms-full.txt', apiUrl: 'https://x/llms-api.txt' },
    );
    expect(text).toBe(
      [
        '# Pulsarr',
        '',
        '> Routes watchlists to Sonarr.',
        '',
        'More details.',
        '',
        '## Docs versions',
        '',
        '- [Every guide](https://x/llms-full.txt): the guides of Latest, the version people install today, in one file.',
        '- [API reference](https://x/llms-api.txt): the API reference of Latest in one file.',
        '- [Latest: every guide](https://docs.example.org/Pulsarr/llms-full-latest.txt): the guides of this version in one file, in reading order.',
        "- [Latest: API reference](https://docs.example.org/Pulsarr/llms-api-latest.txt): every page of this version's API reference in one file.",
        '- [0.6.4: every guide](https://docs.example.org/Pulsarr/llms-full-0.6.4.txt): the guides of this version in one file, in reading order.',
        "- [0.6.4: API reference](https://docs.example.org/Pulsarr/llms-api-0.6.4.txt): every page of this version's API reference in one file.",
        '',
        '## Latest: Installation',
        '',
        '- [Title a](https://docs.example.org/Pulsarr/docs/a.md): Install it.',
        '- [Title b](https://docs.example.org/Pulsarr/docs/b.md)',
        '',
        '## Latest: API',
        '',
        '- [Title c](https://docs.example.org/Pulsarr/docs/c.md): What?',
        '',
        '## 0.6.4: Guides',
        '',
        '- [Title d](https://docs.example.org/Pulsarr/docs/d.md): No full stop',
        '',
      ].join('\n'),
    );
  });

  it('without details or conventional files, goes from the summary to the versions', () => {
    const text = buildLlmsTxt({ title: 'T', summary: 'S.' }, [OLD]);
    expect(text.split('\n').slice(0, 8)).toEqual([
      '# T',
      '',
      '> S.',
      '',
      '## Docs versions',
      '',
      '- [0.6.4: every guide](https://docs.example.org/Pulsarr/llms-full-0.6.4.txt): the guides of this version in one file, in reading order.',
      "- [0.6.4: API reference](https://docs.example.org/Pulsarr/llms-api-0.6.4.txt): every page of this version's API reference in one file.",
    ]);
  });
});

describe('the first sentence of a description', () => {
  it.each([
    ['One. Two.', 'One.'],
    ['Why? Because.', 'Why?'],
    ['Stop! Go.', 'Stop!'],
    ['Version 0.6.4 is old. Yes.', 'Version 0.6.4 is old.'],
    ['Ends here.', 'Ends here.'],
    ['  Spread\n over   lines.  Next. ', 'Spread over lines.'],
    ['No stop at all', 'No stop at all'],
    ['', ''],
  ])('%j → %j', (description, sentence) => {
    expect(firstSentence(description)).toBe(sentence);
  });
});

describe('a one-file copy', () => {
  it('opens with its heading and summary, then gives each twin after a rule and its address', () => {
    const text = concatenateTwins('Every guide', ' The guides,\n in order. ', [
      page('a', '', '\n# A\n\nText A.\n\n'),
      page('b', '', '# B\n'),
    ]);
    expect(text).toBe(
      [
        '# Every guide',
        '',
        '> The guides, in order.',
        '',
        '---',
        '',
        'Source: <https://docs.example.org/Pulsarr/docs/a.md>',
        '',
        '# A',
        '',
        'Text A.',
        '',
        '---',
        '',
        'Source: <https://docs.example.org/Pulsarr/docs/b.md>',
        '',
        '# B',
        '',
      ].join('\n'),
    );
  });

  it('puts a note after the summary when it has one', () => {
    expect(concatenateTwins('H', 'S.', [], '\n  This file holds Latest.  \n')).toBe(
      '# H\n\n> S.\n\nThis file holds Latest.\n',
    );
  });
});
