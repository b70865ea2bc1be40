// How text becomes search terms where a rule stops: a path that ends a clause with a comma, a path with no
// digit in it, and a query cut on either edge of the range of first halves of a surrogate pair.
import { describe, expect, it } from 'vitest';

import { SEARCH_INPUT_MAX_LENGTH } from '../../../core/search-engine/constants';
import { limitQuery, processTerm, stem, tokenize } from '../../../core/search-engine/text';

describe('a path in text', () => {
  it('is kept whole without the comma or colon that ends its clause', () => {
    expect(tokenize('see /api/users, then /api/tags:')).toEqual([
      'see',
      '/api/users',
      'api',
      'users',
      'then',
      '/api/tags',
      'api',
      'tags',
    ]);
  });

  it('is never stemmed, though it has no digit to keep it whole', () => {
    expect(stem('/api/settings')).toBe('/api/settings');
    expect(processTerm('/API/Routes')).toBe('/api/routes');
    // The same words outside a path are stemmed.
    expect(stem('settings')).toBe('set');
  });
});

describe('a query cut at the input limit', () => {
  const fill = 'x'.repeat(SEARCH_INPUT_MAX_LENGTH - 1);

  it.each([
    ['U+10000, the first character past the BMP', '\u{10000}'],
    ['U+10FFFF, the last one', '\u{10FFFF}'],
    ['an emoji', '🎬'],
  ])('drops %s when only its first half fits', (_, pair) => {
    expect(limitQuery(`${fill}${pair}`)).toBe(fill);
  });

  it('keeps a character of the BMP just below or above the surrogates when it is the last that fits', () => {
    expect(limitQuery(`${fill}\ud7ffmore`)).toBe(`${fill}\ud7ff`);
    expect(limitQuery(`${fill}\ue000more`)).toBe(`${fill}\ue000`);
  });

  it('returns a query that fits as it is, whatever it ends with', () => {
    for (const query of [`${fill}\ud800`, 'sync\ud83c', '']) expect(limitQuery(query)).toBe(query);
  });
});
