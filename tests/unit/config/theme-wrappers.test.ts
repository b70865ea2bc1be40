// A theme component in a feature folder that wraps the one it replaces must import it as
// @theme-init/…: in a plugin's theme folder @theme-original/… resolves to the folder's own
// component, which then renders itself until the browser tab crashes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { expect, it } from 'vitest';

const PLUGINS_DIR = join(__dirname, '../../../plugins');

function themeFiles(): string[] {
  return readdirSync(PLUGINS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])theme[\\/].*\.tsx?$/.test(file))
    .map((file) => join(PLUGINS_DIR, file));
}

it('no theme component of a feature folder imports @theme-original (it would import itself)', () => {
  const files = themeFiles();
  expect(files.length).toBeGreaterThan(10);
  const selfImports = files.filter(
    (file) =>
      /from '@theme-original\//.test(readFileSync(file, 'utf8')) ||
      /import\('@theme-original\//.test(readFileSync(file, 'utf8')),
  );
  expect(selfImports.map((file) => relative(PLUGINS_DIR, file))).toEqual([]);
});
