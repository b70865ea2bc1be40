/**
 * The setup checker's one entry: a `.env` and/or a `docker-compose.yml`, as the
 * reader wrote them, checked against one docs version's data. Plain functions
 * over the parsed files and the data module, with no React and no DOM, so that
 * the page (in a worker), the command and the tests run the same rules.
 */
import { docsVersion } from '../docs-site/versions';
import { envData } from '../settings/env-vars';
import { readComposeFile } from './compose-file';
import { checkComposeService, findPulsarrService } from './compose-rules';
import { readEnvFile } from './env-file';
import {
  checkCombinations,
  checkEachVariable,
  checkQuoting,
  checkSetTwice,
  lastByName,
  type VariableLine,
} from './env-rules';
import { COMPOSE_FILE, ENV_FILE, sortFindings, summarize, summaryLine, type Finding, type Summary } from './findings';
import { prepareInput } from './input';

export interface CheckInput {
  /** The docs version (Docusaurus's name: `current` or `0.6.4`). */
  version: string;
  env?: string;
  compose?: string;
  /** The answer to "Does Pulsarr run on a Synology NAS or a Linux kernel older than 4.11?", when given. */
  oldKernel?: boolean;
}

/** At most this many findings are listed (all are counted): beyond it, a file is more wrong than a list can help with. */
export const MAX_LISTED_FINDINGS = 200;

export interface CheckResult {
  /** The first MAX_LISTED_FINDINGS findings, in reading order. */
  findings: Finding[];
  /** How many more there are. */
  unlisted: number;
  summary: Summary;
  /** "1 error, 0 warnings, 2 notes." or "… Looks right for 0.6.4." */
  summaryLine: string;
  versionLabel: string;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function checkSetup(input: CheckInput): CheckResult {
  const data = envData(input.version);
  const versionLabel = docsVersion(input.version).label;
  const envGiven = (input.env ?? '').trim() !== '';
  const composeGiven = (input.compose ?? '').trim() !== '';
  const context = { data, versionLabel, docker: composeGiven };
  const findings: Finding[] = [];
  // Findings about a whole input (cut short, refused) come first: they say what the rest is worth.
  const inputFindings: Finding[] = [];
  let pulsarrFound = false;

  let envLines: VariableLine[] = [];
  if (envGiven) {
    const prepared = prepareInput(ENV_FILE, input.env!);
    inputFindings.push(...prepared.findings);
    if (prepared.text) {
      const env = readEnvFile(prepared.text);
      envLines = env.entries.map(({ name, value, line }) => ({ file: ENV_FILE, name, value, line }));
      findings.push(...checkQuoting(env), ...checkSetTwice(envLines));
    }
  }
  const envValues = lastByName(envLines);

  let environmentLines: VariableLine[] = [];
  if (composeGiven) {
    const prepared = prepareInput(COMPOSE_FILE, input.compose!);
    inputFindings.push(...prepared.findings);
    if (prepared.text) {
      const compose = readComposeFile(prepared.text);
      findings.push(...compose.findings);
      const service = findPulsarrService(compose);
      environmentLines = service?.environment ?? [];
      pulsarrFound = service !== null;
      findings.push(
        ...checkComposeService(compose, service, { ...context, oldKernel: input.oldKernel, envGiven, envValues }),
      );
    }
  }

  // A service's `environment` wins over the `.env` it loads, as in Docker Compose.
  const lines = [...envLines, ...environmentLines];
  const values = lastByName(lines);
  findings.push(...checkEachVariable(lines, context), ...checkCombinations(values, context));

  // Where a version needs the address in `.env` before its web interface is set up, its absence leaves the default.
  const defaultBaseUrl = data.variables.find((variable) => variable.name === 'baseUrl')?.default;
  if (envGiven && data.compose.alwaysWritten.includes('baseUrl') && !values.has('baseUrl') && defaultBaseUrl) {
    findings.push({
      file: ENV_FILE,
      severity: composeGiven ? 'error' : 'warning',
      rule: 'baseurl-missing',
      why: `Without \`baseUrl\`, Pulsarr gives Sonarr and Radarr its default \`${defaultBaseUrl}\` for their webhooks, and in a container that is the container itself.`,
      fix: "Add `baseUrl` with an address Sonarr and Radarr can reach, such as the server's IP address: `baseUrl=http://192.168.1.20`.",
      link: 'webhookAddress',
    });
  }

  const timeZone = values.get('TZ');
  const hasTimeZone = data.variables.some((variable) => variable.name === 'TZ');
  if (hasTimeZone && (envGiven || pulsarrFound) && !timeZone) {
    findings.push({
      file: envGiven ? ENV_FILE : COMPOSE_FILE,
      severity: 'note',
      rule: 'no-time-zone',
      why: '`TZ` is not set, so the container runs on UTC and its schedules and log times follow UTC.',
      fix: 'Add your time zone, for example `TZ=America/New_York`.',
      link: 'timeZone',
    });
  } else if (timeZone && timeZone.value !== '' && !isTimeZone(timeZone.value)) {
    findings.push({
      file: timeZone.file,
      line: timeZone.line,
      severity: 'warning',
      rule: 'unknown-time-zone',
      why: `\`${timeZone.value.replace(/`/g, "'").slice(0, 60)}\` is not a time zone name of the IANA database, such as \`Europe/London\`.`,
      fix: 'Write your time zone as a `Region/City` name, for example `TZ=America/New_York`.',
      link: 'timeZone',
    });
  }

  const sorted = [...inputFindings, ...sortFindings(findings)];
  const summary = summarize(sorted);
  return {
    findings: sorted.slice(0, MAX_LISTED_FINDINGS),
    unlisted: Math.max(0, sorted.length - MAX_LISTED_FINDINGS),
    summary,
    summaryLine: summaryLine(summary, versionLabel),
    versionLabel,
  };
}
