// The sentences "Check your setup" shows for the docker-compose.yml rules whose wording no other test
// holds, word for word: a file with no Pulsarr service, a pasted service running another image, the Bun
// image on an old kernel, a pinned release, a service with no port, a webhook address whose port leads
// nowhere (over the Docker network and through the host) and the ones whose port is not compared, the
// env file a service loads, its data volume when a mount mode follows the path, and the values left to
// the shell.
import { describe, expect, it } from 'vitest';

import { check, composeWith, only, rulesOf } from './support';

const service = (lines: string) => `services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n${lines}`;

describe('which service is Pulsarr', () => {
  it.each([
    ['current', 'latest'],
    ['0.6.4', '0.6.4'],
  ])('on %s, a file without Pulsarr’s image says so and names the Quick Start’s image', (version, tag) => {
    const finding = only(
      check({ version, compose: 'services:\n  db:\n    image: postgres:16\n' }),
      'no-pulsarr-service',
    );
    expect(finding).toMatchObject({ line: 1, severity: 'warning', link: 'image' });
    expect(finding.why).toBe(
      'No service runs the `lakker/pulsarr` image, so the checker cannot tell which one is Pulsarr.',
    );
    expect(finding.fix).toBe(`Run Pulsarr from \`lakker/pulsarr:${tag}\`, as in the Quick Start.`);
  });

  it('a pasted service (keys without services:) that runs another image is named as the pasted one', () => {
    const finding = only(
      check({ version: 'current', compose: 'image: nginx:latest\nports:\n  - "3003:3003"\n' }),
      'image-not-pulsarr',
    );
    expect(finding.why).toBe('The pasted service runs `nginx:latest`, not `lakker/pulsarr`.');
    expect(finding.fix).toBe('Use `image: lakker/pulsarr:latest`.');
  });
});

describe('the image tag', () => {
  it('the Bun image on an old kernel: the error says what fails and how it shows', () => {
    const finding = only(
      check({ version: 'current', compose: composeWith({ image: 'lakker/pulsarr:0.14.12' }), oldKernel: true }),
      'image-bun-old-kernel',
    );
    expect(finding.why).toBe(
      '`:0.14.12` runs on Bun, which needs the `statx` system call that Synology NAS and Linux kernels older than 4.11 lack, so the container restarts in a loop after `Running database migrations...`.',
    );
  });

  it('a numbered release other than the page’s: the warning names the release and the fix the page’s tag', () => {
    const finding = only(
      check({ version: 'current', compose: composeWith({ image: 'lakker/pulsarr:0.14.12' }) }),
      'image-tag',
    );
    expect(finding).toMatchObject({ line: 3, severity: 'warning', link: 'image' });
    expect(finding.why).toMatch(/^`:0\.14\.12` pins Pulsarr 0\.14\.12, and this page checks for Latest/);
    expect(finding.fix).toBe('Use `lakker/pulsarr:latest`, or check against the docs of the release you run.');
  });
});

describe('ports', () => {
  it('a server with no ports and no network of its own: the warning names the port to publish', () => {
    const finding = only(
      check({
        version: 'current',
        env: 'TZ=UTC\n',
        compose: service('    env_file: .env\n    volumes:\n      - ./data:/app/data\n'),
      }),
      'no-port',
    );
    expect(finding).toMatchObject({ line: 2, severity: 'warning', link: 'ports' });
    expect(finding.why).toBe(
      "The service publishes no port, so neither your browser nor Sonarr and Radarr on other machines reach Pulsarr's port 3003.",
    );
    expect(finding.fix).toBe('Add `ports: ["3003:3003"]`.');
  });

  it('a service that runs a command in place of the server (a one-off job) is not asked for a port', () => {
    for (const runs of ['    command: ["migrate"]\n', '    entrypoint: /bin/sh\n']) {
      const compose = service(`${runs}    env_file: .env\n    volumes:\n      - ./data:/app/data\n`);
      expect(rulesOf(check({ version: 'current', env: 'TZ=UTC\n', compose })), runs).not.toContain('no-port');
    }
  });
});

describe('the port in the webhook address', () => {
  const callback = (version: string, env: string) =>
    only(
      check({
        version,
        env,
        compose: composeWith({ image: `lakker/pulsarr:${version === '0.6.4' ? '0.6.4' : 'latest'}` }),
      }),
      'port-callback',
    );

  it('over the Docker network, a port in baseUrl that is not the one Pulsarr listens on', () => {
    const finding = callback('current', 'TZ=UTC\nbaseUrl=http://pulsarr:3004\n');
    expect(finding).toMatchObject({ line: 6, severity: 'warning', link: 'webhookAddress' });
    expect(finding.why).toBe(
      "Sonarr and Radarr are told to call `http://pulsarr:3004` (from `baseUrl`): over the Docker network that reaches the container's own port 3004, but Pulsarr listens on 3003 (`listenPort`).",
    );
    expect(finding.fix).toBe('Write the port Pulsarr listens on: `http://pulsarr:3003`.');
  });

  it('on 0.6.4, where `port` is also what Pulsarr listens on, the fix is the port in the address', () => {
    const finding = callback('0.6.4', 'TZ=UTC\nbaseUrl=http://pulsarr:3004\n');
    expect(finding.why).toContain('but Pulsarr listens on 3003 (`port`).');
    expect(finding.fix).toBe('Write the port Pulsarr listens on: `http://pulsarr:3003`.');
  });

  it('on Latest, a port taken from `port` over the Docker network: set port to the one Pulsarr listens on', () => {
    const finding = callback('current', 'TZ=UTC\nbaseUrl=http://pulsarr\nport=3005\n');
    expect(finding.why).toMatch(
      /^Sonarr and Radarr are told to call `http:\/\/pulsarr:3005` \(from `baseUrl` and `port`\)/,
    );
    expect(finding.fix).toBe(
      "Set `port=3003` for this address, or give `baseUrl` the host's address, whose published port is the one to tell.",
    );
  });

  it('through the host, a port in baseUrl the host does not publish: publish it, or write the published one', () => {
    const finding = callback('current', 'TZ=UTC\nbaseUrl=http://192.168.1.20:3009\n');
    expect(finding).toMatchObject({ line: 6, severity: 'warning', link: 'ports' });
    expect(finding.why).toBe(
      "Sonarr and Radarr are told to call `http://192.168.1.20:3009` (from `baseUrl`), but the host publishes Pulsarr's port 3003 on `3003`, so nothing answers at 3009 unless a reverse proxy does.",
    );
    expect(finding.fix).toBe(
      'Give `baseUrl` the published port, `http://192.168.1.20:3003`, or publish `"3009:3003"`.',
    );
  });

  it('through the host, on Latest, a port from `port`: set port to the published one, or publish it', () => {
    const finding = callback('current', 'TZ=UTC\nbaseUrl=http://192.168.1.20\nport=3005\n');
    expect(finding.fix).toBe('Set `port=3003`, the port the host publishes, or publish `"3005:3003"`.');
  });
});

describe('a webhook address whose port is not compared', () => {
  const rules = (env: string, compose = composeWith()) => rulesOf(check({ version: 'current', env, compose }));

  it.each([
    ['an https:// address, which a reverse proxy answers', 'TZ=UTC\nbaseUrl=https://pulsarr.example.com:8443\n'],
    ['a localhost address, which has a finding of its own', 'TZ=UTC\nbaseUrl=http://localhost:3009\n'],
    ['an address that cannot be read', 'TZ=UTC\nbaseUrl=http://192.168.1.20:99999\n'],
  ])('%s', (_case, env) => {
    expect(rules(env)).not.toContain('port-callback');
  });

  it('a port that comes from the shell', () => {
    const compose = composeWith({ extra: '    environment:\n      - port=${PORT}\n' });
    expect(rules('TZ=UTC\nbaseUrl=http://192.168.1.20\n', compose)).not.toContain('port-callback');
  });

  it('over the Docker network, set in the service’s environment: the finding points at that line', () => {
    const compose = composeWith({ extra: '    environment:\n      - baseUrl=http://pulsarr:3004\n' });
    expect(only(check({ version: 'current', env: 'TZ=UTC\n', compose }), 'port-callback').line).toBe(14);
  });
});

describe('the env file a service loads', () => {
  const envFile = (env: string, lines: string) =>
    only(check({ version: 'current', env, compose: service(lines) }), 'env-file');

  it('another file than .env: a warning on the env_file line that names it', () => {
    const finding = envFile(
      'TZ=UTC\n',
      '    ports:\n      - "3003:3003"\n    env_file: ./config.env\n    volumes:\n      - ./data:/app/data\n',
    );
    expect(finding).toMatchObject({ line: 6, severity: 'warning', link: 'envFile' });
    expect(finding.why).toBe(
      '`env_file` loads `./config.env`, not the `.env` beside the compose file, so the container does not get the settings checked here.',
    );
    expect(finding.fix).toBe('Point it at `.env`: `env_file: .env`.');
  });

  it('.env mounted but not loaded: a warning naming each variable the container itself reads', () => {
    const finding = envFile(
      'TZ=UTC\nPUID=1000\nPGID=1000\nNODE_ARGS=--max-old-space-size=1024\n',
      '    ports:\n      - "3003:3003"\n    volumes:\n      - ./data:/app/data\n      - ./.env:/app/.env\n',
    );
    expect(finding).toMatchObject({ line: 2, severity: 'warning' });
    expect(finding.why).toBe(
      'Pulsarr reads the mounted `.env` itself, but without `env_file` the container does not get `TZ`, `PUID`, `PGID`, `NODE_ARGS`, which it reads before Pulsarr starts.',
    );
    expect(finding.fix).toBe('Add `env_file: .env` to the service, as in the Quick Start.');
  });

  it('.env neither loaded nor mounted: an error, since Pulsarr never reads it', () => {
    const finding = envFile('TZ=UTC\n', '    ports:\n      - "3003:3003"\n    volumes:\n      - ./data:/app/data\n');
    expect(finding).toMatchObject({ line: 2, severity: 'error' });
    expect(finding.why).toBe(
      'The service neither loads `.env` (`env_file`) nor mounts it at `/app/.env`, so Pulsarr never reads the settings checked here.',
    );
  });
});

describe('the data volume, with a mount mode after the path', () => {
  const findings = (volumes: string) =>
    check({
      version: 'current',
      env: 'TZ=UTC\n',
      compose: service(`    ports:\n      - "3003:3003"\n    env_file: .env\n    volumes:\n${volumes}`),
    });

  it.each(['./data:/app/data:rw,nocopy', './data:/app/data:z', './data:/app/data/:ro', 'pulsarr-data:/app/data:slave'])(
    '%s mounts the data folder',
    (volume) => {
      expect(rulesOf(findings(`      - ${volume}\n`))).not.toContain('data-volume');
    },
  );

  it('a folder named config, with a mode, is named as the likely mistake, on its line', () => {
    const finding = only(findings('      - ./logs:/app/logs\n      - ./config:/config:shared\n'), 'data-volume');
    expect(finding.line).toBe(9);
    expect(finding.why).toBe(
      'Pulsarr keeps its database and settings in `/app/data`, not `/config`, so they live inside the container and are lost when it is recreated.',
    );
  });
});

describe('values left to the shell', () => {
  it('with no .env pasted, ten names are cut to eight and a count, and the required one is named', () => {
    const environment = ['B', 'C:?', 'D', 'E', 'F', 'G', 'H', 'I', 'J']
      .map((name) => `      ${name.slice(0, 1)}: \${${name}}\n`)
      .join('');
    const finding = only(
      check({
        version: 'current',
        compose: service(`    ports:\n      - "\${A}:3003"\n    environment:\n${environment}`),
      }),
      'shell-variables',
    );
    expect(finding).toMatchObject({ line: 5, severity: 'note', link: 'input' });
    expect(finding.why).toBe(
      'With no `.env` pasted, `${A}`, `${B}`, `${C}`, `${D}`, `${E}`, `${F}`, `${G}`, `${H}` and 2 more come from the `.env` beside the compose file or the shell Compose runs in; Compose stops unless `C` is set there. The checker checks nothing that depends on them.',
    );
    expect(finding.fix).toBe('To have them checked, paste the `.env` that sets them.');
  });
});
