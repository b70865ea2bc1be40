// patches/README.md is how a contributor learns what we changed in a dependency and when the change can
// go: every patch must be described there, and every description must still have its patch.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const PATCHES_DIR = join(ROOT, 'patches');

const patchFiles = readdirSync(PATCHES_DIR).filter((name) => name.endsWith('.patch'));
const readme = readFileSync(join(PATCHES_DIR, 'README.md'), 'utf8');
const describedPatches = [...readme.matchAll(/^## `([^`]+\.patch)`$/gm)].map((match) => match[1]);

/** `@scope+name+1.2.3.patch` → { name: '@scope/name', version: '1.2.3' } (patch-package's file naming). */
function patchedPackage(file: string): { name: string; version: string } {
  const parts = file.replace(/\.patch$/, '').split('+');
  const version = parts.pop()!;
  return { name: parts.join('/'), version };
}

describe('patches/README.md', () => {
  it('describes every patch, and only patches that exist', () => {
    expect(patchFiles.length).toBeGreaterThan(0);
    expect([...describedPatches].sort()).toEqual([...patchFiles].sort());
  });

  it.each(patchFiles)('%s says what, why and when to retire it', (file) => {
    const section = readme.split(`## \`${file}\``)[1]!.split(/^## /m)[0]!;
    expect(section).toMatch(/\*\*What\b/);
    expect(section).toMatch(/\bwhy\b/i);
    expect(section).toContain('**Retire when:**');
  });
});

describe('installed dependencies', () => {
  it.each(patchFiles)('are the version %s was made against (so npm ci applied it)', (file) => {
    const { name, version } = patchedPackage(file);
    // The copy patch-package patched: the top-level one (some packages do not export their package.json).
    const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(version);
  });
});
