// Which records a word of a query finds, by where it stands in the query and what it is: a word before the
// last also finds words that start as it does once its stem has seven letters, never a number or a path
// by its first letters; a path finds the longer paths it starts; a docs' word for the reader's finds its
// records, after those with the reader's own word.
import { describe, expect, it } from 'vitest';

import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import { LEVEL_WEIGHT, PAGE_RANKS, type DocSearchRecord } from '../../../core/search-engine/records';

const ORIGIN = 'https://docs.example.org';

function text(path: string, content: string, position = 0): DocSearchRecord {
  const page = `${ORIGIN}/${path}`;
  return {
    objectID: `/${path}-${position}`,
    url: page,
    url_without_anchor: page,
    anchor: null,
    type: 'content',
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: PAGE_RANKS.guide, level: LEVEL_WEIGHT.content, position },
    hierarchy: { lvl0: 'Docs', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

function found(records: DocSearchRecord[], query: string): string[] {
  const engine = EmbeddedSearchEngine.fromIndexFile(
    JSON.parse(JSON.stringify(packIndex(records, ORIGIN))) as EmbeddedIndexFile,
  );
  return engine.search({ query }).hits.map((hit) => hit.url!.slice(ORIGIN.length + 1));
}

describe('a word before the last', () => {
  const records = [text('install', 'Install it with Docker.'), text('approach', 'Our approach to tags.')];

  it('whose stem has seven letters also finds the words that share its first five', () => {
    // "instance" stems to "instanc": seven letters.
    expect(found(records, 'instance zzzz')).toEqual(['install']);
  });

  it('whose stem has six letters finds only itself and its typos', () => {
    // "approve" stems to "approv": six letters, and two letters from "approach".
    expect(found(records, 'approve zzzz')).toEqual([]);
  });

  it('that is a number is found only as written, however long', () => {
    expect(found([text('build', 'Build 1234599 fixed it.')], '1234567 zzzz')).toEqual([]);
    expect(found([text('build', 'Build 1234567 fixed it.')], '1234567 zzzz')).toEqual(['build']);
  });
});

describe('a path', () => {
  // Paths without a digit, which alone would keep a word from being cut to its start.
  const records = [
    text('users', 'Call GET /api/users/all to list them.'),
    text('updates', 'Call /api/updates for each user.'),
  ];

  it('before the last word finds the longer paths it starts, not paths that share only its first letters', () => {
    expect(found(records, '/api/users zzzz')).toEqual(['users']);
  });

  it('being typed finds the longer paths it starts', () => {
    expect(found(records, '/api/up')).toEqual(['updates']);
  });
});

describe("the docs' word for a reader's", () => {
  it("finds the records that have it, after those that have the reader's own word", () => {
    const records = [
      text('approvals', 'Approvals wait for an admin to say yes.', 0),
      text('requests', 'Requests wait for an admin to say yes.', 1),
    ];
    expect(found(records, 'request')).toEqual(['requests', 'approvals']);
    expect(found(records, 'requests admin')).toEqual(['requests', 'approvals']);
  });
});
