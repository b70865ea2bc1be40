// How the engine reads a query before it searches: the words it keeps and the index terms each stands for,
// the word being typed, a word typed twice, the docs' words for a reader's in any case, how far a typo may
// go, which index terms of a matched record count as a word found, and when a query names an API item.
import { describe, expect, it } from 'vitest';

import { SEARCH_INPUT_MAX_LENGTH } from '../../../core/search-engine/constants';
import {
  MAX_COUNTED_WORDS,
  allowedTypos,
  apiNamesOf,
  bitCount,
  editDistanceWithin,
  namesApiItem,
  readQuery,
  wordMatcher,
} from '../../../core/search-engine/query';

describe('the words of a query', () => {
  it('are lowercased, each with its index terms; the last one is the word being typed', () => {
    expect(readQuery('Installing  Plex')).toEqual([
      { word: 'installing', terms: ['instal'], synonyms: [], prefix: false },
      { word: 'plex', terms: ['plex'], synonyms: [], prefix: true },
    ]);
    expect(readQuery('createUser')).toEqual([
      { word: 'createuser', terms: ['createus', 'creat', 'user'], synonyms: [], prefix: true },
    ]);
  });

  it('leave out the words too common to count, and a query made only of them is empty', () => {
    expect(readQuery('how do I')).toEqual([]);
    expect(readQuery('   ')).toEqual([]);
    expect(readQuery('why does my sync').map(({ word }) => word)).toEqual(['sync']);
  });

  it('take a single letter typed after other words as a letter, not yet the start of every word', () => {
    expect(readQuery('plex x').map(({ word, prefix }) => [word, prefix])).toEqual([
      ['plex', false],
      ['x', false],
    ]);
    expect(readQuery('x').map(({ word, prefix }) => [word, prefix])).toEqual([['x', true]]);
  });

  it('count a word typed twice once', () => {
    expect(readQuery('sync sync plex').map(({ word, prefix }) => [word, prefix])).toEqual([
      ['sync', false],
      ['plex', true],
    ]);
  });

  it(`never search a term longer than the input's ${SEARCH_INPUT_MAX_LENGTH} characters`, () => {
    expect(readQuery('1'.repeat(SEARCH_INPUT_MAX_LENGTH))).toHaveLength(1);
    expect(readQuery('1'.repeat(SEARCH_INPUT_MAX_LENGTH + 1))).toEqual([]);
  });
});

describe("the docs' words for a reader's", () => {
  it('are found for any form and case of the word', () => {
    expect(readQuery('Requests')[0]!.synonyms).toEqual([['approv'], ['quota']]);
    expect(readQuery('X-API-Key')[0]!.synonyms).toEqual([['api', 'key']]);
    expect(readQuery('4k')[0]!.synonyms).toEqual([['instanc']]);
  });

  it('are found for "4K" as the docs and readers write it, though its terms split at the capital', () => {
    const [word] = readQuery('4K');
    expect(word!.terms).toEqual(['4k', '4', 'k']);
    expect(word!.synonyms).toEqual([['instanc']]);
  });

  it('are none for a word the table does not hold', () => {
    expect(readQuery('quota')[0]!.synonyms).toEqual([]);
  });
});

describe('how far a typo may go', () => {
  it('allows typos in a word that starts or ends with digits, as it does in any word of its length', () => {
    expect(['1080p', 'h264', 'x265codec', '2160', '/api/users'].map(allowedTypos)).toEqual([1, 1, 2, 0, 0]);
  });

  it.each<[string, string, number, boolean]>([
    ['sync', 'sync', 0, true],
    ['sync', 'sinc', 1, true],
    ['sync', 'sinc', 0, false],
    ['sync', 'syncs', 1, true],
    ['syncs', 'sync', 1, true],
    ['sync', 'synced', 1, false],
    ['sync', 'synced', 2, true],
    ['form', 'from', 1, false],
    ['form', 'from', 2, true],
    ['abcd', 'abce', 1, true],
    ['abcd', 'abef', 1, false],
    ['kitten', 'sitting', 2, false],
    ['kitten', 'sitting', 3, true],
    ['', 'ab', 2, true],
    ['ab', '', 1, false],
    ['quota', 'qouta', 2, true],
    ['watchlist', 'wachtlist', 1, false],
  ])('%j to %j within %i: %s', (a, b, max, within) => {
    expect(editDistanceWithin(a, b, max)).toBe(within);
  });
});

describe('which words a matched record has', () => {
  const match = wordMatcher(readQuery('notification discord'));

  it('a word as typed, or the start of the word being typed, counts as typed', () => {
    expect(match(['notif'])).toEqual({ any: 0b01, exact: 0b01 });
    expect(match(['discord'])).toEqual({ any: 0b10, exact: 0b10 });
    expect(match(['discordbot'])).toEqual({ any: 0b10, exact: 0b10 });
    expect(match(['notif', 'discord'])).toEqual({ any: 0b11, exact: 0b11 });
  });

  it('a word found through a typo counts, but not as typed', () => {
    expect(match(['notifi'])).toEqual({ any: 0b01, exact: 0 });
    expect(match(['discor'])).toEqual({ any: 0b10, exact: 0 });
    expect(match(['notifi', 'discord'])).toEqual({ any: 0b11, exact: 0b10 });
  });

  it('a word that is not the last is not had by a longer word that starts with it', () => {
    expect(match(['notifyme'])).toEqual({ any: 0, exact: 0 });
    expect(match(['plex'])).toEqual({ any: 0, exact: 0 });
    expect(match([])).toEqual({ any: 0, exact: 0 });
  });

  it('a long word before the last is had by words that start with its first five letters, not as typed', () => {
    const configuration = wordMatcher(readQuery('configuration sync'));
    expect(configuration(['config'])).toEqual({ any: 0b01, exact: 0 });
    expect(configuration(['confirm'])).toEqual({ any: 0b01, exact: 0 });
    expect(configuration(['conform'])).toEqual({ any: 0, exact: 0 });
    // "instance" stems to seven letters, "approve" to six.
    expect(wordMatcher(readQuery('instance sync'))(['instal'])).toEqual({ any: 0b01, exact: 0 });
    expect(wordMatcher(readQuery('approve sync'))(['approach'])).toEqual({ any: 0, exact: 0 });
  });

  it('a path is had by the longer paths it starts, wherever it stands in the query', () => {
    const path = wordMatcher(readQuery('/v1/users list'));
    expect(path(['/v1/users/users'])).toEqual({ any: 0b01, exact: 0b01 });
    expect(path(['/v2/users'])).toEqual({ any: 0, exact: 0 });
  });

  it("a docs' word for the reader's counts, not as typed, and so does a typo in it", () => {
    const request = wordMatcher(readQuery('request sync'));
    expect(request(['quota'])).toEqual({ any: 0b01, exact: 0 });
    expect(request(['approv'])).toEqual({ any: 0b01, exact: 0 });
    expect(request(['quot'])).toEqual({ any: 0b01, exact: 0 });
    expect(request(['request'])).toEqual({ any: 0b01, exact: 0b01 });
  });

  it(`counts the first ${MAX_COUNTED_WORDS} words only`, () => {
    // Numbers, which allow no typo, so that each word has only itself.
    const words = Array.from({ length: MAX_COUNTED_WORDS + 1 }, (_, i) => String(1000 + i));
    const many = wordMatcher(readQuery(words.join(' ')));
    expect(many([words[MAX_COUNTED_WORDS - 1]!])).toEqual({
      any: 2 ** (MAX_COUNTED_WORDS - 1),
      exact: 2 ** (MAX_COUNTED_WORDS - 1),
    });
    expect(many([words[MAX_COUNTED_WORDS]!])).toEqual({ any: 0, exact: 0 });
  });

  it('counts the bits of a mask', () => {
    expect([0, 1, 0b10110, 2 ** MAX_COUNTED_WORDS - 1].map(bitCount)).toEqual([0, 1, 3, MAX_COUNTED_WORDS]);
  });
});

describe('the names of the API reference', () => {
  it("are its operations' paths and operationIds, lowercased; a webhook's event is neither", () => {
    const names = apiNamesOf([
      'PUT /v1/config · updateConfig',
      'GET /v1/Users',
      'EVENT media.available',
      null,
      'Get the users · of a page',
      'put /v1/lowercase',
    ]);
    expect(names.paths).toEqual(['/v1/config', '/v1/users']);
    expect([...names.operationIds]).toEqual(['updateconfig']);
  });

  const api = apiNamesOf(['PUT /v1/config · updateConfig']);
  const names = (query: string) => namesApiItem(query, readQuery(query), api);

  it('are named by a path as typed, with a trailing slash, in any case', () => {
    for (const query of ['/v1/config', '/v1/config/', '/V1/Config', '/v1/con', 'get /v1/config']) {
      expect(names(query), query).toBe(true);
    }
    for (const query of ['/', '//', '/v2/config', '/config']) expect(names(query), query).toBe(false);
  });

  it('are named by an operationId written with any separators, in its order only', () => {
    for (const query of ['update config', 'Update-Config', 'updateconfig']) expect(names(query), query).toBe(true);
    for (const query of ['config update', 'update', 'update config now']) expect(names(query), query).toBe(false);
  });

  it('are named by any camelCase word or name joined by a dot or underscore, though the reference lacks it', () => {
    for (const query of ['radarrTags', 'media.available', 'PLEX_TOKEN', 'set the plexToken']) {
      expect(names(query), query).toBe(true);
    }
    for (const query of ['Radarr tags', '0.6.4', 'RADARR', 'v1.2']) expect(names(query), query).toBe(false);
  });
});
