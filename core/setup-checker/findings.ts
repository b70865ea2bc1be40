/**
 * What the setup checker reports: findings, each on a line of one of the two
 * files, with a severity, one sentence why, the fix and the section that
 * explains it. Messages are short Markdown (`code` only), as the data module's
 * descriptions are, so the page and the command render the same text.
 */
import { asWritten } from './interpolation';
import type { LinkId } from './links';

export const ENV_FILE = '.env';
export const COMPOSE_FILE = 'docker-compose.yml';
export type CheckedFile = typeof ENV_FILE | typeof COMPOSE_FILE;

/** error: Pulsarr will fail or ignore it; warning: it works, probably not as meant; note: worth knowing. */
export const SEVERITIES = ['error', 'warning', 'note'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Finding {
  file: CheckedFile;
  /** 1-based; undefined for a finding about the whole file (a missing setting). */
  line?: number;
  severity: Severity;
  /** Which rule made it, for tests and for the command's output. */
  rule: string;
  /** One sentence: what Pulsarr will do with it. */
  why: string;
  /** What to change. */
  fix: string;
  link: LinkId;
}

export interface Summary {
  errors: number;
  warnings: number;
  notes: number;
}

export function summarize(findings: readonly Finding[]): Summary {
  const count = (severity: Severity) => findings.filter((finding) => finding.severity === severity).length;
  return { errors: count('error'), warnings: count('warning'), notes: count('note') };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The summary line: the counts, and "Looks right for <version>" when there is no error and no warning. */
export function summaryLine(summary: Summary, versionLabel: string): string {
  const counts = `${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')}, ${plural(summary.notes, 'note')}`;
  return summary.errors + summary.warnings === 0 ? `${counts}. Looks right for ${versionLabel}.` : `${counts}.`;
}

/**
 * Findings in reading order: file by file, line by line, the most severe first on a line. What a
 * file lacks (no line to point at) follows what it has, so a missing `TZ` note never heads the list.
 */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  const fileOrder = (file: CheckedFile) => (file === ENV_FILE ? 0 : 1);
  return [...findings].sort(
    (a, b) =>
      fileOrder(a.file) - fileOrder(b.file) ||
      (a.line ?? Infinity) - (b.line ?? Infinity) ||
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
  );
}

const SHOWN_VALUE_LENGTH = 60;

/**
 * A value from the reader's file as a finding shows it, in a code span: cut to a
 * readable length, control characters replaced, and backticks swapped so the
 * code span cannot end early.
 */
export function shown(value: string): string {
  const cleaned = [...asWritten(value)]
    // eslint-disable-next-line no-control-regex -- control characters are what this replaces
    .map((char) => (/[\u0000-\u001f\u007f-\u009f]/.test(char) ? '\ufffd' : char))
    .join('')
    .replace(/`/g, "'");
  const cut = cleaned.length > SHOWN_VALUE_LENGTH ? `${cleaned.slice(0, SHOWN_VALUE_LENGTH)}…` : cleaned;
  return cut === '' ? '(empty)' : `\`${cut}\``;
}
