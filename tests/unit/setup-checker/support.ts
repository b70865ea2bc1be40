import { checkSetup, type CheckInput } from '../../../core/setup-checker/check';
import type { Finding } from '../../../core/setup-checker/findings';

export const VERSIONS = ['current', '0.6.4'] as const;

/** The findings of one check, as `rule@file:line severity`, for compact assertions. */
export function check(input: CheckInput): Finding[] {
  return checkSetup(input).findings;
}

export function rulesOf(findings: readonly Finding[]): string[] {
  return findings.map((finding) => finding.rule);
}

/** The one finding of a rule, failing the test when there is none or more than one. */
export function only(findings: readonly Finding[], rule: string): Finding {
  const matching = findings.filter((finding) => finding.rule === rule);
  if (matching.length !== 1) throw new Error(`Expected one ${rule} finding, got ${JSON.stringify(findings, null, 1)}`);
  return matching[0]!;
}

/** A compose file like the Quick Start's, for rules that need one beside a `.env`. */
export function composeWith({ image = 'lakker/pulsarr:latest', ports = '"3003:3003"', extra = '' } = {}): string {
  return `services:
  pulsarr:
    image: ${image}
    container_name: pulsarr
    ports:
      - ${ports}
    volumes:
      - ./data:/app/data
      - .env:/app/.env
    restart: unless-stopped
    env_file:
      - .env
${extra}`;
}
