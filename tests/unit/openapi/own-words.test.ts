/**
 * "Facts carry over, words do not": no summary, description, title or example text of ours
 * (40 characters or more, whitespace-normalised, case-insensitive) may equal, contain or be
 * contained in one of the product's published API documents, nor contain any single sentence
 * of 40+ characters taken from one. The 0.6.4 document is held to the 0.6.4-era publication,
 * the Latest document to the late-2026 one and to the 0.6.4-era one (our Latest texts reuse
 * our 0.6.4 texts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { docsVersion, LATEST_VERSION, SPEC_VERSION, type DocsVersionName } from '../../../core/docs-site/versions';
import { type Json, LATEST_REFERENCE_DIR, loadRawFiles, SHARED_REFERENCE_DIR } from './load-openapi';

const PUBLISHED_0_6_4 = path.join(SHARED_REFERENCE_DIR, 'pulsarr-openapi.json');
const PUBLISHED_LATEST = path.join(LATEST_REFERENCE_DIR, 'openapi.json');
const MIN_LENGTH = 40;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
/** Keywords whose string values are words (never property names under `properties`). */
const WORD_KEYWORDS = new Set(['description', 'summary', 'title']);

function addText(value: string, out: Set<string>) {
  const text = normalise(value);
  if (text.length >= MIN_LENGTH) out.add(text);
}

/** Every string inside an example value, however deeply nested. */
function collectStrings(node: Json, out: Set<string>) {
  if (typeof node === 'string') addText(node, out);
  else if (Array.isArray(node)) for (const item of node) collectStrings(item, out);
  else if (node !== null && typeof node === 'object') for (const value of Object.values(node)) collectStrings(value, out);
}

/** Collects the words of a document: description, summary and title values, and example strings. */
function collectTexts(node: Json, out: Set<string>, underProperties = false): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) collectTexts(item, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (!underProperties && WORD_KEYWORDS.has(key) && typeof value === 'string') addText(value, out);
      else if (!underProperties && (key === 'example' || key === 'examples')) collectStrings(value, out);
      else collectTexts(value, out, key === 'properties' && !underProperties);
    }
  }
  return out;
}

function oursOf(version: DocsVersionName): Set<string> {
  const ours = new Set<string>();
  for (const doc of loadRawFiles(version).values()) collectTexts(doc, ours);
  return ours;
}

function publishedTexts(files: string[]): Set<string> {
  const texts = new Set<string>();
  for (const file of files) collectTexts(JSON.parse(fs.readFileSync(file, 'utf8')) as Json, texts);
  return texts;
}

function sentencesOf(texts: Set<string>): Set<string> {
  const sentences = new Set<string>();
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const s = sentence.replace(/[.!?]+$/, '').trim();
      if (s.length >= MIN_LENGTH) sentences.add(s);
    }
  }
  return sentences;
}

const checks: { version: DocsVersionName; published: string[]; minimumOurs: number }[] = [
  { version: SPEC_VERSION, published: [PUBLISHED_0_6_4], minimumOurs: 200 },
  { version: LATEST_VERSION, published: [PUBLISHED_LATEST, PUBLISHED_0_6_4], minimumOurs: 400 },
];

for (const { version, published, minimumOurs } of checks) {
  const missing = published.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    console.warn(
      `own-words.test.ts: ${missing.join(', ')} not found (the shared/ folder is not next to this ` +
        `repository), so the ${docsVersion(version).label} document's check against the published texts is SKIPPED.`,
    );
  }

  describe.skipIf(missing.length > 0)(`our wording is our own (${docsVersion(version).label} document)`, () => {
    it('shares no text of 40+ characters with a published document', () => {
      const reference = publishedTexts(published);
      const ours = oursOf(version);
      expect(reference.size).toBeGreaterThan(100);
      expect(ours.size).toBeGreaterThan(minimumOurs);

      const overlaps: string[] = [];
      for (const mine of ours) {
        for (const theirs of reference) {
          if (mine.includes(theirs) || theirs.includes(mine)) overlaps.push(`"${mine}"  ~  "${theirs}"`);
        }
      }
      console.log(`${docsVersion(version).label}: ${ours.size} texts of ours checked against ${reference.size} published texts`);
      expect(overlaps).toEqual([]);
    });

    it('does not reuse any published sentence of 40+ characters either', () => {
      const sentences = sentencesOf(publishedTexts(published));
      const reused: string[] = [];
      for (const mine of oursOf(version)) {
        for (const sentence of sentences) if (mine.includes(sentence)) reused.push(`"${sentence}" in "${mine}"`);
      }
      expect(reused).toEqual([]);
    });
  });
}
