// Our Latest guides are written in our own words: no page may share a long run of words with
// Pulsarr's own docs pages. tests/content/upstream-shingles.json holds only hashes of those
// pages' 12-word shingles (scripts/upstream-shingles.mjs writes them from pages a maintainer
// fetches), so the check runs without the upstream text in this repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LATEST_VERSION } from '../../../core/docs-site/versions';
import { proseWords, SHINGLE_WORDS, sharedRuns, shingleHashes } from '../../../scripts/lib/shingles.mjs';
import { listDocFiles, REPO_ROOT } from './doc-sources';

/**
 * The longest run of words a page may share with an upstream page. A run of 12 words (one
 * shingle) can be a list of the same names or a sentence of facts; two more words in a row are
 * a copied sentence. The review's copied runs were 14 and 19 words long.
 */
const MAX_SHARED_WORDS = 13;

interface ShingleData {
  shingleWords: number;
  pages: Record<string, { source: string; hashes: string }>;
}

const data = JSON.parse(
  readFileSync(join(REPO_ROOT, 'tests', 'content', 'upstream-shingles.json'), 'utf8'),
) as ShingleData;

/** Every upstream hash, with the page and commit it comes from. */
const known = new Map<string, string>();
for (const [path, page] of Object.entries(data.pages)) {
  for (const hash of page.hashes.split(' ').filter(Boolean)) known.set(hash, `docs/docs/${path}@${page.source}`);
}

function findings(source: string): string[] {
  return sharedRuns(source, known)
    .filter((run) => run.length > MAX_SHARED_WORDS)
    .map((run) => `line ${run.line}: ${run.length} words as in ${run.upstream}: "${run.words}"`);
}

describe('the Latest guides share no long run of words with Pulsarr’s pages', () => {
  it('has upstream hashes of the shingle size the check uses', () => {
    expect(data.shingleWords).toBe(SHINGLE_WORDS);
    expect(Object.keys(data.pages).length).toBeGreaterThan(0);
    expect(known.size).toBeGreaterThan(100);
  });

  for (const doc of listDocFiles(LATEST_VERSION)) {
    it(`${doc.relPath} is written in its own words`, () => {
      expect(findings(doc.source)).toEqual([]);
    });
  }
});

describe('shingles', () => {
  const sentence = 'Pulsarr reads every watchlist of every friend and sends each movie to the Radarr instance';

  it('read prose words only, whatever the formatting, in stretches cut by lines, cells and code', () => {
    const page = [
      '---',
      'title: x',
      '---',
      '',
      'A **bold** [link](./x.md) `code` after.',
      '| one | two |',
      '```bash',
      'echo no',
      '```',
    ];
    const words = proseWords(page.join('\n'));
    expect(words.map((entry) => entry.word)).toEqual(['a', 'bold', 'link', 'after', 'one', 'two']);
    const stretches = words.map((entry) => entry.stretch);
    expect(stretches[0]).toBe(stretches[2]);
    expect(new Set(stretches).size).toBe(4);
  });

  it('never match a list of facts that runs across table cells', () => {
    const table = '| Application | `/opt/x/` |\n| Configuration | `/opt/x/.env` |';
    expect(shingleHashes(proseWords(table)).every((hash) => hash === null)).toBe(true);
  });

  it('report a copied run with its page, line and words, and pass a reworded one', () => {
    const upstream = new Map(shingleHashes(proseWords(sentence)).map((hash) => [hash ?? '', 'docs/docs/x.md@abc']));
    const verbatim = `# Title\n\nIntro.\n\nIn short, ${sentence.replace('Radarr instance', '**Radarr** [instance](./x.md)')}, nightly.`;
    const runs = sharedRuns(verbatim, upstream);
    expect(runs).toEqual([{ line: 5, length: 15, upstream: 'docs/docs/x.md@abc', words: sentence.toLowerCase() }]);
    const reworded = 'Every friend’s watchlist is read, and each movie goes to the Radarr instance Pulsarr picks.';
    expect(sharedRuns(reworded, upstream)).toEqual([]);
  });

  it('fail the page on the old wording of Watchlist Diagnostics that the review found', () => {
    // W1: a 14-word run of the old page; its hashes are in the data, its text only here.
    const old =
      'A run is read-only: it never writes to the database, never contacts Radarr or Sonarr, and never routes anything.';
    const problems = findings(old);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^line 1: 14 words as in docs\/docs\/utilities\/watchlist-diagnostics\.md@\w+: "never writes to the database/,
    );
  });
});
