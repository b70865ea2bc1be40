// Compose's interpolation where a compose file is unusual: text that only looks like a variable is kept as
// written, a variable named twice is listed once, a default nests up to a limit and no further, and the
// variables of a nested default are reported like those outside it; a document is filled in value by
// value, never in its keys, with the path of each value that comes from the shell.
import { describe, expect, it } from 'vitest';

import { asWritten, interpolate, interpolateDocument } from '../../../core/setup-checker/interpolation';

const env = new Map([
  ['PORT', '3103'],
  ['EMPTY', ''],
]);
const lookup = (name: string) => env.get(name);
const value = (text: string) => asWritten(interpolate(text, lookup).value);

describe('text that is no variable', () => {
  it.each([
    ['a lone $ at the end', 'cost: 5$', 'cost: 5$'],
    ['a $ before a digit', '$1 and ${1}', '$1 and ${1}'],
    ['an unclosed ${', 'x${PORT', 'x${PORT'],
    ['a ${ with no name', '${:-x}', '${:-x}'],
  ])('%s is kept as written', (_case, text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it('$$ before a brace is a dollar sign, not the start of a variable', () => {
    expect(value('$${PORT}')).toBe('${PORT}');
    expect(interpolate('$${PORT}', lookup).used).toEqual([]);
  });
});

describe('variables named more than once', () => {
  it('are listed once, in the order first named, and required if any use requires them', () => {
    const result = interpolate('${A}:${B}:$A:${B:?set B}:${A?}', lookup);
    expect(result.used).toEqual(['A', 'B']);
    expect(result.fromShell).toEqual(['A', 'B']);
    expect(result.required).toEqual(['B', 'A']);
  });

  it('required when set but empty with :?, not with ?', () => {
    expect(interpolate('${EMPTY:?x}', lookup)).toMatchObject({ fromShell: ['EMPTY'], required: ['EMPTY'] });
    expect(interpolate('${EMPTY?x}', lookup)).toMatchObject({ fromShell: [], required: [] });
  });
});

describe('defaults within defaults', () => {
  it('report the variables they name, from the shell and required, like those outside', () => {
    const result = interpolate('${MISSING:-${INNER:?no}}', lookup);
    expect(result.used).toEqual(['MISSING', 'INNER']);
    expect(result.fromShell).toEqual(['INNER']);
    expect(result.required).toEqual(['INNER']);
    expect(asWritten(result.value)).toBe('${INNER}');
  });

  it('are read ten levels deep; below that, the text is kept as written', () => {
    const nest = (levels: number) => {
      let text = '${PORT}';
      for (let level = 0; level < levels; level++) text = `\${M${level}:-${text}}`;
      return text;
    };
    expect(value(nest(10))).toBe('3103');
    expect(value(nest(11))).toBe('${PORT}');
  });

  it('- and :+ read their word with its variables too', () => {
    expect(value('${MISSING-${PORT}}')).toBe('3103');
    expect(value('${PORT:+at ${PORT}}')).toBe('at 3103');
    expect(value('${EMPTY+at $PORT}')).toBe('at 3103');
  });
});

describe('a document', () => {
  it('fills in values at any depth, never keys, and gives the path of each value from the shell', () => {
    const document = {
      services: { pulsarr: { ports: ['${PORT}:3003', '${HOST_PORT}:9090'], environment: { '${KEY}': '$VALUE' } } },
      count: 3,
      enabled: true,
      nothing: null,
    };
    const result = interpolateDocument(document, lookup);
    expect(result.value).toEqual({
      services: {
        pulsarr: {
          ports: ['3103:3003', '\ue000HOST_PORT\ue001:9090'],
          environment: { '${KEY}': '\ue000VALUE\ue001' },
        },
      },
      count: 3,
      enabled: true,
      nothing: null,
    });
    expect(result.uses).toEqual([
      { name: 'HOST_PORT', required: false, path: ['services', 'pulsarr', 'ports', 1] },
      { name: 'VALUE', required: false, path: ['services', 'pulsarr', 'environment', '${KEY}'] },
    ]);
    expect([...result.names]).toEqual(['PORT', 'HOST_PORT', 'VALUE']);
  });
});
