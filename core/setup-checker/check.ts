/**
 * The setup checker's one entry: a `.env` and/or a `docker-compose.yml`, as the
 * reader wrote them, checked against one docs version's data. Plain functions
 * over the parsed files and the data module, with no React and no DOM, so that
 * the page (in a worker), the command and the tests run the same rules.
 */
import { docsVersion } from '../docs-site/versions';
import { envData } from '../settings/env-vars';
import { readComposeFile, type ComposeFile } from './compose-file';
import {
  checkComposeService,
  findPulsarrServices,
  noPulsarrService,
  shellVariablesFinding,
  type ComposeServices,
  type PulsarrService,
} from './compose-rules';
import { readEnvFile, type EnvFile } from './env-file';
import {
  checkCombinations,
  checkEachVariable,
  checkQuoting,
  checkSetTwice,
  lastByName,
  type RuleContext,
  type VariableLine,
} from './env-rules';
import { COMPOSE_FILE, ENV_FILE, sortFindings, summarize, summaryLine, type Finding, type Summary } from './findings';
import { prepareInput } from './input';
import { interpolateDocument } from './interpolation';

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
  /** "1 error, 0 warnings, 2 notes.", "… Looks right for 0.6.4." or "Nothing to check: …" */
  summaryLine: string;
  versionLabel: string;
  /** The input holds no setting at all (nothing pasted, or only comments and blank lines). */
  nothingToCheck: boolean;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Findings found more than once (a `.env` line checked for each of several services) are listed once. */
function unique(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.file} ${finding.line ?? ''} ${finding.rule} ${finding.why}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function checkSetup(input: CheckInput): CheckResult {
  const data = envData(input.version);
  const versionLabel = docsVersion(input.version).label;
  const envGiven = (input.env ?? '').trim() !== '';
  const composeGiven = (input.compose ?? '').trim() !== '';
  const context: RuleContext = { data, versionLabel, docker: composeGiven };
  const findings: Finding[] = [];
  // Findings about a whole input (cut short, refused) come first: they say what the rest is worth.
  const inputFindings: Finding[] = [];

  let env: EnvFile | null = null;
  let envLines: VariableLine[] = [];
  if (envGiven) {
    const prepared = prepareInput(ENV_FILE, input.env!);
    inputFindings.push(...prepared.findings);
    if (prepared.text) {
      env = readEnvFile(prepared.text);
      envLines = env.entries.map(({ name, value, line }) => ({ file: ENV_FILE, name, value, line }));
      findings.push(...checkQuoting(env), ...checkSetTwice(envLines));
    }
  }
  const envValues = lastByName(envLines);
  // A `.env` refused as binary is not read: nothing is said about what it lacks.
  const envRead = env !== null;
  // Lines left out of the paste (`...`): what the file lacks may be in them.
  const envPartial = (env?.elided.length ?? 0) > 0;

  let compose: ComposeFile | null = null;
  let services: ComposeServices = { pulsarr: [], networkNames: [], fromShell: [] };
  const composeContext = { ...context, oldKernel: input.oldKernel, envGiven, envValues };
  if (composeGiven) {
    const prepared = prepareInput(COMPOSE_FILE, input.compose!);
    inputFindings.push(...prepared.findings);
    if (prepared.text) {
      compose = readComposeFile(prepared.text);
      findings.push(...compose.findings);
      if (compose.value) {
        const lookup = (name: string) => envValues.get(name)?.value;
        context.composeVariables = interpolateDocument(compose.value, lookup).names;
        services = findPulsarrServices(compose, composeContext);
        if (services.pulsarr.length === 0) findings.push(...noPulsarrService(compose, composeContext));
        findings.push(...shellVariablesFinding(services, envGiven));
      }
    }
  }

  const nothingToCheck =
    inputFindings.length === 0 &&
    envLines.length === 0 &&
    (env?.skipped.length ?? 0) === 0 &&
    compose === null &&
    !composeGiven;
  if (nothingToCheck) {
    const summary = summarize([]);
    return {
      findings: [],
      unlisted: 0,
      summary,
      summaryLine: envGiven
        ? `Nothing to check: the ${ENV_FILE} holds only comments and blank lines, no setting.`
        : `Nothing to check: paste a ${ENV_FILE} or a ${COMPOSE_FILE}.`,
      versionLabel,
      nothingToCheck: true,
    };
  }

  // Each Pulsarr service gets `.env` and then its own `environment`, which wins, as in Docker Compose.
  const contexts: { service?: PulsarrService; lines: VariableLine[] }[] =
    services.pulsarr.length > 0
      ? services.pulsarr.map((service) => ({ service, lines: [...envLines, ...service.environment] }))
      : [{ lines: envLines }];
  const effective = new Set(contexts.flatMap(({ lines }) => [...lastByName(lines).values()]));
  const allLines = [...envLines, ...services.pulsarr.flatMap((service) => service.environment)];
  findings.push(...checkEachVariable(allLines, context, effective));
  for (const { service, lines } of contexts) {
    const values = lastByName(lines);
    const hostNetwork = service?.raw.network_mode === 'host';
    findings.push(...checkCombinations(values, hostNetwork ? { ...context, hostNetwork } : context));
    if (service && compose) findings.push(...checkComposeService(compose, service, services, values, composeContext));
    const timeZone = values.get('TZ');
    if (timeZone && !timeZone.unknown && timeZone.value !== '' && !isTimeZone(timeZone.value)) {
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
  }

  // What only a server needs: where a compose file was read, only for a service that runs Pulsarr's server.
  const serverContexts =
    compose?.value !== undefined ? contexts.filter(({ service }) => service?.role === 'server') : contexts;
  for (const { service, lines } of serverContexts) findings.push(...checkServerNeeds(service, lines));

  function checkServerNeeds(service: PulsarrService | undefined, lines: VariableLine[]): Finding[] {
    const values = lastByName(lines);
    const needs: Finding[] = [];
    // Where a version needs the address in `.env` before its web interface is set up, its absence leaves the default.
    const defaultBaseUrl = data.variables.find((variable) => variable.name === 'baseUrl')?.default;
    if (
      envRead &&
      !envPartial &&
      data.compose.alwaysWritten.includes('baseUrl') &&
      !values.has('baseUrl') &&
      defaultBaseUrl
    ) {
      needs.push({
        file: ENV_FILE,
        severity: composeGiven ? 'error' : 'warning',
        rule: 'baseurl-missing',
        why: `Without \`baseUrl\`, Pulsarr gives Sonarr and Radarr its default \`${defaultBaseUrl}\` for their webhooks, and in a container that is the container itself.`,
        fix: "Add `baseUrl` with an address Sonarr and Radarr can reach, such as the server's IP address: `baseUrl=http://192.168.1.20`.",
        link: 'webhookAddress',
      });
    }
    const timeZone = values.get('TZ');
    const variable = data.variables.find((candidate) => candidate.name === 'TZ');
    // Unknown without a compose file that shows a container, where only a container reads TZ,
    // or when the service loads an env file the checker was not given.
    const judged =
      !envPartial &&
      (compose?.value !== undefined
        ? service !== undefined && !service.loadsUnseenEnvFile
        : envRead && (composeGiven || !variable?.containerOnly));
    if (variable && judged && !timeZone) {
      needs.push({
        file: envGiven ? ENV_FILE : COMPOSE_FILE,
        severity: 'note',
        rule: 'no-time-zone',
        why: '`TZ` is not set, so the container runs on UTC and its schedules and log times follow UTC.',
        fix: 'Add your time zone, for example `TZ=America/New_York`.',
        link: 'timeZone',
      });
    }
    return needs;
  }

  const sorted = [...inputFindings, ...sortFindings(unique(findings))];
  const summary = summarize(sorted);
  return {
    findings: sorted.slice(0, MAX_LISTED_FINDINGS),
    unlisted: Math.max(0, sorted.length - MAX_LISTED_FINDINGS),
    summary,
    summaryLine: summaryLine(summary, versionLabel),
    versionLabel,
    nothingToCheck: false,
  };
}
