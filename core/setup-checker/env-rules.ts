/**
 * The rules for variables: each name, each value and the settings that only make
 * sense together, over the `.env` entries (and a compose service's `environment`,
 * which sets variables the same way) and the data module's facts for the version.
 */
import { otherVersionVariable, type EnvVar, type VersionEnvData } from '../settings/env-vars';
import { shown, type CheckedFile, type Finding } from './findings';
import type { EnvFile } from './env-file';
import { findPlaceholder } from './placeholders';
import { closestName } from './suggest';

/** A variable as one of the two files sets it. */
export interface VariableLine {
  file: CheckedFile;
  name: string;
  /** The value Pulsarr reads; for an unknown one, as written. */
  value: string;
  line: number;
  /** The value comes, in part, from the shell Compose runs in (`${VAR}`): nothing is checked about it. */
  unknown?: boolean;
}

export interface RuleContext {
  data: VersionEnvData;
  /** The version's label, as readers see it (`0.6.4`, `Latest (late 2026)`). */
  versionLabel: string;
  /** A compose file was given, so Pulsarr runs in a container. */
  docker: boolean;
  /** Variables the compose file names in `${…}`: Compose reads them from `.env`, whether Pulsarr does or not. */
  composeVariables?: ReadonlySet<string>;
  /** The container shares the host's network (`network_mode: host`): there, `localhost` is the host. */
  hostNetwork?: boolean;
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
      const reason = urlProblem(value, protocols);
      return reason === null
        ? null
        : `${code(name)} takes a URL starting with ${protocols.map((p) => code(`${p}//`)).join(' or ')}, and ${shown(value)} cannot be read as one: ${reason}.`;
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

// The characters a host name can never hold (the URL Standard's forbidden host code points, and %).
const FORBIDDEN_IN_HOST = /[\s#%/:<>?@[\\\]^|]/;

/** Why a value is no URL of these protocols, as the end of a sentence, or null when it is one. */
export function urlProblem(value: string, protocols: readonly string[]): string | null {
  const names = protocols.map((protocol) => code(`${protocol}//`)).join(' or ');
  const space = /\s/.exec(value);
  if (space) return space[0] === ' ' ? 'it holds a space' : 'it holds a tab or a line break';
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(value);
  if (!scheme) return `it has no ${names} in front`;
  if (!protocols.includes(`${scheme[1]!.toLowerCase()}:`)) return `it starts with ${code(scheme[0])}`;
  const authority = value.slice(scheme[0].length).split(/[/?#]/, 1)[0]!;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const ipv6 = /^\[[0-9A-Fa-f:.]+\]/.exec(hostAndPort);
  const host = ipv6 ? ipv6[0] : hostAndPort.split(':', 1)[0]!;
  const port = hostAndPort.slice(host.length + 1);
  if (host === '') return `it names no host after ${code(scheme[0])}`;
  const forbidden = ipv6 ? null : FORBIDDEN_IN_HOST.exec(host);
  if (forbidden) return `${code(forbidden[0])} cannot be part of a host name`;
  if (hostAndPort.length > host.length) {
    if (!/^[0-9]*$/.test(port)) return `its port ${shown(port)} is not a number`;
    if (Number(port) > 65535) return `its port ${port} is above 65535`;
  }
  try {
    new URL(value);
  } catch {
    return `${shown(host)} is not a host name`;
  }
  return null;
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

/** The seeding set a development-only variable belongs to: `Sonarr` for `sonarrApiKey`. */
function seedingSet(name: string): string {
  const word = /^[a-z]+/.exec(name)?.[0] ?? name;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Variables another setting needs, so that deleting their line is no fix: with `dbType=postgres` and no
 * connection string, Pulsarr refuses to start without `dbPassword`, even where it has no default.
 */
function neededByOthers(effective: ReadonlySet<VariableLine>): Set<string> {
  const set = (name: string, value?: string) =>
    [...effective].some(
      (entry) => entry.name === name && entry.value !== '' && (value === undefined || entry.value === value),
    );
  const needed = new Set<string>();
  if (set('dbType', 'postgres') && !set('dbConnectionString')) needed.add('dbPassword');
  return needed;
}

/** What to put in place of a stand-in, by the variable it is in. */
function placeholderFix(
  variable: EnvVar,
  placeholder: string,
  data: VersionEnvData,
  needed: ReadonlySet<string>,
): string {
  const { name, type } = variable;
  if (name === 'baseUrl') {
    return `Write your own value in place of ${shown(placeholder)}, so that ${code('baseUrl')} is an address Sonarr and Radarr can reach, such as ${code('http://192.168.1.20')}.`;
  }
  const noun = /password/i.test(name)
    ? 'password'
    : /host$/i.test(name)
      ? 'host name or IP address'
      : type.kind === 'url'
        ? 'address'
        : 'value';
  // A variable that may stay empty (a feature left off) can go; one with a default would take that default instead.
  const canGo =
    emptyIsDefault(variable) && !(data.compose.alwaysWritten as readonly string[]).includes(name) && !needed.has(name);
  return `Put your own ${noun} in place of ${shown(placeholder)}${canGo ? ', or delete the line' : ''}.`;
}

/** Why a `cookieSecret` is one others know or can guess, or null. */
function knownSecret(value: string): string | null {
  if (findPlaceholder(value) !== null) {
    return `${code('cookieSecret')} is a stand-in from a published example, so everyone who read it knows the secret that signs your session cookies`;
  }
  if (/^(.)\1*$/s.test(value)) {
    return `${code('cookieSecret')} is one character repeated, which anyone can guess, and it is the secret that signs your session cookies`;
  }
  if (value.length < 16) {
    return `${code('cookieSecret')} is only ${value.length} characters long, few enough to guess, and it is the secret that signs your session cookies`;
  }
  return null;
}

/**
 * Findings for each variable on its own: its name, its value, and whether it replaces a setting of the
 * web interface or API. `effective` are the lines that count (the last of each name Pulsarr gets).
 */
export function checkEachVariable(
  lines: readonly VariableLine[],
  context: RuleContext,
  effective: ReadonlySet<VariableLine> = new Set(lastByName(lines).values()),
): Finding[] {
  const { data, versionLabel } = context;
  const findings: Finding[] = [];
  const names = data.variables.map((variable) => variable.name);
  const needed = neededByOthers(effective);
  // One note per development-only set and file: the advice is the same for each of its lines.
  const devNoted = new Set<string>();
  const devNote = (entry: VariableLine, set: string, finding: () => Finding) => {
    const key = `${entry.file} ${set}`;
    if (devNoted.has(key)) return;
    devNoted.add(key);
    findings.push(finding());
  };
  for (const entry of lines) {
    const { file, name, value, line } = entry;
    const variable = findVariable(data, name);
    if (!variable) {
      if (data.mockVariables.includes(name)) {
        // Stryker disable next-line StringLiteral: any key differs from the seeding sets' capitalised names, '' included
        devNote(entry, 'mocks', () => ({
          file,
          line,
          severity: 'note',
          rule: 'dev-only',
          why: `${code(name)}${lines.filter((other) => other.file === file && data.mockVariables.includes(other.name)).length > 1 ? ' and the other `MOCK_` lines are' : ' is'} for the local mock servers of a development checkout (\`bun run dev:mocks\`); Pulsarr itself does not read them, so in an install they do nothing.`,
          fix: 'Delete the `MOCK_` lines.',
          link: 'mocks',
        }));
        continue;
      }
      // A variable for Compose's own use (`"${PORT}:3003"`) does its work before Pulsarr starts.
      if (file === '.env' && context.composeVariables?.has(name)) continue;
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
    if (variable.devOnly) {
      const set = seedingSet(name);
      const prefix = code(`${set.toLowerCase()}…`);
      const more = lines.some(
        (other) =>
          other !== entry &&
          other.file === file &&
          findVariable(data, other.name)?.devOnly &&
          seedingSet(other.name) === set,
      );
      devNote(entry, set, () => ({
        file,
        line,
        severity: 'note',
        rule: 'dev-only',
        why: `${code(name)}${more ? ` and the other ${prefix} lines are` : ' is'} for development: when Pulsarr starts, the ${prefix} variables seed one ${set} instance from their values, skipping the connection test the web interface runs.`,
        fix: `In an install, delete the ${prefix} lines and add ${set} in the web interface, which tests the connection first.`,
        link: 'seeding',
      }));
      continue;
    }
    const overrides = (): Finding[] =>
      variable.overridesUi && effective.has(entry)
        ? [
            {
              file,
              line,
              severity: 'note',
              rule: 'overrides-ui',
              why: `${code(name)} is also set in the web interface or through the API: this value replaces that one at every restart, so a change made there lasts until the next one.`,
              fix: 'Keep the line only to pin the value; to manage it in the web interface or the API, delete the line.',
              link: 'overrides',
            },
          ]
        : [];
    // A value from the shell is not judged; that it replaces a setting holds whatever it is.
    if (entry.unknown) {
      findings.push(...overrides());
      continue;
    }
    if (value === '' && (emptyIsDefault(variable) || variable.type.kind === 'string')) {
      if (variable.overridesUi && !emptyIsDefault(variable)) {
        findings.push({
          file,
          line,
          severity: 'warning',
          rule: 'empty-value',
          why: `An empty ${code(name)} replaces the value set in the web interface or API with nothing at every restart.`,
          fix: 'Delete the line to keep the value you set in the web interface or API.',
          link: 'overrides',
        });
      }
      continue;
    }
    const placeholder = findPlaceholder(value);
    const problem = valueProblem(variable, value);
    if (problem) {
      findings.push({
        file,
        line,
        severity: 'error',
        rule: 'bad-value',
        why: problem,
        // In a free-form value, the stand-in is what to replace; a value of fixed form has its own fix.
        fix:
          placeholder && (variable.type.kind === 'url' || variable.type.kind === 'string')
            ? placeholderFix(variable, placeholder, data, needed)
            : exampleFix(variable),
        link: 'variables',
      });
      continue;
    }
    if (name === 'cookieSecret') {
      const known = knownSecret(value);
      if (known) {
        findings.push({
          file,
          line,
          severity: 'error',
          rule: 'cookie-secret-known',
          why: `${known}.`,
          fix: 'Delete the line, so that Pulsarr generates a random secret when it starts.',
          link: 'cookieSecret',
        });
        continue;
      }
    }
    if (placeholder) {
      findings.push({
        file,
        line,
        severity: 'warning',
        rule: 'placeholder',
        why: `${shown(placeholder)} in ${code(name)} is a stand-in copied from an example, not a value of yours, and Pulsarr uses it as written.`,
        fix: placeholderFix(variable, placeholder, data, needed),
        link: 'variables',
      });
      continue;
    }
    findings.push(...overrides());
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
  const known = (name: string) => {
    const entry = values.get(name);
    return entry?.unknown ? undefined : entry;
  };
  const baseUrl = known('baseUrl');
  const url = baseUrl ? parsedUrl(baseUrl.value) : null;
  if (baseUrl && url && isLocalHost(url.hostname) && !context.hostNetwork) {
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
    const path = url.pathname.replace(/\/+$/, '');
    const basePath = known('basePath');
    const withoutPath = `${url.origin}`;
    // Pulsarr puts basePath, never baseUrl's path, in front of the webhook's path: the same prefix there makes it right.
    const inBasePath = has('basePath') && basePath?.value.replace(/\/+$/, '') === path;
    findings.push({
      file: baseUrl.file,
      line: baseUrl.line,
      severity: inBasePath ? 'note' : 'warning',
      rule: 'baseurl-path',
      why: inBasePath
        ? `Pulsarr does not use the path ${shown(url.pathname)} of ${code('baseUrl')}: it builds the webhook address from ${code('basePath')}, which holds the same prefix.`
        : `${code('baseUrl')} is only the address Sonarr and Radarr call back; its path ${shown(url.pathname)} is left out of the webhook address and does not move Pulsarr's pages under that path.`,
      fix: inBasePath
        ? `Leave the path out of ${code('baseUrl')}: ${shown(withoutPath)}.`
        : has('basePath')
          ? `Put the prefix in ${code(`basePath=${path}`)} and leave the path out of ${code('baseUrl')}.`
          : `Leave the path out of ${code('baseUrl')}.`,
      link: 'basePath',
    });
  }
  const cookieSecured = known('cookieSecured');
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

function checkDatabase(
  values: ReadonlyMap<string, VariableLine>,
  { data, docker, hostNetwork }: RuleContext,
): Finding[] {
  const findings: Finding[] = [];
  const dbType = values.get('dbType');
  if (dbType?.unknown) return findings;
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
  if (docker && !hostNetwork && !host?.unknown && isLocalHost(hostName)) {
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
    const { name, value, written, spaced, quote, line, endLine } = entry;
    const file = '.env';
    if (!quote) {
      // A `#` after a character, or right after `=` (`dbPassword=#abc` reads as empty); a `#` after spaces is a comment.
      const hash = written.search(spaced ? /[^\s]#/ : /(?:^|[^\s])#/);
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
