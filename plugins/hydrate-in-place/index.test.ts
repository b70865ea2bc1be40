import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { KEEP_MOUNTED_LOADER, SCHEMA_VIEWS_RENDERED_IN_BROWSER, SERVER_RENDER_LOADER, TABS_REMOUNTED_AFTER_HYDRATION } from '.';

const require = createRequire(import.meta.url);
const { keepMounted } = require(KEEP_MOUNTED_LOADER) as { keepMounted: (source: string, file: string) => string };
const { renderOnServer } = require(SERVER_RENDER_LOADER) as { renderOnServer: (source: string, file: string) => string };

const CLASSIC_THEME_DIR = join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/theme');
const OPENAPI_THEME_DIR = join(dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib/theme');

/** Every component file of both themes that keys its content on useIsBrowser(). */
function filesRemountingAfterHydration(): string[] {
  return [CLASSIC_THEME_DIR, OPENAPI_THEME_DIR].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name === 'index.js')
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => /String\(isBrowser\)/.test(readFileSync(file, 'utf8'))),
  );
}

describe('tabs keep their content after hydration', () => {
  const targets = filesRemountingAfterHydration().filter((file) => TABS_REMOUNTED_AFTER_HYDRATION.test(file));

  it('applies to the six tab components: the classic Tabs and the OpenAPI theme’s five', () => {
    expect(targets.map((file) => file.split(/node_modules[\\/]/)[1]?.replace(/\\/g, '/')).sort()).toEqual([
      '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
      'docusaurus-theme-openapi-docs/lib/theme/ApiTabs/index.js',
      'docusaurus-theme-openapi-docs/lib/theme/DiscriminatorTabs/index.js',
      'docusaurus-theme-openapi-docs/lib/theme/MimeTabs/index.js',
      'docusaurus-theme-openapi-docs/lib/theme/OperationTabs/index.js',
      'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs/index.js',
    ]);
  });

  it('leaves the components that remount only for the highlighter or the request panel (rendered in the browser alone)', () => {
    const others = filesRemountingAfterHydration().filter((file) => !TABS_REMOUNTED_AFTER_HYDRATION.test(file));
    expect(others.map((file) => file.split(/lib[\\/]theme[\\/]/)[1]?.replace(/\\/g, '/')).sort()).toEqual([
      'ApiExplorer/ApiCodeBlock/index.js',
      'ApiExplorer/CodeTabs/index.js',
      'ApiExplorer/LiveEditor/index.js',
      'CodeBlock/index.js',
    ]);
  });

  it.each(['@docusaurus/theme-classic/lib/theme/Tabs', 'docusaurus-theme-openapi-docs/lib/theme/ApiTabs', 'docusaurus-theme-openapi-docs/lib/theme/MimeTabs'])(
    'removes the remount key of %s and nothing else',
    (module) => {
      const file = require.resolve(`${module}/index.js`);
      const source = readFileSync(file, 'utf8');
      const kept = keepMounted(source, file);
      expect(kept).not.toMatch(/String\(isBrowser\)/);
      expect(source.length - kept.length).toBeLessThanOrEqual('key: String(isBrowser),'.length);
      expect(kept.replace(/\s/g, '')).toBe(source.replace(/key: String\(isBrowser\),|key=\{String\(isBrowser\)\}/, '').replace(/\s/g, ''));
    },
  );

  it('stops the build, naming the file, when the theme no longer has the key', () => {
    expect(() => keepMounted('export default function Tabs(props) { return null; }', '/x/Tabs/index.js')).toThrow(
      /expected one key=\{String\(isBrowser\)\} in \/x\/Tabs\/index\.js, found 0/,
    );
    expect(existsSync(KEEP_MOUNTED_LOADER)).toBe(true);
  });
});

describe('the schema views render on the server', () => {
  const views = readdirSync(OPENAPI_THEME_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(OPENAPI_THEME_DIR, entry.name, 'index.js')))
    .map((entry) => join(OPENAPI_THEME_DIR, entry.name, 'index.js'))
    .filter((file) => /BrowserOnly_1\.default/.test(readFileSync(file, 'utf8')));

  it('applies to every view the theme renders in the browser only, except the API item (the site renders its own)', () => {
    expect(views.filter((file) => !SCHEMA_VIEWS_RENDERED_IN_BROWSER.test(file)).map((file) => file.split(/lib[\\/]theme[\\/]/)[1])).toEqual(['ApiItem/index.js']);
    expect(views.filter((file) => SCHEMA_VIEWS_RENDERED_IN_BROWSER.test(file))).toHaveLength(3);
  });

  it.each(['ParamsDetails', 'RequestSchema', 'ResponseSchema'])('%s exports its view instead of the BrowserOnly wrapper', (view) => {
    const file = join(OPENAPI_THEME_DIR, view, 'index.js');
    const source = readFileSync(file, 'utf8');
    const rendered = renderOnServer(source, file);
    expect(source).toMatch(new RegExp(`^exports\\.default = ${view};$`, 'm'));
    expect(rendered).toMatch(new RegExp(`^exports\\.default = ${view}Component;$`, 'm'));
    expect(rendered).not.toMatch(new RegExp(`^exports\\.default = ${view};$`, 'm'));
  });

  it('stops the build, naming the file, when a view is no longer wrapped as expected', () => {
    expect(() => renderOnServer('const View = () => null;\nexports.default = View;\n', '/x/View/index.js')).toThrow(/\/x\/View\/index\.js.*BrowserOnly/);
  });
});
