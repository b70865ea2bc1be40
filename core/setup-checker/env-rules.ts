/**
 * The rules for variables: each name, each value and the settings that only make
 * sense together, over the `.env` entries (and a compose service's `environment`,
 * which sets variables the same way) and the data module's facts for the version.
 */
import { otherVersionVariable, type EnvVar, type VersionEnvData } from '../settings/env-vars';
import { shown, type CheckedFile, type Finding } from './findings';
import type { EnvFile } from './env-file';
import { closestName } from './suggest';

/** A variable as one of the two files sets it. */
export interface VariableLine {
  file: CheckedFile;
  name: string;
  value: string;
  line: number;
}

export interface RuleContext {
  data: VersionEnvData;
  /** The version's label, as readers see it (`0.6.4`, `Latest (late 2026)`). */
  versionLabel: string;
  /** A compose file was given, so Pulsarr runs in a container. */
  docker: boolean;
}

const code = (text: string) => `\`${text}\``;

function findVariable(data: VersionEnvData, name: string): EnvVar | undefined {
  return data.variables.find((variable) => variable.name === name);
}

/** Why a value does not fit its variable, or null when it does. */
export function valueProblem(variable: EnvVar, value: string): string | null {
  const { name, type } = variable;
  switch (type.kind) {
    case 'integer': {
      const number = /^[0-9]+$/.test(value) ? Number(value) : Number.NaN;
      const fits = Number.isSafeInteger(number) && number >= type.min && (type.max === undefined || number <= type.max);
      if (fits) return null;
      const range = type.max === undefined ? `of ${type.min} or more` : `from ${type.min} to ${type.max}`;
      return `${code(name)} takes a whole number ${range}, not ${shown(value)}.`;
    }
    case 'boolean':
      return value === 'true' || value === 'false'
        ? null
        : `${code(name)} takes \`true\` or \`false\`, not ${shown(value)}.`;
    case 'enum':
      return type.values.includes(value)
        ? null
        : `${code(name)} takes one of ${type.values.map(code).join(', ')}, not ${shown(value)}.`;
    case 'url': {
      const protocols = type.protocols ?? ['http:', 'https:'];
      let protocol: string | null = null;
      try {
        protocol = new URL(value).protocol;
      } catch {
        protocol = null;
      }
      if (protocol && protocols.includes(protocol) && !/\s/.test(value)) return null;
      return `${code(name)} takes a URL starting with ${protocols.map((p) => code(`${p}//`)).join(' or ')}, not ${shown(value)}.`;
    }
    case 'json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return `${code(name)} takes JSON on one line, and ${shown(value)} is not valid JSON.`;
      }
      const isArray = Array.isArray(parsed);
      const isObject = typeof parsed === 'object' && parsed !== null && !isArray;
      if (type.shape === 'array' && !isArray)
        return `${code(name)} takes a JSON array, such as \`[]\`, not ${shown(value)}.`;
      if (type.shape === 'object' && !isObject)
        return `${code(name)} takes a JSON object, such as \`{}\`, not ${shown(value)}.`;
      return null;
    }
    case 'string':
      return type.pattern && !type.pattern.regex.test(value) ? `${code(name)} ${type.pattern.rule}.` : null;
  }
}

/** What a valid value looks like, for the fix. */
function exampleFix(variable: EnvVar): string {
  const { name, type } = variable;
  const example =
    variable.default ??
    (type.kind === 'boolean'
      ? 'false'
      : type.kind === 'enum'
        ? type.values[0]
        : type.kind === 'json'
          ? type.shape === 'array'
            ? '[]'
            : '{}'
          : type.kind === 'integer'
            ? String(type.min)
            : undefined);
  return example === undefined
    ? `Give ${code(name)} a value of that form, or delete the line to use the default.`
    : `Write it as ${code(`${name}=${example}`)} or another value of that form, or delete the line to use the default.`;
}

/** Does a variable's unset value mean "empty", so that an empty line is no change? */
function emptyIsDefault(variable: EnvVar): boolean {
  return variable.default === '' || variable.defaultLabel === 'empty' || variable.defaultLabel === 'none';
}

/** Findings for each variable on its own: its name, its value, and whether it replaces a web-interface setting. */
export function checkEachVariable(lines: readonly VariableLine[], context: RuleContext): Finding[] {
  const { data, versionLabel } = context;
  const findings: Finding[] = [];
  const names = data.variables.map((variable) => variable.name);
  const effective = new Set(lastByName(lines).values());
  for (const entry of lines) {
    const { file, name, value, line } = entry;
    const variable = findVariable(data, name);
    if (!variable) {
      const other = otherVersionVariable(data.version, name);
      if (other) {
        const replaced = other.replacedBy?.length ? ` Use ${other.replacedBy.map(code).join(' or ')} instead.` : '';
        findings.push({
          file,
          line,
          severity: other.ignored ? 'error' : 'warning',
          rule: 'other-version',
          why: other.ignored
            ? `${code(name)} is not a variable of ${versionLabel}, so Pulsarr ignores this line.${other.note ? ` ${other.note}` : ''}`
            : `${code(name)} is not among the variables of ${versionLabel}.${other.note ? ` ${other.note}` : ''}`,
          fix: `Delete the line.${replaced}`,
          link: 'otherVersion',
        });
        continue;
      }
      const suggestion = closestName(name, names);
      findings.push({
        file,
        line,
        severity: 'error',
        rule: 'unknown-name',
        why: `Pulsarr reads no variable called ${code(name)}, so this line does nothing${suggestion ? `: did you mean ${code(suggestion)}?` : '.'}`,
        fix: suggestion
          ? `Rename it to ${code(suggestion)}, spelt exactly so, or delete the line.`
          : 'Check the name against the variables of this version, or delete the line.',
        link: 'variables',
      });
      continue;
    }
    if (value === '' && (emptyIsDefault(variable) || variable.type.kind === 'string')) {
      if (variable.overridesUi && !emptyIsDefault(variable)) {
        findings.push({
          file,
          line,
          severity: 'warning',
          rule: 'empty-value',
          why: `An empty ${code(name)} replaces the web interface's setting with nothing at every restart.`,
          fix: 'Delete the line to keep the setting you make in the web interface.',
          link: 'overrides',
        });
      }
      continue;
    }
    const problem = valueProblem(variable, value);
    if (problem) {
      findings.push({
        file,
        line,
        severity: 'error',
        rule: 'bad-value',
        why: problem,
        fix: exampleFix(variable),
        link: 'variables',
      });
      continue;
    }
    if (variable.overridesUi && effective.has(entry)) {
      findings.push({
        file,
        line,
        severity: 'note',
        rule: 'overrides-ui',
        why: `${code(name)} is also a setting of the web interface: this value replaces it at every restart, so a change made there lasts until the next one.`,
        fix: 'Keep the line only to pin the value; to manage it in the web interface, delete the line.',
        link: 'overrides',
      });
    }
  }
  return findings;
}

/** A name set more than once in `.env`: dotenv keeps the last one. */
export function checkSetTwice(lines: readonly VariableLine[]): Finding[] {
  const findings: Finding[] = [];
  const lastLine = new Map<string, number>();
  for (const { name, line } of lines) lastLine.set(name, line);
  for (const { file, name, line } of lines) {
    const last = lastLine.get(name)!;
    if (last === line) continue;
    findings.push({
      file,
      line,
      severity: 'warning',
      rule: 'set-twice',
      why: `${code(name)} is set again on line ${last}, and the last one wins, so this line does nothing.`,
      fix: `Delete this line, or line ${last}, whichever holds the value you do not want.`,
      link: 'valuesWritten',
    });
  }
  return findings;
}

const isLocalHost = (host: string) => host === 'localhost' || host.startsWith('127.') || host === '[::1]';

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Rules about settings that belong together: the webhook address, cookies over HTTPS, PostgreSQL. */
export function checkCombinations(values: ReadonlyMap<string, VariableLine>, context: RuleContext): Finding[] {
  const { data, docker } = context;
  const findings: Finding[] = [];
  const has = (name: string) => data.variables.some((variable) => variable.name === name);
  const baseUrl = values.get('baseUrl');
  const url = baseUrl ? parsedUrl(baseUrl.value) : null;
  if (baseUrl && url && isLocalHost(url.hostname)) {
    const askedInWebInterface = !data.compose.alwaysWritten.includes('baseUrl');
    findings.push({
      file: baseUrl.file,
      line: baseUrl.line,
      severity: docker ? 'error' : 'warning',
      rule: 'baseurl-localhost',
      why: `Sonarr and Radarr call Pulsarr's webhooks at ${shown(baseUrl.value)}, and in a container ${code(url.hostname)} is that container itself, so the calls never reach Pulsarr.`,
      fix: `Use an address Sonarr and Radarr can reach: the server's IP address, or ${code('http://pulsarr')} on a shared Docker network${askedInWebInterface ? ', or delete the line and enter the address when the web interface asks for it' : ''}.`,
      link: 'webhookAddress',
    });
  }
  if (baseUrl && url && url.pathname !== '/' && url.pathname !== '') {
    findings.push({
      file: baseUrl.file,
      line: baseUrl.line,
      severity: 'warning',
      rule: 'baseurl-path',
      why: `${code('baseUrl')} is only the address Sonarr and Radarr call back; its path ${shown(url.pathname)} does not move Pulsarr's pages under that path.`,
      fix: has('basePath')
        ? `Put the prefix in ${code(`basePath=${url.pathname.replace(/\/+$/, '')}`)} and leave the path out of ${code('baseUrl')}.`
        : `Leave the path out of ${code('baseUrl')}.`,
      link: 'basePath',
    });
  }
  const cookieSecured = values.get('cookieSecured');
  if (cookieSecured?.value === 'true' && url?.protocol === 'http:') {
    findings.push({
      file: cookieSecured.file,
      line: cookieSecured.line,
      severity: 'warning',
      rule: 'cookie-over-http',
      why: `${code('cookieSecured=true')} sends the session cookie over HTTPS only, but Pulsarr's address in ${code('baseUrl')} is plain ${code('http://')}.`,
      fix: `Set ${code('cookieSecured=false')} unless you open the web interface over HTTPS.`,
      link: 'cookies',
    });
  }
  findings.push(...checkDatabase(values, context));
  return findings;
}

const POSTGRES_FIELDS = ['dbHost', 'dbPort', 'dbName', 'dbUser', 'dbPassword', 'dbConnectionString'];

function checkDatabase(values: ReadonlyMap<string, VariableLine>, { data, docker }: RuleContext): Finding[] {
  const findings: Finding[] = [];
  const dbType = values.get('dbType');
  const postgresLines = POSTGRES_FIELDS.flatMap((name) => values.get(name) ?? []);
  if (dbType?.value !== 'postgres') {
    const first = [...postgresLines].sort((a, b) => a.line - b.line)[0];
    if (first) {
      findings.push({
        file: first.file,
        line: first.line,
        severity: 'warning',
        rule: 'postgres-unused',
        why: `Pulsarr uses SQLite unless ${code('dbType=postgres')}, so its PostgreSQL settings, from this line on, do nothing.`,
        fix: `Add ${code('dbType=postgres')} to use PostgreSQL, or delete the PostgreSQL lines.`,
        link: 'database',
      });
    }
    return findings;
  }
  const connection = values.get('dbConnectionString');
  if (connection) {
    const overridden = postgresLines.filter(
      (entry) => entry.name !== 'dbConnectionString' && entry.name !== 'dbPassword',
    );
    if (overridden.length > 0) {
      findings.push({
        file: connection.file,
        line: connection.line,
        severity: 'note',
        rule: 'connection-string-wins',
        why: `${code('dbConnectionString')} overrides ${overridden.map((entry) => code(entry.name)).join(', ')}, so Pulsarr uses only the connection string.`,
        fix: 'Delete the separate fields, or the connection string, so that one place says where the database is.',
        link: 'database',
      });
    }
    return findings;
  }
  const password = values.get('dbPassword');
  const defaultPassword = data.variables.find((variable) => variable.name === 'dbPassword')?.default;
  if (!password || password.value === '') {
    const noDefault = defaultPassword === undefined || password?.value === '';
    findings.push({
      file: password?.file ?? dbType.file,
      line: password?.line ?? dbType.line,
      severity: noDefault ? 'error' : 'warning',
      rule: 'postgres-password',
      why: noDefault
        ? `With ${code('dbType=postgres')} Pulsarr needs ${code('dbPassword')}, and ${password ? 'an empty one is refused' : 'it has no default'}, so Pulsarr cannot connect.`
        : `Without ${code('dbPassword')} Pulsarr connects with the default password ${code(defaultPassword!)} and warns about it at every start.`,
      fix: `Set ${code('dbPassword')} to the password of your PostgreSQL user, or give a ${code('dbConnectionString')}.`,
      link: 'database',
    });
  }
  const host = values.get('dbHost');
  const hostName = host?.value ?? data.variables.find((variable) => variable.name === 'dbHost')?.default ?? '';
  if (docker && isLocalHost(hostName)) {
    findings.push({
      file: host?.file ?? dbType.file,
      line: host?.line ?? dbType.line,
      severity: 'warning',
      rule: 'postgres-localhost',
      why: host
        ? `In a container, ${shown(hostName)} is the Pulsarr container itself, where no PostgreSQL server runs.`
        : `Without ${code('dbHost')}, Pulsarr looks for PostgreSQL at ${code(hostName)}, which in a container is the Pulsarr container itself.`,
      fix: `Set ${code('dbHost')} to the PostgreSQL service's name in the compose file (such as ${code('postgres')}) or its server's address.`,
      link: 'database',
    });
  }
  return findings;
}

/** The last line that sets each name, which is the one that counts. */
export function lastByName(lines: readonly VariableLine[]): Map<string, VariableLine> {
  return new Map(lines.map((line) => [line.name, line]));
}

/** Values whose quoting dotenv reads differently from what the line suggests. */
export function checkQuoting(env: EnvFile): Finding[] {
  const findings: Finding[] = [];
  for (const entry of env.entries) {
    const { name, value, written, quote, line, endLine } = entry;
    const file = '.env';
    if (!quote) {
      // A `#` after a character, or first of all (`dbPassword=#abc` reads as empty); ` #` after a value is a comment.
      const hash = written.search(/(?:^|[^\s])#/);
      if (hash !== -1) {
        const intended = written.replace(/\s+$/, '');
        findings.push({
          file,
          line,
          severity: 'warning',
          rule: 'hash-comment',
          why: `An unquoted \`#\` starts a comment, so dotenv reads ${code(name)} as ${shown(value)} and drops the rest.`,
          fix: intended.includes("'")
            ? `Put the value in double quotes: ${shown(`${name}="${intended}"`)}.`
            : `Put the value in single quotes: ${shown(`${name}='${intended}'`)}.`,
          link: 'valuesWritten',
        });
      }
      continue;
    }
    if (value.startsWith(quote)) {
      findings.push({
        file,
        line,
        severity: 'warning',
        rule: 'unclosed-quote',
        why: `The opening ${code(quote)} is not closed at the end of the value, so dotenv keeps the quotes and reads ${code(name)} as ${shown(value)}.`,
        fix: `End the value with a matching ${code(quote)} and put nothing after it but a comment.`,
        link: 'valuesWritten',
      });
      continue;
    }
    if (endLine > line) {
      findings.push({
        file,
        line,
        severity: 'warning',
        rule: 'multi-line',
        why: `The quoted value runs on to line ${endLine}, so everything up to there, other settings included, is part of ${code(name)}.`,
        fix: `Close the quote on line ${line} if the value is meant to be one line.`,
        link: 'valuesWritten',
      });
      continue;
    }
    if (quote === '"' && /\\[nr]/.test(written)) {
      findings.push({
        file,
        line,
        severity: 'note',
        rule: 'escape-in-double-quotes',
        why: `Inside double quotes dotenv turns \`\\n\` into a line break (and \`\\r\` into a carriage return), so ${code(name)} holds one where the line shows a backslash.`,
        fix: 'Use single quotes to keep the backslash as written.',
        link: 'valuesWritten',
      });
    }
  }
  for (const line of env.skipped) {
    findings.push({
      file: '.env',
      line,
      severity: 'error',
      rule: 'unreadable-line',
      why: 'dotenv skips this line: it is not a `name=value` assignment, so Pulsarr never sees it.',
      fix: 'Write it as `name=value` with a name of letters, digits, `_`, `.` and `-`, or start it with `#` to keep it as a comment.',
      link: 'valuesWritten',
    });
  }
  return findings;
}
