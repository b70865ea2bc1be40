/**
 * How text becomes search terms, used alike when the build writes the index and
 * when the browser reads a query, so both sides agree on every term.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL_BOUNDARY = /([\p{Ll}\p{N}])(?=\p{Lu})|(\p{Lu})(?=\p{Lu}\p{Ll})/gu;

/** Words too common to tell pages apart; a query made only of them finds nothing. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'i', 'if', 'in', 'into',
  'is', 'it', 'its', 'of', 'on', 'or', 'that', 'the', 'then', 'this', 'to', 'was', 'with',
]);

/** Splits `createUser` into `create`, `User`; `APIKey` into `API`, `Key`. */
export function camelParts(word: string): string[] {
  return word.replace(CAMEL_BOUNDARY, '$1$2 ').split(' ').filter(Boolean);
}

/**
 * The raw terms of a text: every word, the parts of camelCase words, words
 * joined by underscores (`PLEX_TOKEN`) and whole URL paths (`/v1/users/me`), so
 * an operationId, an environment variable or a path can be found as written.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    if (!chunk) continue;
    if (chunk.startsWith('/') && chunk.length > 1) terms.push(chunk.replace(/[.,;:)]+$/, ''));
    for (const joined of chunk.match(/[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu) ?? []) terms.push(joined);
    for (const word of chunk.match(WORD) ?? []) {
      terms.push(word);
      const parts = camelParts(word);
      if (parts.length > 1) terms.push(...parts);
    }
  }
  return terms;
}

/**
 * A light English stemmer: plurals, -ing and -ed, and a final e, so `route`,
 * `routes` and `routing` meet. Paths, numbers and short words stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || word.startsWith('/') || /\d|_/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) {
    // "access", "status", "analysis" are not plurals.
  } else if (/(sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6) w = dropDoubledConsonant(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 5) w = dropDoubledConsonant(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

function dropDoubledConsonant(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(w) ? w.slice(0, -1) : w;
}

/** A raw term as the index keeps it, or null for a stop word. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML. */
export function escapeHtml(text: string): string {
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]) : text;
}

/** A piece of text: a word that can be highlighted, or what lies between words. */
export interface TextPiece {
  text: string;
  isWord: boolean;
}

/** Splits text into words and separators, keeping every character, for highlighting. */
export function splitWords(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const start = match.index ?? 0;
    if (start > last) pieces.push({ text: text.slice(last, start), isWord: false });
    pieces.push({ text: match[0], isWord: true });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), isWord: false });
  return pieces;
}

const wordTermsCache = new Map<string, readonly string[]>();

/** The index terms one word of text stands for (itself, its camelCase and underscore parts). */
export function wordTerms(word: string): readonly string[] {
  let terms = wordTermsCache.get(word);
  if (terms === undefined) {
    const out = new Set<string>();
    for (const raw of [word, ...word.split('_'), ...word.split('_').flatMap(camelParts)]) {
      const term = raw ? processTerm(raw) : null;
      if (term) out.add(term);
    }
    terms = [...out];
    wordTermsCache.set(word, terms);
  }
  return terms;
}
