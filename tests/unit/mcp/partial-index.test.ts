// A search index that is only partly well formed is refused as a whole, with the message that names the
// format expected, never a TypeError from deep inside: every table must be a list, every row a list of
// numbers, every string a string, not merely the first or some of them. A page row whose strings are
// missing is passed over, or listed untitled, rather than stopping the server.
import { describe, expect, it } from 'vitest';

import { readIndex } from '../../../mcp/src/docs-index';
import { SiteError } from '../../../mcp/src/site';
import { fixtureIndex } from './fixture-site';

const file = () => JSON.parse(fixtureIndex()) as { pages: unknown[]; records: unknown[]; strings: unknown[] };
type IndexFile = ReturnType<typeof file>;
const NOT_AN_INDEX =
  'The search-index.json at ./build is not a Pulsarr docs search index (index format 1 expected). Point --site at the Pulsarr docs or a build of them.';

function refused(change: (index: ReturnType<typeof file>) => unknown): void {
  const index = file();
  const changed = change(index) ?? index;
  let thrown: unknown;
  try {
    readIndex(JSON.stringify(changed), './build');
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(SiteError);
  expect((thrown as Error).message).toBe(NOT_AN_INDEX);
}

describe('an index that is only partly well formed', () => {
  it('is read when nothing is wrong with it', () => {
    expect(readIndex(fixtureIndex(), './build').pages.size).toBe(2);
  });

  it.each([
    ['pages that are an object, not a list', (index: ReturnType<typeof file>) => ({ ...index, pages: {} })],
    ['records that are text, not a list', (index: ReturnType<typeof file>) => ({ ...index, records: 'rows' })],
    ['a last page row that is a number', (index: ReturnType<typeof file>) => void index.pages.push(7)],
    ['a last page row with a text cell', (index: ReturnType<typeof file>) => void index.pages.push([0, 0, 0, 0, 'x'])],
    ['a last record row with a text cell', (index: ReturnType<typeof file>) => void index.records.push([0, 'x'])],
    ['a last string that is a number', (index: ReturnType<typeof file>) => void index.strings.push(3)],
  ])('with %s is refused', (_what, change) => {
    refused(change);
  });
});

describe('a page row whose strings are missing', () => {
  /** The index with one more page row: a new path, and the tag and title ids given. */
  function withRow(tag: (index: IndexFile) => number, title: (index: IndexFile) => number) {
    const index = file();
    const pathId = index.strings.push('/Pulsarr/docs/latest/extra') - 1;
    index.pages.push([pathId, 0, title(index), 0, tag(index)]);
    return readIndex(JSON.stringify(index), './build');
  }
  const latestTag = (index: IndexFile) => index.strings.indexOf('docs-default-current');

  it('is passed over when its version tag is not in the string table', () => {
    const loaded = withRow(() => 9999, latestTag);
    expect([...loaded.pages.keys()]).not.toContain('/Pulsarr/docs/latest/extra');
    expect(loaded.pages.size).toBe(2);
  });

  it('is listed without a title when its title is not in the string table', () => {
    expect(withRow(latestTag, () => 9999).pages.get('/Pulsarr/docs/latest/extra')).toEqual({
      path: '/Pulsarr/docs/latest/extra',
      title: '',
      tag: 'docs-default-current',
    });
  });
});
