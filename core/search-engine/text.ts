/**
 * How text becomes search terms, used alike when the build writes the index and
 * when the browser reads a query, so both sides agree on every term.
 */
import { stem as porter2 } from 'porter2';

import { SEARCH_INPUT_MAX_LENGTH } from './constants';

const CAMEL_BOUNDARY = /([\p{Ll}\p{N}])(?=\p{Lu})|(\p{Lu})(?=\p{Lu}\p{Ll})/gu;

/**
 * Words too common to tell pages apart; a query made only of them finds nothing.
 * Besides articles and prepositions, the words a question is made of (`why does my
 * … not …`), so a reader's question is matched by its subject.
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'aren',
  'as',
  'at',
  'be',
  'but',
  'by',
  'can',
  'cannot',
  'did',
  'do',
  'does',
  'doesn',
  'don',
  'for',
  'from',
  'had',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'isn',
  'it',
  'its',
  'me',
  'my',
  'not',
  'of',
  'on',
  'or',
  'our',
  's',
  'so',
  't',
  'than',
  'that',
  'the',
  'then',
  'there',
  'this',
  'to',
  'was',
  'wasn',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'won',
  'you',
  'your',
]);

/** Splits `createUser` into `create`, `User`; `APIKey` into `API`, `Key`. */
export function camelParts(word: string): string[] {
  return word.replace(CAMEL_BOUNDARY, '$1$2 ').split(' ').filter(Boolean);
}

// Stryker disable next-line Regex: it tests one code point at a time, which its anchors change nothing for
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
/** Path punctuation that ends a sentence rather than the path (`see /v1/users.`). */
const PATH_TRAILING = new Set(['.', ',', ';', ':', ')']);

/** What joins words into one name: `PLEX_TOKEN`, `media.available`. */
const JOINERS = new Set(['_', '.']);

/** A run of word characters, or of anything else, within one whitespace-free chunk. */
interface Run {
  text: string;
  isWord: boolean;
}

/** Cuts a chunk into alternating runs of letters/digits and other characters, one pass. */
function runsOf(chunk: string): Run[] {
  const runs: Run[] = [];
  let text = '';
  // Stryker disable next-line BooleanLiteral: set from the first character before it is first read
  let isWord = false;
  for (const ch of chunk) {
    const word = WORD_CHAR.test(ch);
    if (text && word !== isWord) {
      runs.push({ text, isWord });
      text = '';
    }
    isWord = word;
    text += ch;
  }
  // Stryker disable next-line ConditionalExpression: tokenize hands it only chunks with a character in them
  if (text) runs.push({ text, isWord });
  return runs;
}

function withoutPathTrailing(path: string): string {
  let end = path.length;
  while (end > 0 && PATH_TRAILING.has(path[end - 1])) end -= 1;
  return path.slice(0, end);
}

/**
 * The raw terms of a text: every word, the parts of camelCase words, words
 * joined by underscores or dots (`PLEX_TOKEN`, `media.available`) and whole URL
 * paths (`/v1/users/me`), so an operationId, an environment variable, an event
 * name or a path can be found as written, and by each of its parts.
 * Each chunk is scanned once, without backtracking patterns, so the cost grows
 * with the text's length only: a query or a page with one enormous word is as
 * cheap per character as any other.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  // Stryker disable next-line Regex: the empty chunks between two spaces are skipped below
  for (const chunk of text.split(/\s+/)) {
    // Stryker disable next-line ConditionalExpression: an empty chunk has no run, so gives no term either way
    if (!chunk) continue;
    if (chunk.startsWith('/') && chunk.length > 1) terms.push(withoutPathTrailing(chunk));
    const runs = runsOf(chunk);
    // Words joined by single underscores or dots (`PLEX_TOKEN`, `media.available`, `0.6.4`), as one term.
    for (let i = 0; i < runs.length; i += 1) {
      // Stryker disable next-line ConditionalExpression: runs alternate, so a joiner never follows a run of punctuation
      if (!runs[i].isWord) continue;
      let joined = runs[i].text;
      let j = i;
      while (j + 2 < runs.length && JOINERS.has(runs[j + 1].text) && runs[j + 2].isWord) {
        joined += `${runs[j + 1].text}${runs[j + 2].text}`;
        j += 2;
      }
      if (j > i) terms.push(joined);
      i = j;
    }
    for (const { text: word, isWord } of runs) {
      if (!isWord) continue;
      terms.push(word);
      const parts = camelParts(word);
      if (parts.length > 1) terms.push(...parts);
    }
  }
  return terms;
}

/**
 * The Porter2 (Snowball English) stem of a word, so `install`, `installing` and
 * `installed` meet. Paths, numbers and names joined by underscores or dots stay whole.
 */
export function stem(word: string): string {
  if (word.length <= 3 || word.startsWith('/') || /[\d_.]/.test(word)) return word;
  return porter2(word);
}

/** A raw term as the index keeps it, or null for a stop word. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/**
 * The terms of a text that count, for the index: stop words left out already here,
 * so they do not make a heading longer in the index's eyes (a field's length weighs
 * in its score), and "How do I change the admin password?" is as short as
 * "Change the admin password".
 */
export function indexTokens(text: string): string[] {
  return tokenize(text).filter((term) => !STOP_WORDS.has(term.toLowerCase()));
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

/**
 * A query cut to the characters the search input accepts (spec §5, §9), so a
 * link's `?q=` or a request sent by hand is held to the same limit as typing.
 * A cut never leaves half of a surrogate pair at the end.
 */
export function limitQuery(query: string): string {
  if (query.length <= SEARCH_INPUT_MAX_LENGTH) return query;
  const cut = query.slice(0, SEARCH_INPUT_MAX_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
