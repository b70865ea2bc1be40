/**
 * The rules for the Pulsarr services of a compose file, read as Compose reads it: values interpolated
 * from the pasted `.env` (`interpolation.ts`), and each service that runs Pulsarr's image checked on
 * its own. A service that runs Pulsarr's server is checked for its image, the port Docker forwards
 * against the one Pulsarr listens on, the webhook address against the published port, the data volume
 * and the `.env` it loads; a one-off job (a `command:` or `entrypoint:` in place of the server, such as
 * a migration) for its image, data volume and `.env` only.
 */
import { COMPOSE_FILE, ENV_FILE, shown, type Finding } from './findings';
import { PASTED_SERVICE, type ComposeFile } from './compose-file';
import { urlProblem, type RuleContext, type VariableLine } from './env-rules';
import { PULSARR_IMAGE_NAME, pulsarrImage, releaseOf, runtimeOf } from './images';
import { asWritten, hasUnknown, interpolateDocument } from './interpolation';
import { webhookTarget } from './webhook';

/** Variables the container itself reads (its clock, its start script), which reach it only through `env_file` or `environment`. */
const CONTAINER_VARIABLES = ['TZ', 'PUID', 'PGID', 'NODE_ARGS'];

/** Where Pulsarr keeps its database and settings in the container. */
export const DATA_FOLDER = '/app/data';

export interface ComposeContext extends RuleContext {
  /** The reader's answer to "Synology NAS or a Linux kernel older than 4.11?"; undefined when not answered. */
  oldKernel?: boolean;
  /** A `.env` was given beside the compose file. */
  envGiven: boolean;
  /** The values `.env` sets, by name (the last line of each). */
  envValues: ReadonlyMap<string, VariableLine>;
}

export interface PulsarrService {
  name: string;
  /** `server` runs Pulsarr; `job` runs a command of the image in its place (a migration). */
  role: 'server' | 'job';
  /** The service as Compose reads it, its values interpolated. */
  raw: Record<string, unknown>;
  /** The variables its `environment` sets, each on its line. */
  environment: VariableLine[];
  /** Loads an env file the checker was not given, so that what it sets is unknown. */
  loadsUnseenEnvFile: boolean;
}

export interface ComposeServices {
  pulsarr: PulsarrService[];
  /** Every service's name and container name, as Sonarr and Radarr on a shared network reach it. */
  networkNames: string[];
  /** Variables of the Pulsarr services the pasted `.env` does not set, in the order of their first use. */
  fromShell: { name: string; required: boolean; line?: number }[];
}

const code = (text: string) => `\`${text}\``;
const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const list = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function finding(
  line: number | undefined,
  severity: Finding['severity'],
  rule: string,
  why: string,
  fix: string,
  link: Finding['link'],
): Finding {
  return { file: COMPOSE_FILE, line, severity, rule, why, fix, link };
}

function envFilesOf(service: Record<string, unknown>): string[] {
  const declared = service.env_file;
  return (Array.isArray(declared) ? declared : declared === undefined ? [] : [declared]).flatMap((item) => {
    if (typeof item === 'string') return [item];
    const path = asRecord(item)?.path;
    return typeof path === 'string' ? [path] : [];
  });
}

function environmentOf(compose: ComposeFile, name: string, service: Record<string, unknown>): VariableLine[] {
  const environment: VariableLine[] = [];
  const base = ['services', name, 'environment'];
  const declared = service.environment;
  if (Array.isArray(declared)) {
    declared.forEach((item, index) => {
      if (typeof item !== 'string') return;
      const at = item.indexOf('=');
      // `- NAME` alone passes the variable through from the shell: there is no value to check.
      if (at <= 0) return;
      const value = item.slice(at + 1);
      environment.push({
        file: COMPOSE_FILE,
        name: item.slice(0, at),
        value: asWritten(value),
        line: compose.lineOf([...base, index]) ?? 1,
        ...(hasUnknown(value) ? { unknown: true } : {}),
      });
    });
  } else {
    for (const [key, value] of Object.entries(asRecord(declared) ?? {})) {
      if (value === null || value === undefined) continue;
      const text = String(value);
      environment.push({
        file: COMPOSE_FILE,
        name: key,
        value: asWritten(text),
        line: compose.lineOf([...base, key]) ?? 1,
        ...(hasUnknown(text) ? { unknown: true } : {}),
      });
    }
  }
  return environment;
}

/**
 * The services that run Pulsarr's image (else one called `pulsarr`, else the one service of a
 * fragment), their values interpolated from the pasted `.env` as Compose does.
 */
export function findPulsarrServices(compose: ComposeFile, context: ComposeContext): ComposeServices {
  const rawServices = asRecord(compose.value?.services);
  if (!rawServices) return { pulsarr: [], networkNames: [], fromShell: [] };
  const lookup = (name: string) => context.envValues.get(name)?.value;
  const { value, uses } = interpolateDocument(rawServices, lookup);
  const services = asRecord(value) ?? {};
  const names = Object.keys(services);
  const byImage = names.filter((candidate) => {
    const image = asRecord(services[candidate])?.image;
    return typeof image === 'string' && pulsarrImage(image) !== null;
  });
  const chosen =
    byImage.length > 0
      ? byImage
      : names.filter((candidate) => candidate === 'pulsarr' || candidate === PASTED_SERVICE).slice(0, 1);
  const pulsarr = chosen.map((name): PulsarrService => {
    const raw = asRecord(services[name]) ?? {};
    const runsCommand = (raw.command !== undefined && raw.command !== null) || (raw.entrypoint ?? null) !== null;
    return {
      name,
      role: runsCommand ? 'job' : 'server',
      raw,
      environment: environmentOf(compose, name, raw),
      loadsUnseenEnvFile: !context.envGiven && envFilesOf(raw).length > 0,
    };
  });
  const networkNames = names
    .filter((name) => name !== PASTED_SERVICE || compose.fragment !== 'service')
    .flatMap((name) => {
      const containerName = asRecord(services[name])?.container_name;
      return [name, ...(typeof containerName === 'string' && !hasUnknown(containerName) ? [containerName] : [])];
    });
  const fromShell: ComposeServices['fromShell'] = [];
  for (const use of uses) {
    if (!chosen.includes(String(use.path[0]))) continue;
    const known = fromShell.find((entry) => entry.name === use.name);
    const line = compose.lineOf(['services', ...use.path]);
    if (known) known.required ||= use.required;
    else fromShell.push({ name: use.name, required: use.required, line });
  }
  return { pulsarr, networkNames, fromShell };
}

/** How many variable names a note lists before it counts the rest. */
const LISTED_NAMES = 8;

/** The one note that says which values of the Pulsarr services come from the shell, if any do. */
export function shellVariablesFinding(services: ComposeServices, envGiven: boolean): Finding[] {
  const { fromShell } = services;
  if (fromShell.length === 0) return [];
  // A list a sentence can hold: the first few names, then how many more.
  const cut = <T>(items: readonly T[], show: (item: T) => string) =>
    items.length > LISTED_NAMES
      ? [...items.slice(0, LISTED_NAMES).map(show), `${items.length - LISTED_NAMES} more`]
      : items.map(show);
  const names = cut(fromShell, (entry) => code(`\${${entry.name.slice(0, 40)}}`));
  const required = cut(
    fromShell.filter((entry) => entry.required),
    (entry) => code(entry.name.slice(0, 40)),
  );
  const firstLine = Math.min(...fromShell.map((entry) => entry.line ?? Infinity));
  const source = envGiven
    ? `${list(names)} ${names.length === 1 ? 'is' : 'are'} not set in the pasted ${code(ENV_FILE)}, so Compose takes ${names.length === 1 ? 'its value' : 'their values'} from the shell it runs in, or leaves ${names.length === 1 ? 'it' : 'them'} empty`
    : `With no ${code(ENV_FILE)} pasted, ${list(names)} come${names.length === 1 ? 's' : ''} from the ${code(ENV_FILE)} beside the compose file or the shell Compose runs in`;
  const stops = required.length
    ? `; Compose stops unless ${list(required)} ${required.length === 1 ? 'is' : 'are'} set there`
    : '';
  return [
    finding(
      Number.isFinite(firstLine) ? firstLine : undefined,
      'note',
      'shell-variables',
      `${source}${stops}. The checker checks nothing that depends on ${names.length === 1 ? 'it' : 'them'}.`,
      `To have ${names.length === 1 ? 'it' : 'them'} checked, paste the ${code(ENV_FILE)} that sets ${names.length === 1 ? 'it' : 'them'}.`,
      'input',
    ),
  ];
}

export function noPulsarrService(compose: ComposeFile, context: ComposeContext): Finding[] {
  const defaultTag = context.data.compose.imageTags[0]?.tag ?? 'latest';
  return [
    finding(
      compose.lineOf(['services']) ?? 1,
      'warning',
      'no-pulsarr-service',
      `No service runs the ${code(PULSARR_IMAGE_NAME)} image, so the checker cannot tell which one is Pulsarr.`,
      `Run Pulsarr from ${code(`${PULSARR_IMAGE_NAME}:${defaultTag}`)}, as in the Quick Start.`,
      'image',
    ),
  ];
}

type LineAt = (...path: (string | number)[]) => number | undefined;

/**
 * The rules for one Pulsarr service. `values` are the variables it gets, `.env` then its own
 * `environment`, the last of each name. A fragment's service is checked only for the keys it holds.
 */
export function checkComposeService(
  compose: ComposeFile,
  service: PulsarrService,
  services: ComposeServices,
  values: ReadonlyMap<string, VariableLine>,
  context: ComposeContext,
): Finding[] {
  const at: LineAt = (...path) => compose.lineOf(['services', service.name, ...path]);
  const { raw } = service;
  const partial = compose.fragment === 'service';
  const holds = (key: string) => !partial || raw[key] !== undefined;
  return [
    ...(holds('image') ? checkImage(raw, at, context, service.name === PASTED_SERVICE) : []),
    ...(service.role === 'server' ? checkPorts(raw, at, service, services, values, context) : []),
    ...(holds('volumes') ? checkDataVolume(raw, at) : []),
    ...(holds('env_file') ? checkEnvFile(raw, at, context) : []),
  ];
}

function checkImage(service: Record<string, unknown>, at: LineAt, context: ComposeContext, pasted: boolean): Finding[] {
  const { data, versionLabel, oldKernel } = context;
  const findings: Finding[] = [];
  const tags = data.compose.imageTags;
  const defaultTag = tags[0]?.tag ?? 'latest';
  const written = typeof service.image === 'string' ? service.image : undefined;
  const image = written ? pulsarrImage(written) : null;
  const line = at('image');
  if (!image) {
    findings.push(
      finding(
        line,
        'warning',
        'image-not-pulsarr',
        `${pasted ? 'The pasted service' : 'This service is called Pulsarr but'} runs ${written ? shown(written) : 'no image'}, not ${code(PULSARR_IMAGE_NAME)}.`,
        `Use ${code(`image: ${PULSARR_IMAGE_NAME}:${defaultTag}`)}.`,
        'image',
      ),
    );
    return findings;
  }
  const { tag } = image;
  if (tag === undefined) return findings;
  const offered = tags.find((choice) => choice.tag === tag);
  // `latest` on a page for a numbered release moves away from it at the next pull.
  if (offered && tag === 'latest' && defaultTag !== 'latest' && offered.hint) {
    findings.push(
      finding(
        line,
        'warning',
        'image-tag',
        offered.hint.replace(/^`[^`]+` /, `${code(`:${tag}`)} `),
        `Use ${code(`${PULSARR_IMAGE_NAME}:${defaultTag}`)} to stay on the release these docs describe.`,
        'image',
      ),
    );
  } else if (!offered) {
    const release = releaseOf(tag);
    findings.push(
      finding(
        line,
        'warning',
        'image-tag',
        release
          ? `${code(`:${tag}`)} pins Pulsarr ${release}, and this page checks for ${versionLabel}.`
          : `${code(`:${tag}`)} is not one of the tags for ${versionLabel} (${tags.map((choice) => code(choice.tag)).join(', ')}).`,
        `Use ${code(`${PULSARR_IMAGE_NAME}:${defaultTag}`)}, or check against the docs of the release you run.`,
        'image',
      ),
    );
  }
  if (oldKernel && runtimeOf(tag) === 'bun') {
    const nodeTag = tags.find((choice) => runtimeOf(choice.tag) === 'node')?.tag ?? 'node';
    findings.push(
      finding(
        line,
        'error',
        'image-bun-old-kernel',
        `${code(`:${tag}`)} runs on Bun, which needs the \`statx\` system call that Synology NAS and Linux kernels older than 4.11 lack, so the container restarts in a loop after \`Running database migrations...\`.`,
        `Use ${code(`${PULSARR_IMAGE_NAME}:${nodeTag}`)}, which runs on Node.js, and keep the same data volume.`,
        'synology',
      ),
    );
  }
  return findings;
}

interface PortMapping {
  /** The host side as written after interpolation; undefined when Docker picks a host port. */
  host?: string;
  container: string;
  line?: number;
}

function portMappings(service: Record<string, unknown>, at: LineAt): PortMapping[] {
  return asList(service.ports).flatMap((item, index): PortMapping[] => {
    const line = at('ports', index);
    if (typeof item === 'number') return [{ container: String(item), line }];
    if (typeof item === 'string') {
      const parts = item.replace(/\/(tcp|udp|sctp)$/, '').split(':');
      const container = parts.at(-1) ?? '';
      return [{ container, host: parts.length >= 2 ? parts.at(-2) || undefined : undefined, line }];
    }
    const long = asRecord(item);
    if (long && long.target !== undefined) {
      return [
        {
          container: String(long.target),
          host: long.published === undefined ? undefined : String(long.published),
          line,
        },
      ];
    }
    return [];
  });
}

/** Does a port, or a range such as 3000-3005, include `port`? */
function includes(range: string, port: number): boolean {
  const [from, to = from] = range.split('-').map(Number);
  return from !== undefined && to !== undefined && port >= from && port <= to;
}

const isLocalHost = (host: string) => host === 'localhost' || host.startsWith('127.') || host === '[::1]';

function checkPorts(
  service: Record<string, unknown>,
  at: LineAt,
  pulsarr: PulsarrService,
  services: ComposeServices,
  values: ReadonlyMap<string, VariableLine>,
  context: ComposeContext,
): Finding[] {
  const { data } = context;
  if (service.network_mode !== undefined) return [];
  const variableDefault = (name: string) => data.variables.find((variable) => variable.name === name)?.default;
  const listenVariable = data.compose.containerPort;
  const listenLine = values.get(listenVariable);
  // Set in an env file the checker has not seen, or from the shell: unknown.
  const listenUnknown = listenLine?.unknown || (listenLine === undefined && pulsarr.loadsUnseenEnvFile);
  const listen = Number(listenLine?.value ?? variableDefault(listenVariable) ?? '3003');
  if (!Number.isInteger(listen)) return [];
  const mappings = portMappings(service, at);
  if (mappings.length === 0) {
    // On a network of its own (a reverse proxy's, say), Pulsarr is reached through it.
    if (service.networks !== undefined) return [];
    return [
      finding(
        at() ?? 1,
        'warning',
        'no-port',
        `The service publishes no port, so neither your browser nor Sonarr and Radarr on other machines reach Pulsarr's port${listenUnknown ? '' : ` ${listen}`}.`,
        `Add ${code(`ports: ["${listen}:${listen}"]`)}.`,
        'ports',
      ),
    ];
  }
  if (listenUnknown) return [];
  const known = mappings.filter((mapping) => !hasUnknown(mapping.container));
  const matching = known.filter((mapping) => includes(mapping.container, listen));
  if (matching.length === 0) {
    // A port from the shell may be the one.
    if (known.length < mappings.length) return [];
    const first = known[0]!;
    return [
      finding(
        first.line,
        'error',
        'port-mismatch',
        `Docker forwards to port ${shown(first.container)} in the container, but Pulsarr listens on ${listen} (${code(listenVariable)}${listenLine === undefined ? ', its default' : ''}), so nothing answers.`,
        `Make the port after the colon ${listen}: ${shown(`"${first.host ?? listen}:${listen}"`)}.`,
        'ports',
      ),
    ];
  }
  return checkWebhookPort(matching, listen, services, values, context);
}

/**
 * The port in the webhook address against where it leads: on a Docker network, straight to the
 * container, so the port Pulsarr listens on; from elsewhere, to the host, so a port it publishes.
 * An `https://` address goes through a reverse proxy, whose port is not in this file.
 */
function checkWebhookPort(
  matching: readonly PortMapping[],
  listen: number,
  services: ComposeServices,
  values: ReadonlyMap<string, VariableLine>,
  { data }: ComposeContext,
): Finding[] {
  const baseUrl = values.get('baseUrl');
  const portLine = values.get('port');
  if (!baseUrl || baseUrl.unknown || portLine?.unknown) return [];
  const portValue = portLine?.value ?? data.variables.find((variable) => variable.name === 'port')?.default ?? '3003';
  // A baseUrl that is no URL has a finding of its own; what Pulsarr makes of it then is no address to compare.
  if (urlProblem(baseUrl.value, ['http:', 'https:']) !== null) return [];
  const target = webhookTarget(baseUrl.value, portValue);
  if (!target || target.port === undefined || target.protocol === 'https:' || isLocalHost(target.hostname)) return [];
  const listenVariable = data.compose.containerPort;
  const fromPort = target.portFrom === 'port';
  const told = `${code(target.origin)} (from ${code('baseUrl')}${fromPort ? ` and ${code('port')}` : ''})`;
  if (services.networkNames.includes(target.hostname)) {
    if (target.port === listen) return [];
    return [
      finding(
        baseUrl.file === COMPOSE_FILE ? baseUrl.line : matching[0]!.line,
        'warning',
        'port-callback',
        `Sonarr and Radarr are told to call ${told}: over the Docker network that reaches the container's own port ${target.port}, but Pulsarr listens on ${listen} (${code(listenVariable)}).`,
        fromPort && listenVariable !== 'port'
          ? `Set ${code(`port=${listen}`)} for this address, or give ${code('baseUrl')} the host's address, whose published port is the one to tell.`
          : `Write the port Pulsarr listens on: ${shown(`${target.protocol}//${target.hostname}:${listen}`)}.`,
        'webhookAddress',
      ),
    ];
  }
  const hosts = matching.map((mapping) => mapping.host);
  // Docker picks the host port, or it comes from the shell: nothing to compare with.
  if (hosts.some((host) => host === undefined || hasUnknown(host))) return [];
  const published = hosts.map((host) => host!.split(':').at(-1)!);
  if (published.some((host) => includes(host, target.port!))) return [];
  const first = matching[0]!;
  const hostPort = published[0]!;
  const fix =
    target.portFrom === 'baseUrl'
      ? `Give ${code('baseUrl')} the published port, ${shown(`${target.protocol}//${target.hostname}:${hostPort}`)}, or publish ${shown(`"${target.port}:${listen}"`)}.`
      : listenVariable === 'port'
        ? // Where `port` is also what Pulsarr listens on, only the host side can change.
          `Publish the port Sonarr and Radarr are told: ${shown(`"${target.port}:${listen}"`)}.`
        : `Set ${shown(`port=${hostPort}`)}, the port the host publishes, or publish ${shown(`"${target.port}:${listen}"`)}.`;
  return [
    finding(
      first.line,
      'warning',
      'port-callback',
      `Sonarr and Radarr are told to call ${told}, but the host publishes Pulsarr's port ${listen} on ${shown(hostPort)}, so nothing answers at ${target.port} unless a reverse proxy does.`,
      fix,
      'ports',
    ),
  ];
}

function checkDataVolume(service: Record<string, unknown>, at: LineAt): Finding[] {
  const volumes = asList(service.volumes);
  const targets = volumes.map((item, index) => {
    if (typeof item === 'string') {
      const parts = item.split(':');
      // source:target[:mode]; a lone path is an anonymous volume at that target.
      const target =
        parts.length === 1
          ? parts[0]
          : /^(ro|rw|z|Z|cached|delegated|consistent|nocopy|r?shared|r?slave|r?private)(,|$)/.test(
                parts.at(-1) ?? '',
              ) && parts.length > 2
            ? parts.at(-2)
            : parts.at(-1);
      return { target: target ?? '', line: at('volumes', index) };
    }
    return { target: String(asRecord(item)?.target ?? ''), line: at('volumes', index) };
  });
  if (targets.some(({ target }) => target.replace(/\/+$/, '') === DATA_FOLDER || hasUnknown(target))) return [];
  const near = targets.find(({ target }) => /(^|\/)(data|config)\/?$/.test(target) && !target.startsWith('/app/.env'));
  return [
    finding(
      near?.line ?? at('volumes') ?? at() ?? 1,
      'warning',
      'data-volume',
      near
        ? `Pulsarr keeps its database and settings in ${code(DATA_FOLDER)}, not ${shown(near.target)}, so they live inside the container and are lost when it is recreated.`
        : `No volume is mounted at ${code(DATA_FOLDER)}, where Pulsarr keeps its database and settings, so they are lost when the container is recreated.`,
      `Mount a host folder there: ${code(`./data:${DATA_FOLDER}`)}.`,
      'dataVolume',
    ),
  ];
}

function checkEnvFile(service: Record<string, unknown>, at: LineAt, context: ComposeContext): Finding[] {
  if (!context.envGiven) return [];
  const files = envFilesOf(service).map(asWritten);
  const isEnv = (path: string) => path.replace(/^\.\//, '') === ENV_FILE;
  if (files.length > 0 && !files.some(isEnv)) {
    return [
      finding(
        at('env_file'),
        'warning',
        'env-file',
        `${code('env_file')} loads ${files.map((file) => shown(file)).join(', ')}, not the ${code(ENV_FILE)} beside the compose file, so the container does not get the settings checked here.`,
        `Point it at ${code(ENV_FILE)}: ${code(`env_file: ${ENV_FILE}`)}.`,
        'envFile',
      ),
    ];
  }
  if (files.length === 0) {
    const mounted = asList(service.volumes).some((item) => typeof item === 'string' && /:\/app\/\.env(:|$)/.test(item));
    const forContainer = CONTAINER_VARIABLES.filter((name) => context.envValues.has(name));
    if (mounted && forContainer.length === 0) return [];
    return [
      finding(
        at() ?? 1,
        mounted ? 'warning' : 'error',
        'env-file',
        mounted
          ? `Pulsarr reads the mounted ${code(ENV_FILE)} itself, but without ${code('env_file')} the container does not get ${forContainer.map(code).join(', ')}, which it reads before Pulsarr starts.`
          : `The service neither loads ${code(ENV_FILE)} (${code('env_file')}) nor mounts it at ${code('/app/.env')}, so Pulsarr never reads the settings checked here.`,
        `Add ${code(`env_file: ${ENV_FILE}`)} to the service, as in the Quick Start.`,
        'envFile',
      ),
    ];
  }
  return [];
}
