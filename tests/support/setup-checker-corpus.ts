/**
 * The setup checker's corpus of real configurations (tests/fixtures/setup-checker/real/): each case's
 * files and expected findings, the held-out split, and the comparison of the checker's findings with
 * the expected ones. Used by tests/unit/setup-checker/corpus.test.ts and `npm run bench:check-setup`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { checkSetup } from '../../core/setup-checker/check';
import { SEVERITIES, type Finding, type Severity } from '../../core/setup-checker/findings';

export const CORPUS_DIR = path.resolve(__dirname, '../fixtures/setup-checker/real');

/** A case is held out when the first byte of SHA-256(name) is below this: about a third of the names. */
export const HELD_OUT_BELOW = 0x56;

export interface ExpectedFinding {
  file: Finding['file'];
  line?: number;
  severity: Severity;
  rule: string;
}

export interface CorpusCase {
  name: string;
  heldOut: boolean;
  /** Docusaurus's name of the docs version the case is checked against. */
  version: string;
  env?: string;
  compose?: string;
  /** The input holds no setting at all, and the summary must say so. */
  nothingToCheck: boolean;
  expected: ExpectedFinding[];
}

export function isHeldOut(name: string): boolean {
  return createHash('sha256').update(name, 'utf8').digest()[0]! < HELD_OUT_BELOW;
}

export function loadCorpus(dir = CORPUS_DIR): CorpusCase[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const read = (file: string) => {
        const full = path.join(dir, name, file);
        return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
      };
      const expected = JSON.parse(read('expected.json') ?? 'null') as {
        version: string;
        nothingToCheck?: boolean;
        findings: ExpectedFinding[];
      } | null;
      if (!expected) throw new Error(`${name} has no expected.json`);
      return {
        name,
        heldOut: isHeldOut(name),
        version: expected.version,
        env: read('.env'),
        compose: read('docker-compose.yml'),
        nothingToCheck: expected.nothingToCheck ?? false,
        expected: expected.findings,
      };
    });
}

export interface CaseResult {
  corpusCase: CorpusCase;
  findings: Finding[];
  /** Findings the case does not expect. */
  unexpected: ExpectedFinding[];
  /** Expected findings the checker did not give. */
  missing: ExpectedFinding[];
  /** The summary says "nothing to check" where it should not, or does not where it should. */
  nothingToCheckWrong: boolean;
}

const keyOf = ({ file, line, severity, rule }: ExpectedFinding) => `${file}:${line ?? '-'} ${severity} ${rule}`;

export function describeFinding(finding: ExpectedFinding): string {
  return keyOf(finding);
}

/** Runs the checker on a case and compares, finding by finding, with what the case expects. */
export function runCase(corpusCase: CorpusCase): CaseResult {
  const result = checkSetup({ version: corpusCase.version, env: corpusCase.env, compose: corpusCase.compose });
  const findings = result.findings;
  const left = new Map<string, number>();
  for (const expected of corpusCase.expected) left.set(keyOf(expected), (left.get(keyOf(expected)) ?? 0) + 1);
  const unexpected: ExpectedFinding[] = [];
  for (const finding of findings) {
    const key = keyOf(finding);
    const count = left.get(key) ?? 0;
    if (count > 0) left.set(key, count - 1);
    else unexpected.push({ file: finding.file, line: finding.line, severity: finding.severity, rule: finding.rule });
  }
  const missing: ExpectedFinding[] = [];
  for (const expected of corpusCase.expected) {
    const key = keyOf(expected);
    const count = left.get(key) ?? 0;
    if (count > 0) {
      left.set(key, count - 1);
      missing.push(expected);
    }
  }
  const saysNothing = (result as { nothingToCheck?: boolean }).nothingToCheck === true;
  return { corpusCase, findings, unexpected, missing, nothingToCheckWrong: saysNothing !== corpusCase.nothingToCheck };
}

export interface PartScore {
  cases: number;
  /** Cases whose findings are exactly the expected ones. */
  right: number;
  findings: Record<Severity, number>;
  expected: number;
  unexpected: Record<Severity, number>;
  missing: Record<Severity, number>;
  /** Findings the expectations call wrong: unexpected plus missing, plus wrong "nothing to check" summaries. */
  wrong: number;
}

const bySeverity = (items: readonly { severity: Severity }[]): Record<Severity, number> =>
  Object.fromEntries(
    SEVERITIES.map((severity) => [severity, items.filter((item) => item.severity === severity).length]),
  ) as Record<Severity, number>;

export function scorePart(results: readonly CaseResult[]): PartScore {
  const all = <T>(pick: (result: CaseResult) => T[]) => results.flatMap(pick);
  const unexpected = all((result) => result.unexpected);
  const missing = all((result) => result.missing);
  const summaries = results.filter((result) => result.nothingToCheckWrong).length;
  return {
    cases: results.length,
    right: results.filter(
      (result) => result.unexpected.length === 0 && result.missing.length === 0 && !result.nothingToCheckWrong,
    ).length,
    findings: bySeverity(all((result) => result.findings)),
    expected: all((result) => result.corpusCase.expected).length,
    unexpected: bySeverity(unexpected),
    missing: bySeverity(missing),
    wrong: unexpected.length + missing.length + summaries,
  };
}
