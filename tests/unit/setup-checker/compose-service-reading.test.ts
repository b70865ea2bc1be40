// How the checker reads a Pulsarr service out of a compose file before judging it: which services are
// Pulsarr's, the variables an `environment` sets in its list and its mapping form (and the entries that
// set nothing), the port mappings in their short, numeric and long forms, and the names other containers
// reach it by.
import { describe, expect, it } from 'vitest';

import { readComposeFile } from '../../../core/setup-checker/compose-file';
import { findPulsarrServices } from '../../../core/setup-checker/compose-rules';
import type { VariableLine } from '../../../core/setup-checker/env-rules';
import { envData } from '../../../core/settings/env-vars';
import { check, only, rulesOf } from './support';

const servicesOf = (text: string, envValues: ReadonlyMap<string, VariableLine> = new Map()) =>
  findPulsarrServices(readComposeFile(text), {
    data: envData('current'),
    versionLabel: 'Latest',
    docker: true,
    envGiven: envValues.size > 0,
    envValues,
  });

describe('which services are Pulsarr’s', () => {
  it('every service running its image, whatever it is called', () => {
    const { pulsarr } = servicesOf(
      'services:\n  app:\n    image: lakker/pulsarr:latest\n  pulsarr:\n    image: nginx\n  migrate:\n    image: lakker/pulsarr:latest\n    command: migrate\n',
    );
    expect(pulsarr.map((service) => [service.name, service.role])).toEqual([
      ['app', 'server'],
      ['migrate', 'job'],
    ]);
  });

  it('without that image, the one called pulsarr; without either, none', () => {
    expect(
      servicesOf('services:\n  db:\n    image: postgres\n  pulsarr:\n    image: nginx\n').pulsarr.map((s) => s.name),
    ).toEqual(['pulsarr']);
    expect(servicesOf('services:\n  db:\n    image: postgres\n').pulsarr).toEqual([]);
    expect(servicesOf('version: "3"\n').pulsarr).toEqual([]);
  });

  it('a command or entrypoint of null runs the server as usual', () => {
    const { pulsarr } = servicesOf(
      'services:\n  p:\n    image: lakker/pulsarr:latest\n    command: null\n    entrypoint: null\n',
    );
    expect(pulsarr[0]!.role).toBe('server');
  });
});

describe('the variables an environment sets', () => {
  it('in list form: each NAME=value on its line; a name alone, or no name, sets nothing', () => {
    const [service] = servicesOf(
      'services:\n  p:\n    image: lakker/pulsarr:latest\n    environment:\n      - TZ=Europe/London\n      - PUID\n      - =oops\n      - logLevel=a=b\n      - 42\n',
    ).pulsarr;
    expect(service!.environment).toEqual([
      { file: 'docker-compose.yml', name: 'TZ', value: 'Europe/London', line: 5 },
      { file: 'docker-compose.yml', name: 'logLevel', value: 'a=b', line: 8 },
    ]);
  });

  it('in mapping form: numbers and switches as text, an empty entry as nothing, a shell value as unknown', () => {
    const [service] = servicesOf(
      'services:\n  p:\n    image: lakker/pulsarr:latest\n    environment:\n      port: 3003\n      cookieSecured: false\n      TZ:\n      logLevel: ${LEVEL}\n',
    ).pulsarr;
    expect(service!.environment).toEqual([
      { file: 'docker-compose.yml', name: 'port', value: '3003', line: 5 },
      { file: 'docker-compose.yml', name: 'cookieSecured', value: 'false', line: 6 },
      { file: 'docker-compose.yml', name: 'logLevel', value: '${LEVEL}', line: 8, unknown: true },
    ]);
  });

  it('a value the environment sets is judged on its own line of the compose file', () => {
    const compose =
      'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    ports:\n      - "3003:3003"\n    environment:\n      - logLevel=loud\n      - TZ=UTC\n    volumes:\n      - ./data:/app/data\n';
    expect(only(check({ version: 'current', compose }), 'bad-value')).toMatchObject({
      file: 'docker-compose.yml',
      line: 7,
    });
  });
});

describe('the names other containers reach Pulsarr by', () => {
  it('are every service’s name and written container name', () => {
    const { networkNames } = servicesOf(
      'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    container_name: pulsarr-app\n  sonarr:\n    image: sonarr\n    container_name: ${NAME}\n',
    );
    expect(networkNames).toEqual(['pulsarr', 'pulsarr-app', 'sonarr']);
  });
});

describe('the ports a service publishes', () => {
  const withPorts = (ports: string, env = 'TZ=UTC\n') =>
    check({
      version: 'current',
      env,
      compose: `services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    ports:\n${ports}    env_file: .env\n    volumes:\n      - ./data:/app/data\n`,
    });

  it.each([
    ['a bare number', '      - 3003\n'],
    ['a container port alone', '      - "3003"\n'],
    ['the long form', '      - target: 3003\n        published: 8080\n'],
    ['the long form without a host port', '      - target: 3003\n'],
    ['a range that holds the port', '      - "3000-3005:3000-3005"\n'],
    ['a host address before the ports', '      - "127.0.0.1:3003:3003/tcp"\n'],
  ])('%s reaches the port Pulsarr listens on', (_case, ports) => {
    expect(rulesOf(withPorts(ports))).not.toContain('port-mismatch');
  });

  it.each([
    ['a bare number', '      - 8080\n', 5],
    ['the long form', '      - target: 8080\n        published: 3003\n', 5],
    ['a range that stops below it', '      - "3000-3002:3000-3002"\n', 5],
    ['a range that starts above it', '      - "3004-3010:3004-3010"\n', 5],
  ])('%s that misses it is a port mismatch on its line', (_case, ports, line) => {
    expect(only(withPorts(ports), 'port-mismatch').line).toBe(line);
  });

  it('the long form’s published port is the one the webhook address must use', () => {
    const finding = only(
      withPorts('      - target: 3003\n        published: 8080\n', 'TZ=UTC\nbaseUrl=http://192.168.1.20:3003\n'),
      'port-callback',
    );
    expect(finding.fix).toBe(
      'Give `baseUrl` the published port, `http://192.168.1.20:8080`, or publish `"3003:3003"`.',
    );
  });
});
