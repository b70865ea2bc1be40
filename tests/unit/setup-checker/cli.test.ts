import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { main } from '../../../check-setup/cli';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-setup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string | Buffer): string {
  const full = path.join(dir, name);
  fs.writeFileSync(full, text);
  return full;
}

function run(...args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(
    args,
    (text) => (out += `${text}\n`),
    (text) => (err += `${text}\n`),
  );
  return { code, out, err };
}

describe('npm run check-setup', () => {
  const good = file('good.env', 'TZ=Europe/London\n');
  const bad = file('bad.env', 'TZ=Europe/London\ndeleteSyncNotfy=all\n');
  const compose = file(
    'docker-compose.yml',
    'services:\n  pulsarr:\n    image: lakker/pulsarr:0.6.4\n    ports: ["3003:3003"]\n    volumes: ["./data:/app/data"]\n    env_file: .env\n',
  );

  it('exits 0 without errors and says so', () => {
    const { code, out } = run(good);
    expect(code).toBe(0);
    expect(out).toContain(
      'Checked for Latest (late 2026): 0 errors, 0 warnings, 0 notes. Looks right for Latest (late 2026).',
    );
  });

  it('exits 1 on errors, printing each finding with its line, fix and address', () => {
    const { code, out } = run(bad);
    expect(code).toBe(1);
    expect(out).toContain('.env:2  error  Pulsarr reads no variable called `deleteSyncNotfy`');
    expect(out).toContain('  Fix: Rename it to `deleteSyncNotify`');
    expect(out).toContain('  See: https://jamcalli.github.io/Pulsarr/docs/latest/development/environment-variables');
  });

  it('checks against 0.6.4 with --version, and reads a compose file beside the .env', () => {
    const env = file('old.env', 'baseUrl=http://192.168.1.20\nport=3003\nTZ=UTC\n');
    const { code, out } = run(env, compose, '--version', '0.6.4');
    expect(code).toBe(0);
    expect(out).toContain('https://jamcalli.github.io/Pulsarr/docs/development/environment-variables');
    expect(out).toContain('Looks right for 0.6.4.');
    expect(run(env, compose, '--version', 'latest').out).toContain('`:0.6.4` pins Pulsarr 0.6.4');
  });

  it('reads a lone .yml as the compose file, and --old-kernel is the host question', () => {
    const bun = file(
      'bun.yml',
      'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    ports: ["3003:3003"]\n    volumes: ["./data:/app/data"]\n',
    );
    expect(run(bun).code).toBe(0);
    const { code, out } = run(bun, '--old-kernel');
    expect(code).toBe(1);
    expect(out).toContain('docker-compose.yml:3  error');
  });

  it('exits 2 on a binary file, input it cannot read, naming it on stderr without its control characters', () => {
    const binary = file('binary.env', Buffer.from([0x54, 0x5a, 0x3d, 0x1b, 0x5b, 0x32, 0x4a, 0x00, 0xff]));
    const { code, out, err } = run(binary);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(`Cannot read ${binary}: it is not a text file (line 1 holds the control character U+001B).`);
    expect(err).not.toContain('\u001b');
    const image = file('docker-compose.yml.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(run(good, image)).toMatchObject({ code: 2, out: '' });
  });

  it('says when there is nothing to check, and exits 0', () => {
    const comments = file('comments.env', '# TZ=UTC\n\n# baseUrl=http://192.168.1.20\n');
    const { code, out } = run(comments);
    expect(code).toBe(0);
    expect(out).toContain('Nothing to check: the .env holds only comments and blank lines, no setting.');
    expect(out).not.toContain('Looks right');
  });

  it('exits 2 on input it cannot read, with the reason on stderr', () => {
    expect(run(path.join(dir, 'missing.env'))).toMatchObject({ code: 2, out: '' });
    expect(run(path.join(dir, 'missing.env')).err).toContain('ENOENT');
    expect(run(dir).err).toContain('is a folder');
    expect(run(good, '--version', '9.9').err).toContain('Unknown docs version "9.9"');
    expect(run(good, '--what').code).toBe(2);
    expect(run().code).toBe(2);
  });
});
