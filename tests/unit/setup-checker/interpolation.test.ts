// Compose fills in ${VAR} from the .env beside the compose file before it reads a value (issue 38, class 2):
// the checker reads the file the same way, and judges nothing that stays unknown.
import { describe, expect, it } from 'vitest';

import { asWritten, hasUnknown, interpolate } from '../../../core/setup-checker/interpolation';
import { check, composeWith, only, rulesOf } from './support';

const env = new Map([
  ['TZ', 'Europe/Paris'],
  ['PORT', '3103'],
  ['EMPTY', ''],
]);
const lookup = (name: string) => env.get(name);
const value = (text: string) => asWritten(interpolate(text, lookup).value);

describe('interpolate, as Compose does', () => {
  it('fills in ${VAR} and $VAR from the .env, and keeps $$ as one $', () => {
    expect(value('TZ=${TZ}')).toBe('TZ=Europe/Paris');
    expect(value('$PORT:3003')).toBe('3103:3003');
    expect(value('pa$$word')).toBe('pa$word');
  });

  it('takes the default of :- when unset or empty, and of - only when unset', () => {
    expect(value('${MISSING:-1000}')).toBe('1000');
    expect(value('${EMPTY:-1000}')).toBe('1000');
    expect(value('${EMPTY-1000}')).toBe('');
    expect(value('${PORT:-3003}')).toBe('3103');
    expect(value('${MISSING:-${PORT}}')).toBe('3103');
  });

  it('takes the alternative of :+ and + only when set', () => {
    expect(value('${PORT:+yes}')).toBe('yes');
    expect(value('${EMPTY:+yes}')).toBe('');
    expect(value('${EMPTY+yes}')).toBe('yes');
    expect(value('${MISSING+yes}')).toBe('');
  });

  it('leaves what the .env does not set unknown, and marks :? and ? as required', () => {
    const result = interpolate('${DIR}/config:${TARGET:?set it}', lookup);
    expect(hasUnknown(result.value)).toBe(true);
    expect(asWritten(result.value)).toBe('${DIR}/config:${TARGET}');
    expect(result.fromShell).toEqual(['DIR', 'TARGET']);
    expect(result.required).toEqual(['TARGET']);
    expect(interpolate('${EMPTY?x}', lookup)).toMatchObject({ value: '', required: [] });
  });
});

describe('a compose file with variables', () => {
  const compose = `services:
  pulsarr:
    image: lakker/pulsarr:latest
    ports:
      - "\${PORT}:3003"
    volumes:
      - \${DIR:-.}/data:/app/data
    env_file: .env
    environment:
      - TZ=\${TZ}
`;

  it('reads the values the pasted .env gives, and checks them', () => {
    const findings = check({ version: 'current', env: 'TZ=Mars/Olympus\nPORT=3003\n', compose });
    expect(only(findings, 'unknown-time-zone').line).toBe(10);
    // PORT is not Pulsarr's, but Compose reads it: no "does nothing" for it.
    expect(rulesOf(findings)).toEqual(['unknown-time-zone']);
    expect(rulesOf(check({ version: 'current', env: 'TZ=UTC\nPORT=3003\n' }))).toEqual(['unknown-name']);
  });

  it('checks nothing that comes from the shell, and says once which values do', () => {
    const findings = check({ version: 'current', compose });
    const note = only(findings, 'shell-variables');
    expect(note).toMatchObject({ line: 5, severity: 'note' });
    expect(note.why).toContain('`${PORT}` and `${TZ}`');
    expect(note.why).toContain('The checker checks nothing that depends on them.');
    expect(rulesOf(findings)).toEqual(['shell-variables']);
  });

  it('says which variables Compose requires', () => {
    const required = composeWith({ ports: '"${PORT:?set PORT in .env}:3003"' });
    const note = only(check({ version: 'current', env: 'TZ=UTC\n', compose: required }), 'shell-variables');
    expect(note.why).toContain('Compose stops unless `PORT` is set there');
  });

  it('still compares a known container port while the host port comes from the shell', () => {
    const findings = check({ version: 'current', env: 'TZ=UTC\n', compose: composeWith({ ports: '"${PORT}:8080"' }) });
    expect(only(findings, 'port-mismatch').why).toContain('`8080`');
  });
});

describe('a file of many variables', () => {
  it('names the first eight in its note and counts the rest', () => {
    const environment = Array.from({ length: 30 }, (_, index) => `      - V${index}=\${V${index}}`).join('\n');
    const compose = `services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    environment:\n${environment}\n`;
    const note = only(check({ version: 'current', compose }), 'shell-variables');
    expect(note.why).toContain('`${V7}` and 22 more come from');
  });
});
