// Word shingles of a Markdown page, for finding runs of words our guides share with Pulsarr's own
// pages. Only hashes leave this module's callers: the upstream text is never stored.
import { createHash } from 'node:crypto';

/** Words per shingle: a run this long matching word for word is no coincidence of facts. */
export const SHINGLE_WORDS = 12;

/**
 * The prose words of a Markdown page, lower-cased, in order, with the line each comes from and
 * the stretch of prose it is in. Front matter, code blocks, inline code, HTML and MDX tags, link
 * targets and Markdown marks are left out, so that a copied sentence matches whatever its
 * formatting while commands, paths and names (facts, in code) never do. A stretch ends at a line
 * end, a table cell's edge and an inline code span: a run of words across one is two lists of
 * facts side by side, not a copied sentence.
 * @param {string} markdown
 * @returns {{ word: string, line: number, stretch: number }[]}
 */
export function proseWords(markdown) {
  const lines = markdown.split(/\r?\n/);
  const words = [];
  let fence;
  let frontMatter = lines[0]?.trim() === '---';
  let stretch = 0;
  lines.forEach((raw, index) => {
    if (frontMatter) {
      if (index > 0 && raw.trim() === '---') frontMatter = false;
      return;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (fenceMatch) {
      if (fence === undefined) fence = fenceMatch[1];
      else if (fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = undefined;
      return;
    }
    if (fence !== undefined) return;
    const text = raw
      .replace(/<[^>]+>/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*:::\w+(\[[^\]]*\])?/, ' ')
      .replace(/\{#[\w-]+\}/g, ' ')
      .replace(/[’‘]/g, "'")
      .toLowerCase();
    for (const part of text.split(/`[^`]*`|\|/)) {
      stretch++;
      for (const match of part.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu)) {
        words.push({ word: match[0], line: index + 1, stretch });
      }
    }
  });
  return words;
}

/**
 * The hash of one shingle: 8 hex digits of its SHA-256. With a few thousand shingles per page a
 * chance collision is about one in a million per shingle, and a finding needs several in a row.
 * @param {string[]} words
 * @returns {string}
 */
export function shingleHash(words) {
  return createHash('sha256').update(words.join(' ')).digest('hex').slice(0, 8);
}

/**
 * The hash of the shingle starting at each word of a page, in page order: null where the next
 * 12 words run past the end of their stretch.
 * @param {{ word: string, stretch: number }[]} words
 * @returns {(string | null)[]}
 */
export function shingleHashes(words) {
  const hashes = [];
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start++) {
    const shingle = words.slice(start, start + SHINGLE_WORDS);
    hashes.push(
      shingle[0].stretch === shingle[SHINGLE_WORDS - 1].stretch
        ? shingleHash(shingle.map((entry) => entry.word))
        : null,
    );
  }
  return hashes;
}

/**
 * Runs of words a page shares with the pages behind `known` (hash → upstream page): each run is
 * a stretch of consecutive matching shingles, reported with its words, its first line and the
 * upstream page of its first shingle.
 * @param {string} markdown
 * @param {ReadonlyMap<string, string>} known
 * @returns {{ line: number, words: string, length: number, upstream: string }[]}
 */
export function sharedRuns(markdown, known) {
  const words = proseWords(markdown);
  const hashes = shingleHashes(words);
  const runs = [];
  let start = -1;
  const close = (end) => {
    const length = end - start + SHINGLE_WORDS;
    const text = words
      .slice(start, start + length)
      .map((entry) => entry.word)
      .join(' ');
    runs.push({ line: words[start].line, words: text, length, upstream: known.get(hashes[start] ?? '') ?? '' });
    start = -1;
  };
  hashes.forEach((hash, index) => {
    if (hash !== null && known.has(hash)) {
      if (start === -1) start = index;
    } else if (start !== -1) close(index - 1);
  });
  if (start !== -1) close(hashes.length - 1);
  return runs;
}
