/**
 * What the checker does with a pasted or dropped file before any rule sees it:
 * it keeps the first INPUT_LIMIT_KB of it and refuses binary data, each with a
 * finding, so that no input can keep the rules busy for long.
 */
import type { CheckedFile, Finding } from './findings';

/** How much of each file the checker reads; a `.env` or compose file is a few KB. */
export const INPUT_LIMIT_KB = 128;
const INPUT_LIMIT_CHARS = INPUT_LIMIT_KB * 1024;

// NUL and the other C0 controls except tab, line feed, vertical tab, form feed and carriage return; DEL; U+FFFD, which bytes that are not UTF-8 decode to.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const BINARY = /[\u0000-\u0008\u000e-\u001f\u007f\ufffd]/;

export interface PreparedInput {
  /** The text the rules read; empty when the input is refused. */
  text: string;
  findings: Finding[];
}

/** Where a text holds what no text file holds (binary data), and what it is; null for text. */
export function findBinary(text: string): { line: number; what: string } | null {
  const binary = BINARY.exec(text);
  if (!binary) return null;
  const code = binary[0].charCodeAt(0);
  return {
    line: text.slice(0, binary.index).split('\n').length,
    what:
      code === 0xfffd
        ? 'bytes that are not UTF-8 text'
        : `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
  };
}

/** The part of `raw` the rules may read, with a finding when it was cut or refused. */
export function prepareInput(file: CheckedFile, raw: string): PreparedInput {
  const findings: Finding[] = [];
  let text = raw;
  if (text.length > INPUT_LIMIT_CHARS) {
    text = text.slice(0, INPUT_LIMIT_CHARS);
    // The last line is probably cut in two: leave it out.
    const lastBreak = text.lastIndexOf('\n');
    if (lastBreak > 0) text = text.slice(0, lastBreak);
    findings.push({
      file,
      line: text.split('\n').length,
      severity: 'warning',
      rule: 'too-large',
      why: `Too large: the checker reads the first ${INPUT_LIMIT_KB} KB of ${file}, up to this line, and leaves the rest unchecked.`,
      fix: `Paste only ${file}: a real one is a few KB.`,
      link: 'input',
    });
  }
  const binary = findBinary(text);
  if (binary) {
    const { line, what } = binary;
    findings.push({
      file,
      line,
      severity: 'error',
      rule: 'binary',
      why: `Not a text file: line ${line} holds ${what}, so the checker reads none of ${file}.`,
      fix: `Paste the text of ${file} itself, saved as UTF-8.`,
      link: 'input',
    });
    return { text: '', findings };
  }
  return { text, findings };
}
