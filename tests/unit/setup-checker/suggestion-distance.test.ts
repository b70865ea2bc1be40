// Did-you-mean at its edges: how many edits a name of each length may be from the name suggested (a
// quarter of its length, at least one, at most three), case ignored, and the nearest name winning.
import { describe, expect, it } from 'vitest';

import { closestName } from '../../../core/setup-checker/suggest';

describe('the edits allowed', () => {
  it.each([
    ['abc', 'abd', 'abd'],
    ['abc', 'xyd', null],
    ['abcdefgh', 'abcdefXY', 'abcdefXY'],
    ['abcdefgh', 'abcdeXYZ', null],
    ['abcdefghijkl', 'abcdefghiXYZ', 'abcdefghiXYZ'],
    ['abcdefghijklmnopqrst', 'abcdefghijklmnopqXYZ', 'abcdefghijklmnopqXYZ'],
    ['abcdefghijklmnopqrst', 'abcdefghijklmnopWXYZ', null],
    ['abcdefg', 'abcdefgh', 'abcdefgh'],
    ['abcdefg', 'abcdefghi', null],
  ])('%s, offered %s: %j', (name, candidate, expected) => {
    expect(closestName(name, [candidate])).toBe(expected);
  });
});

describe('the name suggested', () => {
  it('is the one that differs only in case, before any nearer spelling', () => {
    expect(closestName('logLeveL', ['logLevels', 'loglevel'])).toBe('loglevel');
  });

  it('is the nearest, the first of equals, case ignored in counting', () => {
    expect(closestName('dbHst', ['dbHost', 'dbPort'])).toBe('dbHost');
    expect(closestName('dbXort', ['dbPort', 'dbSort'])).toBe('dbPort');
    expect(closestName('DBPORX', ['dbPort'])).toBe('dbPort');
    expect(closestName('abcd', ['abxd', 'abcx'])).toBe('abxd');
  });

  it('is none among no names', () => {
    expect(closestName('anything', [])).toBeNull();
  });
});
