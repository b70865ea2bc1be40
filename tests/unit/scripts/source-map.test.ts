// The trace script names the module behind each profile sample through these lookups: a wrong
// lookup would blame the wrong module in every breakdown.
import { describe, expect, it } from 'vitest';

import { codeBySource, createSourceLookup, decodeMappings, normalizeSource } from '../../../scripts/lib/source-map.mjs';

// Line 0: columns 0–4 from a.js, 5–7 from b.js, 8 on the bundler's own; line 1 from a.js line 3.
const MAP = { version: 3, sources: ['a.js', 'b.js'], names: [], mappings: 'AAAA,KCAA,G;ADGE' };

describe('source maps of the built scripts', () => {
  it('decodes each generated line into segments with their source position', () => {
    expect(decodeMappings(MAP.mappings)).toEqual([
      [
        [0, 0, 0, 0],
        [5, 1, 0, 0],
        [8, -1, 0, 0],
      ],
      [[0, 0, 3, 2]],
    ]);
  });

  it('finds the source of a generated position', () => {
    const lookup = createSourceLookup(MAP);
    expect(lookup(0, 3)?.source).toBe('a.js');
    expect(lookup(0, 6)?.source).toBe('b.js');
    expect(lookup(1, 0)).toEqual({ source: 'a.js', line: 3, column: 2 });
    expect(lookup(2, 0)).toBeNull();
  });

  it("names the code just after a bundler-written position, as a module wrapper's body", () => {
    const map = { ...MAP, mappings: 'A,EAAA' };
    expect(createSourceLookup(map)(0, 0)?.source).toBe('a.js');
  });

  it('splits a built script into the code each source produced', () => {
    const parts = codeBySource('01234567890\nxyz', MAP);
    expect(parts.get('a.js')).toBe('01234xyz');
    expect(parts.get('b.js')).toBe('567');
    expect(parts.get(null)).toBe('890\n\n');
  });

  it("strips the bundler's prefixes from source paths", () => {
    expect(normalizeSource('webpack://pulsarr-docs/./node_modules/react-dom/cjs/client.js')).toBe(
      'node_modules/react-dom/cjs/client.js',
    );
    expect(normalizeSource('webpack://pulsarr-docs/json|/work/site/.docusaurus/globalData.json')).toBe(
      '/work/site/.docusaurus/globalData.json',
    );
    expect(normalizeSource('webpack://pulsarr-docs/webpack/runtime/load_script')).toBe('webpack/runtime/load_script');
  });
});
