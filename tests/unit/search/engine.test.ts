import { describe, expect, it } from 'vitest';

import { extractPageRecords } from '../../../plugins/search/records/extract';
import { SEARCH_HITS_PER_PAGE } from '../../../core/search-engine/constants';
import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine, type SearchRequest } from '../../../core/search-engine/engine';
import { namesApiItem, readQuery } from '../../../core/search-engine/query';
import { PAGE_RANKS, type DocSearchRecord } from '../../../core/search-engine/records';
import { camelParts, stem, tokenize } from '../../../core/search-engine/text';
import { API_PAGE, DOC_PAGE, HOME_PAGE, SITE_URL } from './fixtures';
import { MODAL_REQUEST } from '../../support/modal-request';

function record(
  path: string,
  overrides: Omit<Partial<DocSearchRecord>, 'hierarchy'> & { hierarchy?: Partial<DocSearchRecord['hierarchy']> },
  position = 0,
): DocSearchRecord {
  const url = `${SITE_URL}/Pulsarr/${path}`;
  const { hierarchy, ...rest } = overrides;
  return {
    objectID: `/Pulsarr/${path}-${position}`,
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'content',
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 0, level: 0, position },
    ...rest,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: path,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...hierarchy,
    },
  };
}

const OPERATION_IDS = new Map([['POST /v1/users/users', 'createUser']]);

function engineFor(records: DocSearchRecord[]): EmbeddedSearchEngine {
  // Through JSON, as the browser receives it.
  const file = JSON.parse(JSON.stringify(packIndex(records, SITE_URL))) as EmbeddedIndexFile;
  return EmbeddedSearchEngine.fromIndexFile(file);
}

const siteRecords = [
  ...extractPageRecords({ html: DOC_PAGE, url: `${SITE_URL}/Pulsarr/docs/utilities/delete-sync`, pageRank: 1 }),
  ...extractPageRecords({
    html: API_PAGE,
    url: `${SITE_URL}/Pulsarr/docs/api/create-user`,
    operationIds: OPERATION_IDS,
  }),
  ...extractPageRecords({ html: HOME_PAGE, url: `${SITE_URL}/Pulsarr/` }),
];
const site = engineFor(siteRecords);

describe('terms', () => {
  it('splits camelCase, keeps underscore words and whole paths', () => {
    expect(camelParts('createUser')).toEqual(['create', 'User']);
    expect(camelParts('getAPIKeys')).toEqual(['get', 'API', 'Keys']);
    expect(tokenize('POST /v1/users/users · createUser PLEX_TOKEN')).toEqual([
      'POST',
      '/v1/users/users',
      'v1',
      'users',
      'users',
      'createUser',
      'create',
      'User',
      'PLEX_TOKEN',
      'PLEX',
      'TOKEN',
    ]);
  });

  it('brings the forms of a word to one stem, so any of them finds the others', () => {
    const oneStem = (words: string[]) => new Set(words.map(stem)).size;
    expect(oneStem(['install', 'installs', 'installing', 'installed'])).toBe(1);
    expect(oneStem(['use', 'uses', 'using', 'used'])).toBe(1);
    expect(oneStem(['route', 'routes', 'routing', 'routed'])).toBe(1);
    expect(oneStem(['query', 'queries'])).toBe(1);
    // Words ending in s that are not plurals keep it.
    expect(['status', 'access', 'analysis'].map(stem)).toEqual(['status', 'access', 'analysi']);
  });

  it('leaves paths, numbers, identifiers and short words as written', () => {
    for (const word of ['/v1/users', 'v1', 'plex_token', 'ids', 'use2', '8080']) expect(stem(word)).toBe(word);
  });
});

describe('EmbeddedSearchEngine answers as Algolia does', () => {
  it('returns results[0]-shaped answers: hits, nbHits, page, nbPages, hitsPerPage, query, params', () => {
    const response = site.search({ ...MODAL_REQUEST, query: 'dry run' });
    expect(response).toMatchObject({
      query: 'dry run',
      page: 0,
      hitsPerPage: SEARCH_HITS_PER_PAGE,
      exhaustiveNbHits: true,
      index: 'pulsarr-docs',
    });
    expect(response.nbHits).toBe(response.hits.length);
    expect(response.nbPages).toBe(1);
    expect(typeof response.params).toBe('string');
    expect(typeof response.processingTimeMS).toBe('number');
    const [hit] = response.hits;
    expect(Object.keys(hit).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'content',
      'docusaurus_tag',
      'hierarchy',
      'objectID',
      'type',
      'url',
    ]);
    expect(hit.url).toBe(`${SITE_URL}/Pulsarr/docs/utilities/delete-sync#dry-run`);
    expect(hit._highlightResult.hierarchy?.lvl2).toEqual({
      value: '<mark>Run</mark> a <mark>dry</mark> <mark>run</mark> first',
      matchLevel: 'full',
      matchedWords: ['dry', 'run'],
      fullyHighlighted: false,
    });
    expect(hit._snippetResult.hierarchy?.lvl2?.matchLevel).toBe('full');
  });

  it('gives a queryID only when click analytics is on, as Algolia does', () => {
    expect(site.search({ ...MODAL_REQUEST, query: 'dry' }).queryID).toBeUndefined();
    expect(site.search({ ...MODAL_REQUEST, query: 'dry', clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reads the legacy params string', () => {
    const params = new URLSearchParams({
      query: 'watchlist',
      hitsPerPage: '1',
      facetFilters: JSON.stringify(['docusaurus_tag:default']),
    }).toString();
    const response = site.search({ indexName: 'pulsarr-docs', params });
    expect(response.hitsPerPage).toBe(1);
    expect(response.hits).toHaveLength(1);
    expect(response.hits[0].url_without_anchor).toBe(`${SITE_URL}/Pulsarr/`);
  });

  it('pages through the hits: hitsPerPage, page, nbPages', () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      record(`docs/page-${i}`, { content: `Quota rule number ${i}`, anchor: null }),
    );
    const engine = engineFor(many);
    const first = engine.search({ query: 'quota', hitsPerPage: 20 });
    const last = engine.search({ query: 'quota', hitsPerPage: 20, page: 2 });
    expect([first.nbHits, first.nbPages, first.hits.length, last.hits.length, last.page]).toEqual([45, 3, 20, 5, 2]);
    const ids = new Set(
      [...first.hits, ...engine.search({ query: 'quota', page: 1 }).hits, ...last.hits].map((hit) => hit.objectID),
    );
    expect(ids.size).toBe(45);
  });

  it('returns one hit per URL (distinct), the best one', () => {
    const response = site.search({ ...MODAL_REQUEST, query: 'delete' });
    const urls = response.hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('facet filters (contextual search)', () => {
  const records = [
    record('docs/intro', { content: 'Quota in English', language: 'en' }, 0),
    record('fr/docs/intro', { content: 'Quota en français', language: 'fr' }, 0),
    record('docs/next/intro', { content: 'Quota in the next version', docusaurus_tag: 'docs-default-next' }, 0),
    record('blog', { content: 'Quota on a standalone page', docusaurus_tag: 'default' }, 0),
  ];
  const engine = engineFor(records);
  const pages = (request: SearchRequest) =>
    engine
      .search({ query: 'quota', ...request })
      .hits.map((hit) => hit.url?.replace(`${SITE_URL}/Pulsarr/`, ''))
      .sort();

  it('keeps the current language and the current docs tag or the default tag', () => {
    expect(
      pages({ facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }),
    ).toEqual(['blog', 'docs/intro']);
  });

  it('takes a single string, negation and quoted values', () => {
    expect(pages({ facetFilters: 'language:fr' })).toEqual(['fr/docs/intro']);
    expect(pages({ facetFilters: ['language:-en'] })).toEqual(['fr/docs/intro']);
    expect(pages({ facetFilters: ['docusaurus_tag:"docs-default-next"'] })).toEqual(['docs/next/intro']);
    expect(pages({ facetFilters: ['hierarchy.lvl0:Documentation', 'language:fr'] })).toEqual(['fr/docs/intro']);
  });
});

describe('matching and ranking', () => {
  it('matches the word being typed as a prefix, and tolerates typos', () => {
    expect(site.search({ query: 'watchl' }).nbHits).toBeGreaterThan(0);
    expect(site.search({ query: 'delte sync' }).hits[0].url).toContain('delete-sync');
    expect(site.search({ query: 'wachlist' }).nbHits).toBeGreaterThan(0);
    expect(site.search({ query: 'zzzqqq' }).nbHits).toBe(0);
  });

  it('ranks a page whose title or heading matches above one that only mentions the word', () => {
    const engine = engineFor([
      record(
        'docs/mentions',
        { content: 'This page mentions tautulli once, in passing, among many other words about setup.' },
        0,
      ),
      record(
        'docs/tautulli',
        { type: 'lvl1', hierarchy: { lvl1: 'Tautulli' }, weight: { pageRank: 0, level: 100, position: 0 } },
        0,
      ),
      record(
        'docs/tautulli-heading',
        {
          type: 'lvl2',
          anchor: 'tautulli',
          hierarchy: { lvl1: 'Notifications', lvl2: 'Tautulli' },
          weight: { pageRank: 0, level: 90, position: 1 },
        },
        1,
      ),
    ]);
    const urls = engine.search({ query: 'tautulli' }).hits.map((hit) => hit.url?.replace(`${SITE_URL}/Pulsarr/`, ''));
    expect(urls).toEqual(['docs/tautulli', 'docs/tautulli-heading#tautulli', 'docs/mentions']);
  });

  it('ranks a heading with a word as typed above one that shares only its stem', () => {
    // The stemmer makes "approve" and "approval" one term; the reader typed one of them.
    const heading = (path: string, title: string, position: number) =>
      record(path, { type: 'lvl1', hierarchy: { lvl1: title }, weight: { pageRank: 0, level: 100, position } }, 0);
    const engine = engineFor([
      heading('docs/api/get-approval-requests', 'Get approval requests', 0),
      heading('docs/api/create-approval-request', 'Create approval request', 1),
      heading('docs/api/approve-request', 'Approve a request', 2),
    ]);
    const first = (query: string) => engine.search({ query }).hits[0]?.url?.replace(`${SITE_URL}/Pulsarr/`, '');
    expect(first('approve request')).toBe('docs/api/approve-request');
    expect(first('approval request')).not.toBe('docs/api/approve-request');
    expect(engine.search({ query: 'approve request' }).nbHits).toBe(3);
  });

  it('finds an API operation by summary, operationId, path and method', () => {
    for (const query of [
      'create a user',
      'createUser',
      'createuser',
      '/v1/users/users',
      '/v1/users',
      'POST /v1/users/users',
    ]) {
      expect(site.search({ query }).hits[0]?.url, query).toBe(`${SITE_URL}/Pulsarr/docs/api/create-user`);
    }
  });

  it('finds something for any of the words when no record has them all', () => {
    expect(site.search({ query: 'watchlist zzzqqq' }).nbHits).toBeGreaterThan(0);
  });

  it('ranks records with the words as typed above records that match only through a typo', () => {
    // "etag" is one letter from "tag": the heading about tag modes weighs more, but has a typo.
    const engine = engineFor([
      record('docs/tagging', { type: 'lvl2', anchor: 'modes', hierarchy: { lvl2: 'Tag modes' } }),
      record('docs/sync', {
        content: 'In ETag mode Pulsarr polls each user on a 5-minute cycle, and logs the mode it runs in.',
      }),
    ]);
    expect(engine.search({ query: 'etag mode' }).hits.map((hit) => hit.url)).toEqual([
      `${SITE_URL}/Pulsarr/docs/sync`,
      `${SITE_URL}/Pulsarr/docs/tagging#modes`,
    ]);
  });

  it("does not count stop words in a heading's length: a question ranks as its subject", () => {
    const heading = (path: string, title: string) =>
      record(path, {
        type: 'lvl2',
        anchor: 'x',
        hierarchy: { lvl2: title },
        weight: { pageRank: 0, level: 90, position: 0 },
      });
    // Three words that count among seven, against four among four.
    const engine = engineFor([
      heading('docs/statement', 'Change admin password later'),
      heading('docs/question', 'How do I change the admin password?'),
    ]);
    expect(engine.search({ query: 'change admin password' }).hits[0].url).toBe(`${SITE_URL}/Pulsarr/docs/question#x`);
  });

  it('ranks the table row that defines a name above text that mentions it', () => {
    const engine = engineFor([
      record('docs/guide', {
        content: 'Set TZ and PUID, then start the container; TZ sets the time zone of the logs.',
      }),
      record('docs/reference', { content: 'TZ — UTC — The time zone of the container.' }, 0),
    ]);
    expect(engine.search({ query: 'TZ' }).hits.map((hit) => hit.url)).toEqual([
      `${SITE_URL}/Pulsarr/docs/reference`,
      `${SITE_URL}/Pulsarr/docs/guide`,
    ]);
  });

  it('finds a dotted name as written and by its parts', () => {
    const engine = engineFor([record('docs/api/webhook-media-available', { content: 'Event media.available' })]);
    for (const query of ['media.available', 'media available', 'media']) {
      expect(engine.search({ query }).nbHits, query).toBe(1);
    }
  });
});

describe('questions in plain words', () => {
  type Part = { type?: DocSearchRecord['type']; anchor?: string; heading?: string; content?: string };
  /** The records of one page: its title record, then the given headings and text, in order. */
  function page(path: string, lvl0: string, title: string, pageRank: number, parts: Part[], titleContent?: string) {
    const hierarchy = { lvl0, lvl1: title, lvl2: null as string | null };
    const records = [
      record(path, {
        type: 'lvl1',
        hierarchy,
        content: titleContent ?? null,
        weight: { pageRank, level: 100, position: 0 },
      }),
    ];
    let anchor: string | null = null;
    parts.forEach((part, i) => {
      if (part.heading) {
        anchor = part.anchor ?? null;
        hierarchy.lvl2 = part.heading;
      }
      const type = part.heading ? 'lvl2' : 'content';
      records.push(
        record(
          path,
          {
            type,
            anchor,
            hierarchy: { ...hierarchy },
            content: part.content ?? null,
            weight: { pageRank, level: type === 'lvl2' ? 90 : 0, position: i + 1 },
          },
          i + 1,
        ),
      );
    });
    return records;
  }
  const url = (path: string) => `${SITE_URL}/Pulsarr/${path}`;
  const GUIDE = PAGE_RANKS.guide;
  const OPERATION = PAGE_RANKS.apiOperation;

  const quotas = page('docs/latest/features/quotas', 'Features', 'Approval and quota system', GUIDE, [
    { content: 'A quota limits how many movies a user can add each week.' },
  ]);
  const updateConfig = page(
    'docs/latest/api/update-config',
    'Config',
    'Change settings',
    OPERATION,
    [{ content: 'movieQuota — object — How many movies a user can add in one quota window.' }],
    'PUT /v1/config · updateConfig',
  );
  const engine = engineFor([...quotas, ...updateConfig]);
  const first = (query: string) => engine.search({ ...MODAL_REQUEST, query }).hits[0]?.url;

  it('puts the guide before an API operation for a question in plain words', () => {
    expect(first('how many movies can a user add')).toBe(url('docs/latest/features/quotas'));
  });

  it('puts the operation first when the query names it: path, operationId, or the operationId as words', () => {
    for (const query of ['PUT /v1/config', '/v1/config', 'updateConfig', 'update config', 'movieQuota']) {
      expect(first(query), query).toBe(url('docs/latest/api/update-config'));
    }
  });

  it('tells a query that names an API item from one in plain words', () => {
    const api = { paths: ['/v1/config', '/v1/users/users/{id}'], operationIds: new Set(['updateconfig']) };
    const names = (query: string) => namesApiItem(query, readQuery(query), api);
    for (const query of [
      'PUT /v1/config',
      '/v1/users',
      'update config',
      'updateConfig',
      'media.available',
      'PLEX_TOKEN',
    ]) {
      expect(names(query), query).toBe(true);
    }
    // A reverse proxy's own path, a version number and words are the reader's.
    for (const query of ['nginx location /pulsarr', 'updating to 0.12.0', 'change settings', 'config']) {
      expect(names(query), query).toBe(false);
    }
  });

  it('gives one page at most two of the first places; its further sections come after the other pages', () => {
    const many = page(
      'docs/utilities/long',
      'Utilities',
      'Long page',
      GUIDE,
      ['one', 'two', 'three', 'four'].flatMap((n) => [
        { heading: `Quota ${n}`, anchor: n },
        { content: `Quota ${n} text.` },
      ]),
    );
    const other = page('docs/features/other', 'Features', 'Other page', GUIDE, [
      { content: 'Something else, with a quota among many other words that make this paragraph long.' },
    ]);
    const response = engineFor([...many, ...other]).search({ ...MODAL_REQUEST, query: 'quota' });
    const pages = response.hits.map((hit) => hit.url?.split('#')[0]);
    expect(pages.filter((path) => path === url('docs/utilities/long'))).toHaveLength(2);
    expect(pages).toContain(url('docs/features/other'));
    expect(response.nbHits).toBeGreaterThan(response.hits.length);
    const rest = engineFor([...many, ...other]).search({ ...MODAL_REQUEST, query: 'quota', page: 1 });
    expect(rest.hits.every((hit) => hit.url?.startsWith(url('docs/utilities/long')))).toBe(true);
  });

  it('keeps a weak hit out of a group listed early, where the modal would show it above better hits of later groups', () => {
    const strong = page('docs/utilities/strong', 'Utilities', 'Discord bot', GUIDE, [
      { heading: 'Discord bot', anchor: 'bot' },
    ]);
    const better = page('docs/notifications/better', 'Notifications', 'Discord notifications', GUIDE, [
      { content: 'The Discord bot sends direct messages.' },
    ]);
    const weak = page('docs/utilities/weak', 'Utilities', 'Weak', GUIDE, [
      {
        content:
          'A long paragraph about many things, sessions, labels, tags, quotas, schedules, instances, and a bot somewhere in it, among users, watchlists and Discord.',
      },
    ]);
    const search = (requestPage: number) =>
      engineFor([...strong, ...better, ...weak])
        .search({ ...MODAL_REQUEST, query: 'discord bot', page: requestPage })
        .hits.map((hit) => hit.url?.split('#')[0]);
    expect(search(0)).toContain(url('docs/notifications/better'));
    expect(search(0)).not.toContain(url('docs/utilities/weak'));
    expect(search(1)).toContain(url('docs/utilities/weak'));
  });

  it('finds the section whose paragraphs hold the words between them above a paragraph that has some', () => {
    const troubleshooting = page('docs/latest/troubleshooting', 'Documentation', 'Troubleshooting', GUIDE, [
      { heading: 'After an upgrade', anchor: 'quota' },
      { content: 'Updating to 0.12.0 reset per-user quotas to none.' },
      { content: 'Held requests were approved.' },
    ]);
    const elsewhere = page('docs/latest/installation/upgrading', 'Installation', 'Upgrading', GUIDE, [
      { content: 'Updating may reset quotas.' },
    ]);
    const hits = engineFor([...troubleshooting, ...elsewhere]).search({
      ...MODAL_REQUEST,
      query: 'updating reset quotas held requests',
    }).hits;
    expect(hits.map((hit) => hit.url)).toEqual([
      url('docs/latest/troubleshooting#quota'),
      url('docs/latest/installation/upgrading'),
    ]);
  });

  it("finds the docs' words for a reader's: a request is an approval or a quota, an X-API-Key an API key", () => {
    const approvals = page('docs/features/approvals', 'Features', 'Approvals', GUIDE, [
      { content: 'Approval settings decide who waits for an admin.' },
    ]);
    const keys = page('docs/utilities/api-keys', 'Utilities', 'API keys', GUIDE, [
      { content: 'Create a key for each script.' },
    ]);
    const synonyms = engineFor([...approvals, ...keys]);
    expect(synonyms.search({ query: 'request settings' }).hits[0]?.url).toBe(url('docs/features/approvals'));
    expect(synonyms.search({ query: 'x-api-key' }).hits[0]?.url).toBe(url('docs/utilities/api-keys'));
  });

  it('finds a pasted message where it is written, word for word, above a row that defines one of its words', () => {
    const troubleshooting = page('docs/latest/troubleshooting', 'Documentation', 'Troubleshooting', GUIDE, [
      { heading: 'Synology: the container restarts at Running database migrations...', anchor: 'synology-restart' },
    ]);
    const architecture = page('docs/latest/architecture', 'Documentation', 'Architecture', GUIDE, [
      { heading: 'Database', anchor: 'database' },
      { content: 'Migrations — Version-controlled schema changes that run on both databases.' },
    ]);
    const hits = engineFor([...troubleshooting, ...architecture]).search({
      ...MODAL_REQUEST,
      query: 'Running database migrations...',
    }).hits;
    expect(hits[0]?.url).toBe(url('docs/latest/troubleshooting#synology-restart'));
  });
});

describe('highlighting and snippets', () => {
  it('snippets the requested number of words around the matches, with the ellipsis text', () => {
    const engine = engineFor([
      record('docs/long', {
        content:
          'one two three four five six seven eight nine ten eleven twelve quota thirteen fourteen fifteen sixteen seventeen',
      }),
    ]);
    const content = (words: number) =>
      engine.search({
        query: 'quota',
        attributesToSnippet: [`content:${words}`],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
      }).hits[0]._snippetResult.content?.value;
    expect(content(10)).toBe('…nine ten eleven twelve <mark>quota</mark> thirteen fourteen fifteen sixteen seventeen');
    expect(content(5)).toBe('…twelve <mark>quota</mark> thirteen fourteen fifteen…');
    expect(content(30)).toBe(
      'one two three four five six seven eight nine ten eleven twelve <mark>quota</mark> thirteen fourteen fifteen sixteen seventeen',
    );
  });

  it('uses Algolia defaults without highlight tags: <em>, no ellipsis, content:10', () => {
    const hit = site.search({ query: 'dry run' }).hits[0];
    expect(hit._highlightResult.hierarchy?.lvl2?.value).toBe('<em>Run</em> a <em>dry</em> <em>run</em> first');
    expect(Object.keys(hit._snippetResult)).toEqual(hit.content ? ['content'] : []);
  });

  it('never turns page text containing <script> into markup', () => {
    const response = site.search({ ...MODAL_REQUEST, query: 'script alert' });
    const hit = response.hits.find((candidate) => candidate.content?.includes('<script>'));
    expect(hit).toBeDefined();
    const html = [hit?._highlightResult.content?.value, hit?._snippetResult.content?.value].join(' ');
    expect(html).not.toMatch(/<(?!\/?mark>)/);
    expect(hit?._highlightResult.content?.value).toBe(
      'Text with &lt;<mark>script</mark>&gt;<mark>alert</mark>(1)&lt;/<mark>script</mark>&gt; written in it.',
    );
  });

  it('never turns a query containing <script> into markup', () => {
    const response = site.search({ ...MODAL_REQUEST, query: '<script>alert("x")</script>' });
    expect(response.query).toBe('<script>alert("x")</script>');
    const values = JSON.stringify(response.hits.map((hit) => [hit._highlightResult, hit._snippetResult]));
    expect(values).not.toMatch(/<(?!\/?mark>)/);
  });

  it('escapes page text even where nothing matches', () => {
    const engine = engineFor([
      record('docs/x', { hierarchy: { lvl1: 'A <b>bold</b> title' }, content: 'quota <img src=x onerror=alert(1)>' }),
    ]);
    const hit = engine.search({ query: 'quota' }).hits[0];
    expect(hit._highlightResult.hierarchy?.lvl1?.value).toBe('A &lt;b&gt;bold&lt;/b&gt; title');
    expect(hit._highlightResult.content?.value).toBe('<em>quota</em> &lt;img src=x onerror=alert(1)&gt;');
  });
});
