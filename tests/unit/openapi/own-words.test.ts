/**
 * "Facts carry over, words do not": no summary or description of ours (40 characters or
 * more, whitespace-normalised, case-insensitive) may equal, contain or be contained in a
 * summary or description of the product's published API document, nor contain any single
 * sentence of 40+ characters taken from one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Json, loadRawFiles, SHARED_REFERENCE_DIR } from './load-openapi';

const REFERENCE_JSON = path.join(SHARED_REFERENCE_DIR, 'pulsarr-openapi.json');
const haveReference = fs.existsSync(REFERENCE_JSON);
const MIN_LENGTH = 40;

if (!haveReference) {
  console.warn(
    `own-words.test.ts: ${REFERENCE_JSON} not found (the shared/ folder is not next to this ` +
      'repository), so the check against the published descriptions is SKIPPED.',
  );
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Collects the string values of `description` and `summary` keywords (not property names). */
function collectTexts(node: Json, out: Set<string>, underProperties = false): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) collectTexts(item, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (!underProperties && (key === 'description' || key === 'summary') && typeof value === 'string') {
        const text = normalise(value);
        if (text.length >= MIN_LENGTH) out.add(text);
      } else {
        collectTexts(value, out, key === 'properties' && !underProperties);
      }
    }
  }
  return out;
}

describe.skipIf(!haveReference)('our wording is our own', () => {
  it('shares no summary or description of 40+ characters with the reference document', () => {
    const reference = collectTexts(JSON.parse(fs.readFileSync(REFERENCE_JSON, 'utf8')) as Json, new Set());
    const ours = new Set<string>();
    for (const doc of loadRawFiles().values()) collectTexts(doc, ours);
    expect(reference.size).toBeGreaterThan(100);
    expect(ours.size).toBeGreaterThan(200);

    const overlaps: string[] = [];
    for (const mine of ours) {
      for (const theirs of reference) {
        if (mine.includes(theirs) || theirs.includes(mine)) overlaps.push(`"${mine}"  ~  "${theirs}"`);
      }
    }
    console.log(`${ours.size} texts of ours checked against ${reference.size} reference texts`);
    expect(overlaps).toEqual([]);
  });

  it('does not reuse any reference sentence of 40+ characters either', () => {
    const reference = collectTexts(JSON.parse(fs.readFileSync(REFERENCE_JSON, 'utf8')) as Json, new Set());
    const sentences = new Set<string>();
    for (const text of reference) {
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        const s = sentence.replace(/[.!?]+$/, '').trim();
        if (s.length >= MIN_LENGTH) sentences.add(s);
      }
    }
    const ours = new Set<string>();
    for (const doc of loadRawFiles().values()) collectTexts(doc, ours);
    const reused: string[] = [];
    for (const mine of ours) {
      for (const sentence of sentences) if (mine.includes(sentence)) reused.push(`"${sentence}" in "${mine}"`);
    }
    expect(reused).toEqual([]);
  });
});
