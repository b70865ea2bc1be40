/**
 * Stand-ins that Pulsarr's docs and published examples put where the reader's own value goes, and
 * that people copy unchanged: `http://your-server-ip` and `your-postgres-host` (Quick Start and the
 * configuration guide of 0.6.x), `x.x.x.x` and runs of `x` (the environment variables reference),
 * `host-ip-address` (the Apprise guide), a name in angle brackets (`<mydomain>`) and `changeme`.
 * Pulsarr takes such a value as written.
 */

const PATTERNS: readonly RegExp[] = [
  // your-server-ip, your-secure-password, your_read_access_token_here, your-webhook-id
  /(?<![A-Za-z0-9])your[-_][A-Za-z0-9][A-Za-z0-9_-]*/i,
  /(?<![\w.])x\.x\.x\.x(?![\w.])/i,
  /(?<![A-Za-z0-9-])host-ip-address(?![A-Za-z0-9-])/i,
  /<[A-Za-z][^<>\n]{0,39}>/,
  /(?<![A-Za-z0-9])change[-_]?me(?![A-Za-z0-9])/i,
  // xxxx, xxxx.xxxx.xxxx, ["xxxxxxxxxxxxxxxxxxxx"]: a run of four or more x standing alone
  /(?<![A-Za-z0-9])x{4,}(?![A-Za-z0-9])/i,
];

/** The first stand-in a value holds, as written, or null. */
export function findPlaceholder(value: string): string | null {
  let first: { at: number; text: string } | null = null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(value);
    if (match && (!first || match.index < first.at)) first = { at: match.index, text: match[0] };
  }
  return first?.text ?? null;
}
