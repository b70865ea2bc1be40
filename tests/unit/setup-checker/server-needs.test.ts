// What a Pulsarr server needs that the pasted files lack (0.6.4's baseUrl, a time zone), said word for
// word, and said only where the checker can tell: not for a .env with lines left out (`...`), not for a
// service that loads an env file nobody pasted, not for a one-off job; and a finding that several
// services share is listed once.
import { describe, expect, it } from 'vitest';

import { check, composeWith, only, rulesOf } from './support';

const OLD_COMPOSE = composeWith({ image: 'lakker/pulsarr:0.6.4' });

describe('baseUrl on 0.6.4, which reads it from .env before the web interface is set up', () => {
  it.each([
    ['beside a compose file, an error', OLD_COMPOSE, 'error'],
    ['without one, a warning', undefined, 'warning'],
  ])('missing, %s that names the default Pulsarr would give', (_case, compose, severity) => {
    const finding = only(check({ version: '0.6.4', env: 'TZ=UTC\n', compose }), 'baseurl-missing');
    expect(finding).toMatchObject({ file: '.env', severity, link: 'webhookAddress' });
    expect(finding.line).toBeUndefined();
    expect(finding.why).toBe(
      'Without `baseUrl`, Pulsarr gives Sonarr and Radarr its default `http://localhost` for their webhooks, and in a container that is the container itself.',
    );
    expect(finding.fix).toBe(
      "Add `baseUrl` with an address Sonarr and Radarr can reach, such as the server's IP address: `baseUrl=http://192.168.1.20`.",
    );
  });

  it('is not asked of Latest, which asks for it in the web interface', () => {
    expect(rulesOf(check({ version: 'current', env: 'TZ=UTC\n', compose: composeWith() }))).not.toContain(
      'baseurl-missing',
    );
  });
});

describe('a time zone', () => {
  it('missing beside a compose file: a note whose fix gives an example', () => {
    const compose =
      'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    ports:\n      - "3003:3003"\n    volumes:\n      - ./data:/app/data\n';
    const finding = only(check({ version: 'current', compose }), 'no-time-zone');
    expect(finding.why).toBe(
      '`TZ` is not set, so the container runs on UTC and its schedules and log times follow UTC.',
    );
    expect(finding.fix).toBe('Add your time zone, for example `TZ=America/New_York`.');
  });

  it('unknown: a warning whose fix says what form a name takes', () => {
    const finding = only(check({ version: 'current', env: 'TZ=Mars/Base\n' }), 'unknown-time-zone');
    expect(finding).toMatchObject({ file: '.env', line: 1, severity: 'warning', link: 'timeZone' });
    expect(finding.fix).toBe('Write your time zone as a `Region/City` name, for example `TZ=America/New_York`.');
  });

  it('empty is no unknown time zone', () => {
    expect(rulesOf(check({ version: 'current', env: 'TZ=\n', compose: composeWith() }))).not.toContain(
      'unknown-time-zone',
    );
  });
});

describe('where the checker cannot tell, it says nothing is missing', () => {
  it('a .env with lines left out may hold baseUrl and TZ in them', () => {
    const rules = rulesOf(check({ version: '0.6.4', env: 'logLevel=info\n...\n', compose: OLD_COMPOSE }));
    expect(rules).not.toContain('baseurl-missing');
    expect(rules).not.toContain('no-time-zone');
  });

  it('a service that loads an env file nobody pasted may get TZ from it', () => {
    expect(rulesOf(check({ version: 'current', compose: composeWith() }))).not.toContain('no-time-zone');
  });

  it('a one-off job needs neither a time zone nor a webhook address', () => {
    const job =
      'services:\n  pulsarr:\n    image: lakker/pulsarr:0.6.4\n    command: migrate\n    env_file: .env\n    volumes:\n      - ./data:/app/data\n';
    const rules = rulesOf(check({ version: '0.6.4', env: 'logLevel=info\n', compose: job }));
    expect(rules).not.toContain('no-time-zone');
    expect(rules).not.toContain('baseurl-missing');
  });
});

describe('two Pulsarr services that load the same .env', () => {
  it('get a finding about its values once, and each its own port finding', () => {
    const server = (name: string, port: number, data: string) =>
      `  ${name}:\n    image: lakker/pulsarr:latest\n    ports:\n      - "${port}:3003"\n    env_file: .env\n    volumes:\n      - ${data}:/app/data\n`;
    const compose = `services:\n${server('pulsarr', 3003, './data')}${server('pulsarr2', 3004, './data2')}`;
    const findings = check({
      version: 'current',
      env: 'TZ=UTC\nbaseUrl=http://192.168.1.20:3003\ncookieSecured=true\n',
      compose,
    });
    expect(findings.filter((finding) => finding.rule === 'cookie-over-http')).toHaveLength(1);
    expect(only(findings, 'port-callback')).toMatchObject({ file: 'docker-compose.yml', line: 12 });
  });
});
