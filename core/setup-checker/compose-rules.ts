/**
 * The rules for the Pulsarr service of a compose file: its image against the
 * version checked (and the host question), the port Docker forwards against the
 * one Pulsarr listens on, the data volume, the `.env` it loads, and the variables
 * its `environment` sets.
 */
import { COMPOSE_FILE, ENV_FILE, shown, type Finding } from './findings';
import type { ComposeFile } from './compose-file';
import type { RuleContext, VariableLine } from './env-rules';
import { PULSARR_IMAGE_NAME, pulsarrImage, releaseOf, runtimeOf } from './images';

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
  /** The variables its `environment` sets, each on its line. */
  environment: VariableLine[];
}

const code = (text: string) => `\`${text}\``;
const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

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

/** The service running Pulsarr's image (else one called `pulsarr`), with its `environment` as variable lines. */
export function findPulsarrService(compose: ComposeFile): PulsarrService | null {
  const services = asRecord(compose.value?.services);
  if (!services) return null;
  const names = Object.keys(services);
  const name =
    names.find((candidate) => {
      const image = asRecord(services[candidate])?.image;
      return typeof image === 'string' && pulsarrImage(image) !== null;
    }) ?? names.find((candidate) => candidate === 'pulsarr');
  if (!name) return null;
  const service = asRecord(services[name])!;
  const environment: VariableLine[] = [];
  const base = ['services', name, 'environment'];
  const declared = service.environment;
  if (Array.isArray(declared)) {
    declared.forEach((item, index) => {
      if (typeof item !== 'string') return;
      const at = item.indexOf('=');
      // `- NAME` alone passes the variable through from the shell: there is no value to check.
      if (at <= 0) return;
      environment.push({
        file: COMPOSE_FILE,
        name: item.slice(0, at),
        value: item.slice(at + 1),
        line: compose.lineOf([...base, index]) ?? 1,
      });
    });
  } else {
    for (const [key, value] of Object.entries(asRecord(declared) ?? {})) {
      if (value === null || value === undefined) continue;
      environment.push({
        file: COMPOSE_FILE,
        name: key,
        value: String(value),
        line: compose.lineOf([...base, key]) ?? 1,
      });
    }
  }
  return { name, environment };
}

export function checkComposeService(
  compose: ComposeFile,
  service: PulsarrService | null,
  context: ComposeContext,
): Finding[] {
  const { data } = context;
  const defaultTag = data.compose.imageTags[0]?.tag ?? 'latest';
  if (!compose.value) return [];
  if (!service) {
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
  const raw = asRecord(asRecord(compose.value.services)?.[service.name])!;
  const at = (...path: (string | number)[]) => compose.lineOf(['services', service.name, ...path]);
  return [
    ...checkImage(raw, at, context),
    ...checkPorts(raw, at, service, context),
    ...checkDataVolume(raw, at),
    ...checkEnvFile(raw, at, context),
  ];
}

type LineAt = (...path: (string | number)[]) => number | undefined;

function checkImage(service: Record<string, unknown>, at: LineAt, context: ComposeContext): Finding[] {
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
        `This service is called Pulsarr but runs ${written ? shown(written) : 'no image'}, not ${code(PULSARR_IMAGE_NAME)}.`,
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

function checkPorts(
  service: Record<string, unknown>,
  at: LineAt,
  pulsarr: PulsarrService,
  context: ComposeContext,
): Finding[] {
  const { data, envValues } = context;
  if (service.network_mode !== undefined) return [];
  const valueOf = (name: string) =>
    [...pulsarr.environment].reverse().find((entry) => entry.name === name)?.value ?? envValues.get(name)?.value;
  const listenVariable = data.compose.containerPort;
  const listenWritten = valueOf(listenVariable);
  const listenDefault = data.variables.find((variable) => variable.name === listenVariable)?.default ?? '3003';
  const listen = Number(listenWritten ?? listenDefault);
  const mappings = portMappings(service, at);
  if (!Number.isInteger(listen)) return [];
  if (mappings.length === 0) {
    return [
      finding(
        at() ?? 1,
        'warning',
        'no-port',
        `The service publishes no port, so neither your browser nor Sonarr and Radarr on other machines reach Pulsarr's port ${listen}.`,
        `Add ${code(`ports: ["${listen}:${listen}"]`)}.`,
        'ports',
      ),
    ];
  }
  if (mappings.some((mapping) => mapping.container.includes('$'))) return [];
  const matching = mappings.find((mapping) => includes(mapping.container, listen));
  if (!matching) {
    const first = mappings[0]!;
    return [
      finding(
        first.line,
        'error',
        'port-mismatch',
        `Docker forwards to port ${shown(first.container)} in the container, but Pulsarr listens on ${listen} (${code(listenVariable)}${listenWritten === undefined ? ', its default' : ''}), so nothing answers.`,
        `Make the port after the colon ${listen}: ${shown(`"${first.host ?? listen}:${listen}"`)}.`,
        'ports',
      ),
    ];
  }
  const callback = valueOf('port');
  if (
    callback !== undefined &&
    matching.host !== undefined &&
    !matching.host.includes('$') &&
    !includes(matching.host.split(':').at(-1)!, Number(callback))
  ) {
    return [
      finding(
        matching.line,
        'warning',
        'port-callback',
        `Sonarr and Radarr are told to call port ${shown(callback)} (${code('port')}), but the host publishes Pulsarr on ${shown(matching.host)}.`,
        `Publish the same port Sonarr and Radarr are told: ${shown(`"${callback}:${listen}"`)}, or set ${shown(`port=${matching.host}`)}.`,
        'ports',
      ),
    ];
  }
  return [];
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
          : /^(ro|rw|z|Z|cached|delegated|consistent|nocopy)(,|$)/.test(parts.at(-1) ?? '') && parts.length > 2
            ? parts.at(-2)
            : parts.at(-1);
      return { target: target ?? '', line: at('volumes', index) };
    }
    return { target: String(asRecord(item)?.target ?? ''), line: at('volumes', index) };
  });
  if (targets.some(({ target }) => target.replace(/\/+$/, '') === DATA_FOLDER)) return [];
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
  const declared = service.env_file;
  const files = (Array.isArray(declared) ? declared : declared === undefined ? [] : [declared]).flatMap((item) => {
    if (typeof item === 'string') return [item];
    const path = asRecord(item)?.path;
    return typeof path === 'string' ? [path] : [];
  });
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
