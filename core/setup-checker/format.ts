/** The checker's result as plain text, for the command: one block per finding, then the summary line. */
import { BASE_URL, readSiteUrl } from '../docs-site/site';
import { docsVersion } from '../docs-site/versions';
import type { EnvDataVersion } from '../settings/env-vars';
import type { CheckResult } from './check';
import { FINDING_LINKS } from './links';

/** The address of a finding's section on the published site. */
export function findingUrl(version: EnvDataVersion, link: keyof (typeof FINDING_LINKS)['current']): string {
  const { path } = docsVersion(version);
  return `${readSiteUrl()}${BASE_URL}docs/${path ? `${path}/` : ''}${FINDING_LINKS[version][link]}`;
}

// Escape sequences and other control characters a pasted file could carry never reach the terminal.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function formatReport(result: CheckResult, version: EnvDataVersion): string {
  const blocks = result.findings.map((finding) => {
    const where = finding.line === undefined ? finding.file : `${finding.file}:${finding.line}`;
    return [
      `${where}  ${finding.severity}  ${finding.why}`,
      `  Fix: ${finding.fix}`,
      `  See: ${findingUrl(version, finding.link)}`,
    ]
      .join('\n')
      .replace(CONTROL, '\ufffd');
  });
  const unlisted = result.unlisted > 0 ? [`… and ${result.unlisted} more findings, not listed.`] : [];
  return [...blocks, ...unlisted, `Checked for ${result.versionLabel}: ${result.summaryLine}`].join('\n\n');
}
