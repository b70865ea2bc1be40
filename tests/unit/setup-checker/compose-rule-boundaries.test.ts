// The compose file rules of "Check your setup" in every form Compose accepts: each way of writing a port,
// a volume and env_file, where each rule stops firing, and the line each finding points at.
import { describe, expect, it } from 'vitest';

import type { Finding } from '../../../core/setup-checker/findings';
import { check, only, rulesOf } from './support';

/** A Latest compose file with the Pulsarr service's body given (indented 4 spaces). */
const compose = (body: string, image = 'lakker/pulsarr:latest') =>
  `services:\n  pulsarr:\n    image: ${image}\n${body}`;
const STANDARD_VOLUMES = '    volumes:\n      - ./data:/app/data\n      - .env:/app/.env\n';
const STANDARD_ENV_FILE = '    env_file:\n      - .env\n';

function findings(body: string, env = 'TZ=Europe/London\n', version = 'current'): Finding[] {
  return check({ version, env, compose: compose(body) }).filter((finding) => finding.file === 'docker-compose.yml');
}

const withPorts = (ports: string) => `    ports:\n${ports}${STANDARD_VOLUMES}${STANDARD_ENV_FILE}`;

describe('the port Docker forwards', () => {
  it.each([
    ['"3003:3003"'],
    ['"8080:3003"'],
    ['"127.0.0.1:8080:3003"'],
    ['"3003"'],
    ['3003'],
    ['"3003:3003/tcp"'],
    ['"3000-3005:3000-3005"'],
    ['"8080:3003/udp"'],
  ])('%s reaches the port Pulsarr listens on', (port) => {
    expect(findings(withPorts(`      - ${port}\n`))).toEqual([]);
  });

  it('in the long syntax, reaches it by its target', () => {
    expect(findings(withPorts('      - target: 3003\n        published: 8080\n'))).toEqual([]);
    expect(findings(withPorts('      - target: 3003\n'))).toEqual([]);
  });

  it.each([
    ['"3003:8080"', '8080', '3003'],
    ['"8080"', '8080', '3003'],
    ['"127.0.0.1:3003:3004"', '3004', '3003'],
    ['"3004-3010:3004-3010"', '3004-3010', '3004-3010'],
    ['"2000-3002:2000-3002"', '2000-3002', '2000-3002'],
  ])('%s misses it: an error on that line naming both ports', (port, container, host) => {
    const finding = only(findings(withPorts(`      - ${port}\n`)), 'port-mismatch');
    expect(finding).toMatchObject({ line: 5, severity: 'error', link: 'ports' });
    expect(finding.why).toBe(
      `Docker forwards to port \`${container}\` in the container, but Pulsarr listens on 3003 (\`listenPort\`, its default), so nothing answers.`,
    );
    expect(finding.fix).toBe(`Make the port after the colon 3003: \`"${host}:3003"\`.`);
  });

  it('misses it in the long syntax, naming its target', () => {
    const finding = only(findings(withPorts('      - target: 80\n        published: 8080\n')), 'port-mismatch');
    expect(finding.fix).toBe('Make the port after the colon 3003: `"8080:3003"`.');
  });

  it('follows the port Pulsarr listens on when .env or environment sets it, the environment winning', () => {
    expect(findings(withPorts('      - "8080:4000"\n'), 'TZ=UTC\nlistenPort=4000\n')).toEqual([]);
    const mismatch = only(findings(withPorts('      - "8080:3003"\n'), 'TZ=UTC\nlistenPort=4000\n'), 'port-mismatch');
    expect(mismatch.why).toContain('Pulsarr listens on 4000 (`listenPort`), so nothing answers.');
    const environment = `${withPorts('      - "8080:5000"\n')}    environment:\n      listenPort: 5000\n`;
    expect(rulesOf(findings(environment, 'TZ=UTC\nlistenPort=4000\n'))).not.toContain('port-mismatch');
  });

  it('is not checked when it or the port Pulsarr listens on is a variable, or the service uses the host network', () => {
    expect(rulesOf(findings(withPorts('      - "8080:${PORT}"\n')))).not.toContain('port-mismatch');
    expect(rulesOf(findings(withPorts('      - "8080:3003"\n'), 'TZ=UTC\nlistenPort=${PORT}\n'))).not.toContain(
      'port-mismatch',
    );
    expect(findings(`    network_mode: host\n${STANDARD_VOLUMES}${STANDARD_ENV_FILE}`)).toEqual([]);
  });

  it('a service that publishes no port is a warning with the mapping to add', () => {
    const finding = only(findings(`${STANDARD_VOLUMES}${STANDARD_ENV_FILE}`), 'no-port');
    expect(finding).toMatchObject({ line: 2, severity: 'warning' });
    expect(finding.fix).toBe('Add `ports: ["3003:3003"]`.');
  });
});

describe('the port Sonarr and Radarr are told (0.6.4)', () => {
  const run = (port: string, env: string) =>
    check({ version: '0.6.4', env, compose: compose(withPorts(`      - ${port}\n`), 'lakker/pulsarr:0.6.4') }).filter(
      (finding) => finding.file === 'docker-compose.yml',
    );
  const ENV = 'baseUrl=http://192.168.1.20\nTZ=UTC\n';

  it('matches the published port, a port of a published range, or a port bound to one address', () => {
    expect(run('"9000:9000"', `${ENV}port=9000\n`)).toEqual([]);
    expect(run('"8999-9001:9000"', `${ENV}port=9000\n`)).toEqual([]);
    expect(run('"127.0.0.1:9000:9000"', `${ENV}port=9000\n`)).toEqual([]);
  });

  it('that the host does not publish is a warning naming both', () => {
    const finding = only(run('"8080:9000"', `${ENV}port=9000\n`), 'port-callback');
    expect(finding).toMatchObject({ line: 5, severity: 'warning' });
    expect(finding.why).toBe(
      "Sonarr and Radarr are told to call `http://192.168.1.20:9000` (from `baseUrl` and `port`), but the host publishes Pulsarr's port 9000 on `8080`, so nothing answers at 9000 unless a reverse proxy does.",
    );
    expect(finding.fix).toBe('Publish the port Sonarr and Radarr are told: `"9000:9000"`.');
  });

  it('is not compared with a host port that is a variable, or with none', () => {
    expect(rulesOf(run('"${HOST_PORT}:9000"', `${ENV}port=9000\n`))).not.toContain('port-callback');
    expect(rulesOf(run('"9000"', `${ENV}port=9000\n`))).not.toContain('port-callback');
  });
});

describe('the data volume', () => {
  const withVolumes = (volumes: string) =>
    `    ports:\n      - "3003:3003"\n    volumes:\n${volumes}${STANDARD_ENV_FILE}`;

  it.each([
    ['./data:/app/data'],
    ['./data:/app/data/'],
    ['./data:/app/data:ro'],
    ['./data:/app/data:rw,z'],
    ['pulsarr-data:/app/data'],
    ['/app/data'],
    ['C:/pulsarr:/app/data'],
  ])('%s keeps the data', (volume) => {
    expect(rulesOf(findings(withVolumes(`      - ${volume}\n      - .env:/app/.env\n`)))).not.toContain('data-volume');
  });

  it('in the long syntax keeps the data at its target', () => {
    const long = '      - type: bind\n        source: ./data\n        target: /app/data\n      - .env:/app/.env\n';
    expect(rulesOf(findings(withVolumes(long)))).not.toContain('data-volume');
  });

  it.each([
    ['./data:/data', '/data', 7],
    ['./config:/config', '/config', 7],
    ['./data:/app/data2:ro', '/app/data2', undefined],
    ['./x:/data/', '/data/', 7],
  ])('%s elsewhere loses it, naming where it is mounted', (volume, target, line) => {
    const finding = only(findings(withVolumes(`      - ${volume}\n      - .env:/app/.env\n`)), 'data-volume');
    expect(finding.severity).toBe('warning');
    if (line === undefined) {
      expect(finding.why).toBe(
        'No volume is mounted at `/app/data`, where Pulsarr keeps its database and settings, so they are lost when the container is recreated.',
      );
      expect(finding.line).toBe(6);
    } else {
      expect(finding.line).toBe(line);
      expect(finding.why).toBe(
        `Pulsarr keeps its database and settings in \`/app/data\`, not \`${target}\`, so they live inside the container and are lost when it is recreated.`,
      );
    }
    expect(finding.fix).toBe('Mount a host folder there: `./data:/app/data`.');
  });

  it('none at all loses it: a warning on the service', () => {
    const finding = only(findings(`    ports:\n      - "3003:3003"\n${STANDARD_ENV_FILE}`), 'data-volume');
    expect(finding.line).toBe(2);
  });
});

describe('env_file', () => {
  const withEnvFile = (envFile: string, volumes = STANDARD_VOLUMES) =>
    `    ports:\n      - "3003:3003"\n${volumes}${envFile}`;
  const ONLY_DATA = '    volumes:\n      - ./data:/app/data\n';

  it.each([
    ['    env_file: .env\n'],
    ['    env_file: ./.env\n'],
    ['    env_file:\n      - ./.env\n'],
    ['    env_file:\n      - path: .env\n        required: true\n'],
    ['    env_file:\n      - other.env\n      - .env\n'],
  ])('%j loads the .env checked', (envFile) => {
    expect(rulesOf(findings(withEnvFile(envFile)))).not.toContain('env-file');
  });

  it('that loads another file is a warning naming it', () => {
    const finding = only(
      findings(withEnvFile('    env_file:\n      - pulsarr.env\n      - path: x.env\n')),
      'env-file',
    );
    expect(finding).toMatchObject({ line: 9, severity: 'warning' });
    expect(finding.why).toBe(
      '`env_file` loads `pulsarr.env`, `x.env`, not the `.env` beside the compose file, so the container does not get the settings checked here.',
    );
  });

  it('missing, with the .env mounted, is fine unless the .env sets what the container reads before Pulsarr', () => {
    expect(rulesOf(findings(withEnvFile(''), 'logLevel=debug\n'))).not.toContain('env-file');
    const finding = only(findings(withEnvFile(''), 'TZ=UTC\nPUID=1026\n'), 'env-file');
    expect(finding).toMatchObject({ line: 2, severity: 'warning' });
    expect(finding.why).toContain('the container does not get `TZ`, `PUID`, which it reads before Pulsarr starts.');
  });

  it('missing, with the .env neither loaded nor mounted, is an error', () => {
    const finding = only(findings(withEnvFile('', ONLY_DATA), 'logLevel=debug\n'), 'env-file');
    expect(finding).toMatchObject({ line: 2, severity: 'error' });
    const readOnly = '    volumes:\n      - ./data:/app/data\n      - ./.env:/app/.env:ro\n';
    expect(rulesOf(findings(withEnvFile('', readOnly), 'logLevel=debug\n'))).not.toContain('env-file');
  });

  it('is not asked about without a .env to check', () => {
    expect(rulesOf(findings(withEnvFile('', ONLY_DATA), ''))).not.toContain('env-file');
  });
});

describe('the Pulsarr service', () => {
  it('is the one running Pulsarr’s image, whatever it is called, else the one called pulsarr', () => {
    const other = `services:\n  web:\n    image: nginx\n  app:\n    image: lakker/pulsarr:latest\n    ports:\n      - "3003:8080"\n`;
    expect(only(check({ version: 'current', compose: other }), 'port-mismatch').line).toBe(7);
    const named = `services:\n  pulsarr:\n    image: example/fork:1\n`;
    expect(only(check({ version: 'current', compose: named }), 'image-not-pulsarr')).toMatchObject({
      line: 3,
      why: 'This service is called Pulsarr but runs `example/fork:1`, not `lakker/pulsarr`.',
      fix: 'Use `image: lakker/pulsarr:latest`.',
    });
    const noImage = `services:\n  pulsarr:\n    build: .\n`;
    expect(only(check({ version: 'current', compose: noImage }), 'image-not-pulsarr').why).toBe(
      'This service is called Pulsarr but runs no image, not `lakker/pulsarr`.',
    );
  });

  it('missing is a warning on services, naming the image to run', () => {
    const finding = only(
      check({ version: '0.6.4', compose: 'services:\n  web:\n    image: nginx\n' }),
      'no-pulsarr-service',
    );
    expect(finding).toMatchObject({ line: 1, severity: 'warning' });
    expect(finding.fix).toBe('Run Pulsarr from `lakker/pulsarr:0.6.4`, as in the Quick Start.');
  });

  it('reads environment written as a list, skipping names passed through without a value', () => {
    const body = `${withPorts('      - "3003:3003"\n')}    environment:\n      - logLevel=loud\n      - TZ\n      - =x\n`;
    const finding = only(findings(body), 'bad-value');
    expect(finding.line).toBe(12);
  });

  it('reads environment written as a map, skipping names without a value', () => {
    const body = `${withPorts('      - "3003:3003"\n')}    environment:\n      logLevel: loud\n      TZ:\n`;
    expect(only(findings(body), 'bad-value').line).toBe(12);
  });
});

describe('the image tag', () => {
  it('latest on the 0.6.4 page is a warning that it moves on, with the tag to use', () => {
    const finding = only(
      check({ version: '0.6.4', compose: 'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n' }),
      'image-tag',
    );
    expect(finding.why).toMatch(/^`:latest` /);
    expect(finding.fix).toBe('Use `lakker/pulsarr:0.6.4` to stay on the release these docs describe.');
  });

  it('a tag that is no release and not offered names the tags offered', () => {
    const finding = only(
      check({ version: 'current', compose: 'services:\n  pulsarr:\n    image: lakker/pulsarr:develop\n' }),
      'image-tag',
    );
    expect(finding.why).toBe('`:develop` is not one of the tags for Latest (late 2026) (`latest`, `node`).');
  });

  it('a digest or a variable is not judged', () => {
    for (const image of ['lakker/pulsarr@sha256:abc', 'lakker/pulsarr:${TAG}']) {
      expect(
        rulesOf(check({ version: 'current', compose: `services:\n  pulsarr:\n    image: ${image}\n` })),
      ).not.toContain('image-tag');
    }
  });
});
