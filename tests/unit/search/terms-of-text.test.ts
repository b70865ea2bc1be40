// How text becomes search terms, on the cases readers type: names joined by dots and underscores, paths
// at the end of a sentence, camelCase and acronyms, question words left out, HTML made safe, and a query
// cut at the input's length.
import { describe, expect, it } from 'vitest';

import { SEARCH_INPUT_MAX_LENGTH } from '../../../core/search-engine/constants';
import {
  camelParts,
  escapeHtml,
  indexTokens,
  limitQuery,
  processTerm,
  splitWords,
  stem,
  tokenize,
  wordTerms,
} from '../../../core/search-engine/text';

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ['media.available', ['media.available', 'media', 'available']],
    ['0.6.4', ['0.6.4', '0', '6', '4']],
    ['a..b', ['a', 'b']],
    ['a._b', ['a', 'b']],
    ['PLEX_TOKEN.value', ['PLEX_TOKEN.value', 'PLEX', 'TOKEN', 'value']],
    ['x_', ['x']],
    ['_x', ['x']],
    ['see /v1/users.', ['see', '/v1/users', 'v1', 'users']],
    ['(/v1/users),', ['v1', 'users']],
    ['/v1/a;:)', ['/v1/a', 'v1', 'a']],
    ['/', []],
    ['/.', ['/']],
    ['  two   words  ', ['two', 'words']],
    ['', []],
    ['getAPIKeys', ['getAPIKeys', 'get', 'API', 'Keys']],
    ['über-Straße', ['über', 'Straße']],
    ['createUser2FA', ['createUser2FA', 'create', 'User2', 'FA']],
  ])('%j → %j', (text, terms) => {
    expect(tokenize(text)).toEqual(terms);
  });
});

describe('camelCase parts', () => {
  it.each<[string, string[]]>([
    ['createUser', ['create', 'User']],
    ['APIKey', ['API', 'Key']],
    ['already', ['already']],
    ['HTTP', ['HTTP']],
    ['v1Users', ['v1', 'Users']],
    ['ÉtéDernier', ['Été', 'Dernier']],
  ])('%s → %j', (word, parts) => {
    expect(camelParts(word)).toEqual(parts);
  });
});

describe('stems and stop words', () => {
  it('leaves words of three letters or fewer, paths and words with digits, dots or underscores as written', () => {
    for (const word of ['run', 'ids', '/v1/routes', 'route2', 'media.events', 'plex_tokens'])
      expect(stem(word)).toBe(word);
    expect(stem('runs')).toBe('run');
    expect(stem('routes')).toBe('rout');
  });

  it.each([
    'why',
    'does',
    'my',
    'not',
    'how',
    'do',
    'i',
    'the',
    'a',
    'is',
    'what',
    'when',
    'where',
    'which',
    'who',
    'can',
    'cannot',
    'doesn',
    't',
    's',
    'you',
    'your',
  ])('leaves the question word %j out of a query', (word) => {
    expect(processTerm(word)).toBeNull();
    expect(processTerm(word.toUpperCase())).toBeNull();
  });

  it('leaves out the articles, pronouns, prepositions and auxiliaries too common to tell pages apart', () => {
    const common = [
      'an',
      'and',
      'are',
      'aren',
      'as',
      'at',
      'be',
      'but',
      'by',
      'did',
      'don',
      'for',
      'from',
      'had',
      'has',
      'have',
      'if',
      'in',
      'into',
      'isn',
      'it',
      'its',
      'me',
      'of',
      'on',
      'or',
      'our',
      'so',
      'than',
      'that',
      'then',
      'there',
      'this',
      'to',
      'was',
      'wasn',
      'we',
      'were',
      'will',
      'with',
      'won',
    ];
    expect(common.filter((word) => processTerm(word) !== null)).toEqual([]);
    expect(['sync', 'docker', 'plex', 'token', 'then2', 'into-it'].map(processTerm)).toEqual([
      'sync',
      'docker',
      'plex',
      'token',
      'then2',
      'into-it',
    ]);
  });

  it('keeps the subject of a question, lower case and stemmed', () => {
    expect(tokenize("Why doesn't my Watchlist sync?").map(processTerm).filter(Boolean)).toEqual(['watchlist', 'sync']);
    expect(processTerm('Installing')).toBe('instal');
  });

  it('index terms leave stop words out, in any case, and keep the rest as written', () => {
    expect(indexTokens('How do I Change the Admin password')).toEqual(['Change', 'Admin', 'password']);
  });

  it('the terms of one word are itself, its underscore parts and their camelCase parts, without stop words', () => {
    expect(wordTerms('PLEX_TOKEN')).toEqual(['plex_token', 'plex', 'token']);
    expect(wordTerms('deleteSyncNotify')).toEqual(['deletesyncnotifi', 'delet', 'sync', 'notifi']);
    expect(wordTerms('the')).toEqual([]);
    expect(wordTerms('a__b')).toEqual(['a__b', 'b']);
    expect(wordTerms('PLEX_TOKEN')).toBe(wordTerms('PLEX_TOKEN'));
  });
});

describe('HTML', () => {
  it('escapes each character that could start markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('plain text')).toBe('plain text');
  });

  it('splits text into words and what lies between, keeping every character', () => {
    expect(splitWords('  PLEX_TOKEN, café!')).toEqual([
      { text: '  ', isWord: false },
      { text: 'PLEX_TOKEN', isWord: true },
      { text: ', ', isWord: false },
      { text: 'café', isWord: true },
      { text: '!', isWord: false },
    ]);
    expect(splitWords('')).toEqual([]);
    expect(splitWords('word')).toEqual([{ text: 'word', isWord: true }]);
  });
});

describe('a query', () => {
  it(`is kept whole up to ${SEARCH_INPUT_MAX_LENGTH} characters and cut there`, () => {
    const exact = 'x'.repeat(SEARCH_INPUT_MAX_LENGTH);
    expect(limitQuery(exact)).toBe(exact);
    expect(limitQuery(`${exact}y`)).toBe(exact);
  });

  it('never ends on half of a surrogate pair, but keeps a whole one at the end', () => {
    const pair = '😀';
    const fits = `${'x'.repeat(SEARCH_INPUT_MAX_LENGTH - 2)}${pair}`;
    expect(limitQuery(`${fits}z`)).toBe(fits);
    expect(limitQuery(`${'x'.repeat(SEARCH_INPUT_MAX_LENGTH - 1)}${pair}`)).toBe(
      'x'.repeat(SEARCH_INPUT_MAX_LENGTH - 1),
    );
    const lowHalfLast = `${'x'.repeat(SEARCH_INPUT_MAX_LENGTH - 1)}\udc00extra`;
    expect(limitQuery(lowHalfLast)).toHaveLength(SEARCH_INPUT_MAX_LENGTH);
  });
});
