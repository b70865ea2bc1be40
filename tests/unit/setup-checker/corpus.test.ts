// The checker on configurations people really published (tests/fixtures/setup-checker/real/, issue 38):
// each case must give exactly the findings its expected.json lists, no more and no fewer.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CORPUS_DIR, describeFinding, isHeldOut, loadCorpus, runCase } from '../../support/setup-checker-corpus';

const corpus = loadCorpus();

describe('the corpus of real configurations', () => {
  it('holds the 31 cases of the research, a third of them held out', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(31);
    const heldOut = corpus.filter((corpusCase) => corpusCase.heldOut).length;
    expect(heldOut / corpus.length).toBeGreaterThan(0.25);
    expect(heldOut / corpus.length).toBeLessThan(0.4);
  });

  it('lists each case in its README, with the part the SHA-256 rule puts it in', () => {
    const readme = fs.readFileSync(path.join(CORPUS_DIR, 'README.md'), 'utf8');
    for (const { name } of corpus) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      expect(row!.trim().endsWith(isHeldOut(name) ? '| held out |' : '| tuning |'), name).toBe(true);
    }
  });

  it('justifies every expected finding in the case’s SOURCE.md', () => {
    for (const corpusCase of corpus) {
      const source = fs.readFileSync(path.join(CORPUS_DIR, corpusCase.name, 'SOURCE.md'), 'utf8');
      const section = source.split(/^## Expected findings/m)[1];
      expect(section, `${corpusCase.name} has no "Expected findings" section`).toBeDefined();
      for (const finding of corpusCase.expected) {
        expect(section, `${corpusCase.name}: ${finding.rule}`).toContain(`\`${finding.rule}\``);
      }
    }
  });
});

describe.each(corpus.map((corpusCase) => [corpusCase.name, corpusCase] as const))('%s', (_, corpusCase) => {
  it(`gives exactly the expected findings for ${corpusCase.version === 'current' ? 'Latest' : corpusCase.version}`, () => {
    const result = runCase(corpusCase);
    expect({
      unexpected: result.unexpected.map(describeFinding),
      missing: result.missing.map(describeFinding),
      nothingToCheckWrong: result.nothingToCheckWrong,
    }).toEqual({ unexpected: [], missing: [], nothingToCheckWrong: false });
  });
});
