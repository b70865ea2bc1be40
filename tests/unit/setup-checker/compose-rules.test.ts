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
    const env = `${ENV[version].replace('port=3003\n', '')}port=9000\n`;
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
