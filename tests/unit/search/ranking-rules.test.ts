// The order a reader sees for small sets of records, one ranking rule at a time: a heading before the text
// under the same title, a word found through a typo still counting for the record that has it, the words
// typed as written, the words side by side, the kind of page, and the first page's places per page and group.
import { describe, expect, it } from 'vitest';

import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine, type SearchRequest } from '../../../core/search-engine/engine';
import { LEVEL_WEIGHT, PAGE_RANKS, type DocSearchRecord, type RecordType } from '../../../core/search-engine/records';

const ORIGIN = 'https://docs.example.org';

interface Options {
  type?: RecordType;
  position?: number;
  pageRank?: number;
  lvl0?: string;
  lvl1?: string;
  lvl2?: string | null;
  anchor?: string | null;
}

function record(path: string, content: string | null, options: Options = {}): DocSearchRecord {
  const {
    type = 'content',
    position = 0,
    pageRank = PAGE_RANKS.guide,
    lvl0 = 'Docs',
    lvl1 = path,
    lvl2 = null,
    anchor = null,
  } = options;
  const page = `${ORIGIN}/${path}`;
  return {
    objectID: `/${path}-${position}`,
    url: anchor ? `${page}#${anchor}` : page,
    url_without_anchor: page,
    anchor,
    type,
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    hierarchy: { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

function ranked(records: DocSearchRecord[], request: SearchRequest): string[] {
  const engine = EmbeddedSearchEngine.fromIndexFile(
    JSON.parse(JSON.stringify(packIndex(records, ORIGIN))) as EmbeddedIndexFile,
  );
  return engine.search(request).hits.map((hit) => `${hit.url!.slice(ORIGIN.length + 1)} ${hit.type}`);
}

describe('headings and text', () => {
  it('under a title that matches, a section heading comes before text the section has no heading for', () => {
    const records = [
      record('tautulli', 'Text that says nothing of the subject.', { position: 0 }),
      record('tautulli', null, { type: 'lvl2', lvl2: 'Setup', anchor: 'setup', position: 1 }),
    ];
    expect(ranked(records, { query: 'tautulli', distinct: false })).toEqual([
      'tautulli#setup lvl2',
      'tautulli content',
    ]);
  });
});

describe('the share of the query a record has', () => {
  it('counts a word found through a typo, less than one typed as written but more than none', () => {
    const records = [
      record('lacks', 'Quota rules for every user'),
      record('typo', 'Quota limits for every user'),
      record('typed', 'Quota limts for every user'),
    ];
    expect(ranked(records, { query: 'quota limts' })).toEqual(['typed content', 'typo content', 'lacks content']);
  });
});

describe('a section', () => {
  const pagePath = 'discord';
  const section = (position: number, content: string | null, type: RecordType = 'content') =>
    record(pagePath, content, { type, position, lvl1: 'Notifications', lvl2: 'Discord', anchor: 'discord' });

  it("is listed by its heading, credited with the words of the section's paragraphs", () => {
    const hits = ranked(
      [
        section(1, null, 'lvl2'),
        section(2, 'Pulsarr posts each webhook message to the channel you choose for it, with the title.'),
        record('webhooks', 'Webhook payloads are listed on their own page, one for each event.'),
      ],
      { query: 'discord webhook' },
    );
    expect(hits).toEqual(['discord#discord lvl2', 'webhooks content']);
  });

  it('whose heading has none of the words is listed by its best paragraph', () => {
    const records = [
      record('setup', null, { type: 'lvl2', position: 1, lvl2: 'Setup', anchor: 'setup' }),
      record('setup', 'Limits are set per user.', { position: 2, lvl2: 'Setup', anchor: 'setup' }),
      record('setup', 'A quota limits how many movies a user adds.', { position: 3, lvl2: 'Setup', anchor: 'setup' }),
    ];
    const engine = EmbeddedSearchEngine.fromIndexFile(
      JSON.parse(JSON.stringify(packIndex(records, ORIGIN))) as EmbeddedIndexFile,
    );
    expect(engine.search({ query: 'quota limits' }).hits.map((hit) => hit.content)).toEqual([
      'A quota limits how many movies a user adds.',
    ]);
  });

  it.each([
    ['a row that defines a name', 'radarrTags — Tags Pulsarr gives to each movie it sends.'],
    ['a row of three cells', 'Radarr tag — string — Tags Pulsarr gives to each movie it sends.'],
  ])('is not credited with the words of %s, one item of a table', (_, row) => {
    const rows = [
      record('tags', null, { type: 'lvl2', position: 1, lvl2: 'Radarr tags', anchor: 'radarr' }),
      record('tags', row, { position: 2, lvl2: 'Radarr tags', anchor: 'radarr' }),
    ];
    const prose = [
      record('sonarr', null, { type: 'lvl2', position: 1, lvl2: 'Tags in Sonarr', anchor: 'sonarr' }),
      record('sonarr', 'Pulsarr gives tags to each movie and show it sends.', {
        position: 2,
        lvl2: 'Tags in Sonarr',
        anchor: 'sonarr',
      }),
    ];
    // The shorter heading would come first if the row's words were credited to it.
    const hits = ranked([...rows, ...prose], { query: 'tags movie', distinct: false });
    expect(hits.indexOf('sonarr#sonarr lvl2')).toBeLessThan(hits.indexOf('tags#radarr lvl2'));
  });

  it('is credited with a line of two parts whose first is a phrase: prose, not a row', () => {
    const hits = ranked(
      [
        section(1, null, 'lvl2'),
        section(2, 'Each message goes out — through the webhook of the channel you choose for it.'),
        record('webhooks', 'Webhook payloads are listed on their own page, one for each event.'),
      ],
      { query: 'discord webhook' },
    );
    expect(hits).toEqual(['discord#discord lvl2', 'webhooks content']);
  });
});

describe('words side by side', () => {
  // Records with the same words, so that only their order tells them apart; the later in page order wins a tie.
  const pair = (first: string, second: string, type: RecordType = 'content') => {
    const one = (path: string, text: string, position: number) =>
      type === 'content'
        ? record(path, text, { position, lvl1: 'Sync' })
        : record(path, null, { type, position, lvl1: 'Sync', lvl2: text, anchor: 'x' });
    return [one('apart', second, 0), one('together', first, 1)];
  };

  it('in the order typed, rank a text above one that has them apart', () => {
    expect(ranked(pair('A dry run lists files', 'A run lists files dry'), { query: 'dry run' })).toEqual([
      'together content',
      'apart content',
    ]);
  });

  it('count in a heading as in text', () => {
    expect(ranked(pair('Dry run', 'Run dry', 'lvl2'), { query: 'dry run' })).toEqual([
      'together#x lvl2',
      'apart#x lvl2',
    ]);
  });

  it('count the start of the word being typed', () => {
    expect(ranked(pair('A dry run lists files', 'A run lists files dry'), { query: 'dry ru' })).toEqual([
      'together content',
      'apart content',
    ]);
  });

  it('count two of three words side by side, against none', () => {
    expect(ranked(pair('dry run lists first files', 'run files first dry lists'), { query: 'dry run first' })).toEqual([
      'together content',
      'apart content',
    ]);
  });
});

describe('the kind of page', () => {
  const operation = record('approve', null, {
    type: 'lvl1',
    lvl1: 'Approve a request',
    pageRank: PAGE_RANKS.apiOperation,
  });
  const reference = record('reference', null, {
    type: 'lvl1',
    lvl1: 'Approve request list',
    pageRank: PAGE_RANKS.apiPage,
  });
  const guide = record('guide', null, { type: 'lvl1', lvl1: 'Approve request list', pageRank: PAGE_RANKS.guide });

  it('ranks an operation whose title has every word as one of the reference’s own pages, after the guides', () => {
    for (const query of ['approve request', 'approve req']) {
      expect(ranked([reference, operation, guide], { query }), query).toEqual([
        'guide lvl1',
        'approve lvl1',
        'reference lvl1',
      ]);
    }
  });

  it('ranks an operation whose title lacks a word below the reference’s pages', () => {
    for (const query of ['approve request list', 'approve request quickly']) {
      expect(ranked([reference, operation], { query }), query).toEqual(['reference lvl1', 'approve lvl1']);
    }
  });
});

describe('paging', () => {
  it('gives no page at all for a query that finds nothing', () => {
    const engine = EmbeddedSearchEngine.fromIndexFile(
      JSON.parse(JSON.stringify(packIndex([record('a', 'Quota rules')], ORIGIN))) as EmbeddedIndexFile,
    );
    expect(engine.search({ query: 'plex' })).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, page: 0 });
  });
});

describe('the first page', () => {
  it('keeps out a weak third page of a group listed first, though a fair second page of it came in', () => {
    const records = [
      record('a1', 'Quota.', { lvl0: 'A', lvl1: 'One' }),
      record('b', 'A quota for each user.', { lvl0: 'B', lvl1: 'Two' }),
      record('a2', 'The quota of each user, with more words.', { lvl0: 'A', lvl1: 'Three' }),
      record(
        'a3',
        'Some quota text among many other words that make this paragraph long, and weaker still with every word added to its end.',
        { lvl0: 'A', lvl1: 'Four' },
      ),
    ];
    const pages = [0, 1].map((page) => ranked(records, { query: 'quota', page }));
    expect(pages).toEqual([['a1 content', 'b content', 'a2 content'], ['a3 content']]);
  });
});

describe('a word typed as written', () => {
  it('counts at the start of a page title, below its group', () => {
    const title = (path: string, lvl1: string) => record(path, null, { type: 'lvl1', lvl1 });
    // Listed first, the title with the stem only would win a tie.
    expect(
      ranked([title('approval', 'Approval requests'), title('approve', 'Approve requests')], { query: 'approve' }),
    ).toEqual(['approve lvl1', 'approval lvl1']);
  });
});

describe('a query with no word', () => {
  it('lists text of the same rank in page order: the first text of a page before the second of another', () => {
    const records = [
      record('p', null, { type: 'lvl1', lvl1: 'P' }),
      record('p', 'First of P'),
      record('p', 'Second of P'),
      record('q', 'First of Q'),
      record('q', 'Second of Q'),
    ];
    expect(ranked(records, { query: '', distinct: false, hitsPerPage: 4 })).toEqual([
      'p lvl1',
      'q content',
      'p content',
      'q content',
    ]);
  });
});

describe('a query that names an API item', () => {
  it('ranks the operation above a guide that mentions the name in passing', () => {
    const records = [
      record('guide', 'Scripts call updateConfig, then restart, as the reference shows for each setting.'),
      record('operation', 'PUT /v1/config · updateConfig', {
        type: 'lvl1',
        lvl1: 'Change settings',
        pageRank: PAGE_RANKS.apiOperation,
      }),
    ];
    expect(ranked(records, { query: 'updateConfig' })).toEqual(['operation lvl1', 'guide content']);
  });
});
