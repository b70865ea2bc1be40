/**
 * A `.env` file as Pulsarr reads it: values come from dotenv's own parser, the
 * one Pulsarr loads `.env` with, so quotes, `#` and escapes are read exactly as
 * Pulsarr reads them. dotenv does not say on which line a value was, so the file
 * is first cut into one piece per assignment (a quoted value may run over several
 * lines) and each piece is parsed on its own; the whole file is parsed too, and
 * where the two disagree the whole file's value wins.
 */
import { parse } from 'dotenv';

export interface EnvEntry {
  name: string;
  /** The value Pulsarr reads. */
  value: string;
  /** 1-based line of the name, and of the value's last line. */
  line: number;
  endLine: number;
  /** What follows `=` on the name's line, as written, without the spaces before it. */
  written: string;
  /** Whether spaces follow `=`: `name=   # note` is an empty value with a comment. */
  spaced: boolean;
  /** The quote the written value starts with, if any. */
  quote?: '"' | "'" | '`';
}

export interface EnvFile {
  entries: EnvEntry[];
  /** 1-based lines dotenv skips: neither an assignment, a comment nor blank. */
  skipped: number[];
  /** 1-based lines that stand for lines left out of the paste (`...`, `…`): the file is partial. */
  elided: number[];
  /** The values dotenv reads from the whole file, last assignment of a name winning. */
  values: Record<string, string>;
}

// The shape of a line dotenv reads as an assignment: an optional `export`, a name, then `=` or `: `.
const ASSIGNMENT = /^\s*(?:export\s+)?([\w.-]+)(?:\s*=|:\s)/;
const QUOTES = new Set(['"', "'", '`']);
// A line of dots alone, as people write where they leave lines out of what they paste.
const ELISION = /^\s*(?:\.{3,}|…)\s*$/;

/** Does `rest` hold a closing `quote` followed by nothing but spaces or a comment? */
function closes(rest: string, quote: string): boolean {
  for (let at = rest.indexOf(quote); at !== -1; at = rest.indexOf(quote, at + 1)) {
    if (/^\s*(?:#.*)?$/.test(rest.slice(at + 1))) return true;
  }
  return false;
}

export function readEnvFile(text: string): EnvFile {
  const lines = text.split(/\r\n?|\n/);
  const entries: EnvEntry[] = [];
  const skipped: number[] = [];
  const elided: number[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^\s*(?:#.*)?$/.test(line)) continue;
    if (ELISION.test(line)) {
      elided.push(index + 1);
      continue;
    }
    const match = ASSIGNMENT.exec(line);
    if (!match) {
      skipped.push(index + 1);
      continue;
    }
    const after = line.slice(match[0].length);
    const written = after.replace(/^\s*/, '');
    const first = written[0];
    const quote = first && QUOTES.has(first) ? (first as EnvEntry['quote']) : undefined;
    let end = index;
    if (quote && !closes(written.slice(1), quote)) {
      // A quoted value without its closing quote on this line runs on to the first line that closes it.
      for (let next = index + 1; next < lines.length; next++) {
        if (closes(lines[next]!, quote)) {
          end = next;
          break;
        }
      }
    }
    const name = match[1]!;
    let value = parse(lines.slice(index, end + 1).join('\n'))[name] ?? '';
    // dotenv reads a value over several lines only when the quotes enclose it: otherwise it ends on its own line.
    if (end > index && !value.includes('\n')) {
      end = index;
      value = parse(line)[name] ?? '';
    }
    entries.push({ name, value, line: index + 1, endLine: end + 1, written, spaced: after !== written, quote });
    index = end;
  }
  const values = parse(text);
  // Where reading piece by piece and reading the whole file disagree, Pulsarr reads the whole file.
  const last = new Map(entries.map((entry) => [entry.name, entry]));
  for (const [name, entry] of last) {
    if (name in values && values[name] !== entry.value) entry.value = values[name]!;
  }
  return { entries, skipped, elided, values };
}
