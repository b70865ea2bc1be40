// The Compose Specification's validator compiles without a word on the console: the check-setup command's
// output (and the page's worker log) carry findings only, not Ajv's warnings about formats it does not know.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { composeValidator } from '../../../core/setup-checker/compose-file';

afterEach(() => vi.restoreAllMocks());

describe('the Compose Specification validator', () => {
  it('compiles silently, knowing each format the schema names, and only once', () => {
    const said = ['log', 'warn', 'error', 'info'].map((method) =>
      vi.spyOn(console, method as 'log').mockImplementation(() => undefined),
    );
    const validate = composeValidator();
    expect(said.flatMap((spy) => spy.mock.calls)).toEqual([]);
    expect(composeValidator()).toBe(validate);
    expect(validate({ services: { pulsarr: { image: 'x', ports: ['3003:3003'], expose: ['3003'] } } })).toBe(true);
  });
});
