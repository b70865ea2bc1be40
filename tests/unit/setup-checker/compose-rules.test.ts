import { describe, expect, it } from 'vitest';

import { check, composeWith, only, rulesOf, VERSIONS } from './support';

const DEFAULT_TAG = { current: 'latest', '0.6.4': '0.6.4' } as const;
const ENV = { current: 'TZ=Europe/London\n', '0.6.4': 'baseUrl=http://192.168.1.20\nport=3003\nTZ=Europe/London\n' };

describe.each(VERSIONS)('docker-compose.yml rules for docs version %s', (version) => {
  const image = `lakker/pulsarr:${DEFAULT_TAG[version]}`;
  const run = (compose: string, { env = ENV[version], oldKernel }: { env?: string; oldKernel?: boolean } = {}) =>
    check({ version, env, compose, oldKernel }).filter((finding) => finding.file === 'docker-compose.yml');

  it('find nothing in the Quick Start compose file with its .env', () => {
    expect(run(composeWith({ image }))).toEqual([]);
  });

  it('check the file against the Compose Specification, suggesting the key meant', () => {
    const finding = only(run(composeWith({ image, extra: '    volume: x\n' })), 'compose-schema');
    expect(finding).toMatchObject({ line: 13, severity: 'error' });
    expect(finding.why).toContain('did you mean `volumes`?');
  });

  it('name a tag of another release, and accept the version’s own', () => {
    const finding = only(run(composeWith({ image: 'lakker/pulsarr:0.14.2' })), 'image-tag');
    expect(finding).toMatchObject({ line: 3, severity: 'warning' });
    expect(finding.why).toContain('0.14.2');
    expect(rulesOf(run(composeWith({ image })))).not.toContain('image-tag');
  });

  it('make the Bun image an error only where the reader says the host is a Synology NAS or an old kernel', () => {
    const bun = composeWith({ image: 'lakker/pulsarr:latest' });
    const finding = only(run(bun, { oldKernel: true }), 'image-bun-old-kernel');
    expect(finding).toMatchObject({ severity: 'error', link: 'synology' });
    expect(finding.fix).toContain(version === 'current' ? 'lakker/pulsarr:node' : 'lakker/pulsarr:0.6.4');
    expect(rulesOf(run(bun, { oldKernel: false }))).not.toContain('image-bun-old-kernel');
    expect(rulesOf(run(bun))).not.toContain('image-bun-old-kernel');
    const node = composeWith({ image: version === 'current' ? 'lakker/pulsarr:node' : 'lakker/pulsarr:0.6.4' });
    expect(rulesOf(run(node, { oldKernel: true }))).not.toContain('image-bun-old-kernel');
  });

  it('want the port Docker forwards to be the one Pulsarr listens on', () => {
    const finding = only(run(composeWith({ image, ports: '"3003:8080"' })), 'port-mismatch');
    expect(finding).toMatchObject({ line: 6, severity: 'error' });
    expect(finding.why).toContain('listens on 3003');
    expect(
      rulesOf(run(composeWith({ image, ports: '"8080:3003"' }), { env: ENV[version].replace('port=3003\n', '') })),
    ).not.toContain('port-mismatch');
  });

  it('warn when the host publishes another port than the one Sonarr and Radarr are told', () => {
    const env = `${ENV[version].replace(/(baseUrl|port)=.*\n/g, '')}baseUrl=http://192.168.1.20\nport=9000\n`;
    const compose = composeWith({ image, ports: version === 'current' ? '"8080:3003"' : '"8080:9000"' });
    expect(only(run(compose, { env }), 'port-callback').severity).toBe('warning');
    const matching = composeWith({ image, ports: version === 'current' ? '"9000:3003"' : '"9000:9000"' });
    expect(rulesOf(run(matching, { env }))).not.toContain('port-callback');
  });

  it('want the data volume at /app/data', () => {
    const wrong = composeWith({ image }).replace('./data:/app/data', './data:/data');
    const finding = only(run(wrong), 'data-volume');
    expect(finding).toMatchObject({ line: 8, severity: 'warning' });
    expect(finding.why).toContain('`/data`');
  });

  it('want env_file to load the .env pasted beside the compose file', () => {
    const other = composeWith({ image }).replace('      - .env\n', '      - stack.env\n');
    expect(only(run(other), 'env-file').severity).toBe('warning');
    const none = composeWith({ image })
      .replace('    env_file:\n      - .env\n', '')
      .replace('      - .env:/app/.env\n', '');
    expect(only(run(none), 'env-file').severity).toBe('error');
    // Without a .env to compare with, there is nothing to say about env_file.
    expect(rulesOf(run(other, { env: '' }))).not.toContain('env-file');
  });

  it('check the variables a service sets in environment, on their own lines', () => {
    const compose = composeWith({ image, extra: '    environment:\n      - TZ=Europe/Paris\n      - logLevl=info\n' });
    expect(only(run(compose), 'unknown-name')).toMatchObject({ line: 15 });
    expect(rulesOf(run(compose))).not.toContain('no-time-zone');
  });
});

describe('the webhook address, modelled per version (issue 38, class 3)', () => {
  const proxied = (ports: string) => composeWith({ image: 'lakker/pulsarr:0.6.4', ports });

  it('0.6.4 behind an https reverse proxy: port is what Pulsarr listens on, and the webhook carries no port', () => {
    // Issue #43: baseUrl=https://…, port=443 and "3003:443" worked.
    const findings = check({
      version: '0.6.4',
      env: 'baseUrl=https://pulsarr.example.com\nport=443\nTZ=UTC\n',
      compose: proxied('"3003:443"'),
    });
    expect(rulesOf(findings)).not.toContain('port-callback');
    expect(rulesOf(findings)).not.toContain('port-mismatch');
  });

  it('Latest with the same file: port no longer moves what Pulsarr listens on, so 443 in the container is wrong', () => {
    const finding = only(
      check({
        version: 'current',
        env: 'baseUrl=https://pulsarr.example.com\nport=443\nTZ=UTC\n',
        compose: composeWith({ ports: '"3003:443"' }),
      }),
      'port-mismatch',
    );
    expect(finding.why).toContain('listens on 3003 (`listenPort`, its default)');
  });

  it('an http address without a port gets port, which the host must publish; one with a port keeps its own', () => {
    const env = 'baseUrl=http://192.168.1.20\nport=3003\nTZ=UTC\n';
    const callback = only(check({ version: '0.6.4', env, compose: proxied('"8080:3003"') }), 'port-callback');
    expect(callback.why).toContain('`http://192.168.1.20:3003`');
    expect(callback.fix).toContain('"3003:3003"');
    const ownPort = 'baseUrl=http://192.168.1.20:8080\nport=3003\nTZ=UTC\n';
    expect(rulesOf(check({ version: '0.6.4', env: ownPort, compose: proxied('"8080:3003"') }))).not.toContain(
      'port-callback',
    );
  });

  it('on Latest, set port to the published one: the fix names it', () => {
    const finding = only(
      check({
        version: 'current',
        env: 'baseUrl=http://192.168.1.20\nTZ=UTC\n',
        compose: composeWith({ ports: '"8080:3003"' }),
      }),
      'port-callback',
    );
    expect(finding.fix).toContain('`port=8080`');
  });

  it('an address on the Docker network reaches the container itself, so its port is the one Pulsarr listens on', () => {
    const env = 'baseUrl=http://pulsarr\nport=8080\nTZ=UTC\n';
    const finding = only(
      check({ version: 'current', env, compose: composeWith({ ports: '"8080:3003"' }) }),
      'port-callback',
    );
    expect(finding.why).toContain('over the Docker network');
    expect(finding.fix).toContain('`port=3003`');
    const right = 'baseUrl=http://pulsarr\nport=3003\nTZ=UTC\n';
    expect(
      rulesOf(check({ version: 'current', env: right, compose: composeWith({ ports: '"8080:3003"' }) })),
    ).not.toContain('port-callback');
  });

  it('Latest without baseUrl in .env: the web interface holds it, so nothing is compared', () => {
    expect(
      rulesOf(
        check({ version: 'current', env: 'TZ=UTC\nport=9000\n', compose: composeWith({ ports: '"8080:3003"' }) }),
      ),
    ).not.toContain('port-callback');
  });
});

describe('the services that are not the server (issue 38, class 4)', () => {
  const job = (name: string, command: string) => `  ${name}:
    image: lakker/pulsarr:latest
    volumes:
      - ./data:/app/data
    env_file:
      - .env
    profiles:
      - migration
    command: ${command}
`;

  it('a file of one-off jobs gets no port, baseUrl or time zone finding', () => {
    const compose = `services:\n${job('migrate', 'bun run migrate')}${job('copy', 'bun run migrate:sqlite-to-postgres')}`;
    const findings = check({ version: 'current', env: 'dbType=postgres\ndbHost=db.lan\ndbPassword=s3cret\n', compose });
    expect(findings).toEqual([]);
    const old = check({ version: '0.6.4', env: 'dbType=postgres\ndbHost=db.lan\ndbPassword=s3cret\n', compose });
    // Each job's image is checked: latest moves away from 0.6.4.
    expect(rulesOf(old)).toEqual(['image-tag', 'image-tag']);
  });

  it('a job beside the server leaves the server checked as before', () => {
    const compose = `${composeWith({ image: 'lakker/pulsarr:0.6.4', ports: '"3003:8080"' })}${job('migrate', 'npm run migrate')}`;
    const findings = check({ version: '0.6.4', env: 'baseUrl=http://192.168.1.20\nTZ=UTC\n', compose });
    expect(only(findings, 'port-mismatch').line).toBe(6);
  });

  it('several Pulsarr servers are checked one by one, each with its own environment', () => {
    const server = (name: string, port: string, volume: string) => `  ${name}:
    image: lakker/pulsarr:latest
    ports:
      - "${port}"
    volumes:
      - ${volume}
    env_file: .env
`;
    const compose = `services:\n${server('pulsarr-main', '3003:3003', './main:/app/data')}${server('pulsarr-4k', '3103:8080', './4k:/data')}`;
    const findings = check({ version: 'current', env: 'TZ=UTC\n', compose });
    expect(findings.map((finding) => [finding.rule, finding.line])).toEqual([
      ['port-mismatch', 12],
      ['data-volume', 14],
    ]);
  });

  it('a service block without services:, or a part of one, is read as such and checked for what it holds', () => {
    const block = check({
      version: '0.6.4',
      compose:
        '  pulsarr:\n    image: lakker/pulsarr:0.6.4\n    ports:\n      - "3003:3003"\n    volumes:\n      - ./data:/app/data\n    environment:\n      - TZ=UTC\n',
    });
    expect(rulesOf(block)).toEqual(['compose-fragment']);
    const part = check({
      version: '0.6.4',
      env: 'baseUrl=http://192.168.1.20\nTZ=UTC\n',
      compose: 'ports:\n  - "3003:8080"\n',
    });
    expect(rulesOf(part)).toEqual(['compose-fragment', 'port-mismatch']);
  });

  it('no published port is fine for a service on a network of its own, such as a reverse proxy’s', () => {
    const compose =
      'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    networks: [proxy]\n    volumes: ["./data:/app/data"]\nnetworks:\n  proxy:\n    external: true\n';
    expect(rulesOf(check({ version: 'current', compose }))).not.toContain('no-port');
    expect(rulesOf(check({ version: 'current', compose: compose.replace('    networks: [proxy]\n', '') }))).toContain(
      'no-port',
    );
  });
});

describe('a container on the host’s network', () => {
  it('reaches the host at localhost, so baseUrl and dbHost there are no container address', () => {
    const compose =
      'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    network_mode: host\n    volumes: ["./data:/app/data"]\n    env_file: .env\n';
    const env = 'TZ=UTC\nbaseUrl=http://localhost\ndbType=postgres\ndbPassword=s3cret\n';
    const rules = rulesOf(check({ version: 'current', env, compose }));
    expect(rules).not.toContain('baseurl-localhost');
    expect(rules).not.toContain('postgres-localhost');
    const bridged = compose.replace('    network_mode: host\n', '    ports: ["3003:3003"]\n');
    expect(rulesOf(check({ version: 'current', env, compose: bridged }))).toEqual(
      expect.arrayContaining(['baseurl-localhost', 'postgres-localhost']),
    );
  });
});
