// The build-time content: each version's Environment Variables tables and default
// compose files come from that version's data, chosen by the page's folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse as parseDotenv } from 'dotenv';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';

import { envData } from '../../../core/settings/env-vars';
import { defaultState, generateCompose, generateEnv } from '../../../core/settings/generator';
import remarkGeneratedContent, {
  ALSO_SET_COLUMN,
  composeBuilderTwin,
  composeDefaultBlock,
  envVarTable,
  expandDirectives,
  jsonKeysTable,
} from '../../../plugins/compose-builder/remark-generated-content';
import { docsRemarkPlugins, docsVersionOfFile } from '../../../config/markdown';
import { DOCS_VERSIONS, LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import { docsDirOf, REPO_ROOT } from '../content/doc-sources';

interface Node {
  type: string;
  value?: string;
  lang?: string;
  children?: Node[];
  name?: string;
  attributes?: Record<string, string>;
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
/** A table as rows of cell texts, code spans in backticks. */
function cells(table: Node): string[][] {
  const cellText = (node: Node): string =>
    node.type === 'inlineCode' ? `\`${node.value}\`` : (node.value ?? (node.children ?? []).map(cellText).join(''));
  return (table.children ?? []).map((row) => (row.children ?? []).map(cellText));
}

/** A page's Markdown tree after the site's remark plugins ran on it as the file at `filePath`. */
function runSitePlugins(source: string, filePath: string): Node {
  const processor = unified().use(remarkParse).use(remarkDirective).use(docsRemarkPlugins).freeze();
  return processor.runSync(processor.parse(source), { path: filePath }) as Node;
}

const pagePath = (version: string, page: string) => join(docsDirOf(version as typeof SPEC_VERSION), page);

describe('environment variable tables', () => {
  it('list every variable of a group once, with its default, its meaning and whether the web interface or API also sets it', () => {
    const rows = cells(envVarTable(SPEC_VERSION, 'server') as Node);
    expect(rows[0]).toEqual(['Variable', 'Default', 'Meaning', ALSO_SET_COLUMN]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      envData(SPEC_VERSION)
        .variables.filter((variable) => variable.group === 'server')
        .map((variable) => `\`${variable.name}\``),
    );
    expect(rows[1]).toEqual([
      '`TZ`',
      '`UTC`',
      'Time zone of the app and the container, for example `America/Los_Angeles`.',
      'no',
    ]);
  });

  it('say "yes" exactly where the version’s config update takes the variable (0.6.4: port, not baseUrl)', () => {
    const alsoSet = (version: string, name: string) =>
      cells(envVarTable(version, 'server') as Node)
        .find((row) => row[0] === `\`${name}\``)
        ?.at(-1);
    expect([alsoSet(SPEC_VERSION, 'baseUrl'), alsoSet(SPEC_VERSION, 'port')]).toEqual(['no', 'yes']);
    expect([alsoSet(LATEST_VERSION, 'baseUrl'), alsoSet(LATEST_VERSION, 'listenPort')]).toEqual(['yes', 'no']);
  });

  it('show a default that is not a value in words', () => {
    const rows = cells(envVarTable(SPEC_VERSION, 'security') as Node);
    expect(rows.find((row) => row[0] === '`cookieSecret`')?.[1]).toBe('random, generated at start');
  });

  it('turn description links into links', () => {
    const table = envVarTable(SPEC_VERSION, 'security') as Node;
    const links: Node[] = [];
    const walk = (node: Node) => {
      if (node.type === 'link') links.push(node);
      node.children?.forEach(walk);
    };
    walk(table);
    expect(links.map(textOf)).toEqual(['authentication configuration details']);
  });

  it('show the keys of a JSON-valued variable with their ranges', () => {
    const rows = cells(jsonKeysTable(SPEC_VERSION, 'plexSessionMonitoring') as Node);
    expect(rows[0]).toEqual(['Key', 'Default', 'Range', 'Meaning']);
    expect(rows[2]).toEqual([
      '`pollingIntervalMinutes`',
      '`15`',
      '1–1440',
      'How often active Plex sessions are checked, in minutes.',
    ]);
  });

  it('give each version its own defaults, ranges and rows', () => {
    const tagPrefix = (version: string) =>
      cells(envVarTable(version, 'tagging') as Node).find((row) => row[0] === '`tagPrefix`')?.[1];
    expect(tagPrefix(SPEC_VERSION)).toBe('`pulsarr:user`');
    expect(tagPrefix(LATEST_VERSION)).toBe('`pulsarr-user`');
    const retention = (version: string) =>
      cells(jsonKeysTable(version, 'quotaSettings') as Node).find((row) => row[0] === '`cleanup.retentionDays`')?.[2];
    expect(retention(SPEC_VERSION)).toBe('1–3650');
    expect(retention(LATEST_VERSION)).toBe('1–365');
    const notifications = (version: string) =>
      cells(envVarTable(version, 'notifications') as Node)
        .slice(1)
        .map((row) => row[0]);
    expect(notifications(SPEC_VERSION)).toContain('`tautulliEnabled`');
    expect(notifications(LATEST_VERSION)).not.toContain('`tautulliEnabled`');
    expect(notifications(LATEST_VERSION)).toContain('`plexMobileEnabled`');
  });

  it('leave out the Default column of a group in which no variable has a default', () => {
    const rows = cells(envVarTable(LATEST_VERSION, 'seeding') as Node);
    expect(rows[0]).toEqual(['Variable', 'Meaning', ALSO_SET_COLUMN]);
    expect(rows[1]).toEqual(['`sonarrBaseUrl`', 'The Sonarr URL.', 'no']);
  });

  for (const { name: version, docsDir } of DOCS_VERSIONS) {
    it(`cover every variable of the ${version} data across ${docsDir}/development/environment-variables.md`, () => {
      const source = readFileSync(join(REPO_ROOT, docsDir, 'development', 'environment-variables.md'), 'utf8');
      const groups = [...source.matchAll(/^::env-var-table\{group="([^"]+)"\}$/gm)].map((match) => match[1]);
      const jsonNames = [...source.matchAll(/^::env-json-keys\{name="([^"]+)"\}$/gm)].map((match) => match[1]);
      const { variables } = envData(version);
      const shown = [
        ...variables
          .filter((variable) => groups.includes(variable.group) && !variable.keys)
          .map((variable) => variable.name),
        ...jsonNames,
      ];
      expect(shown.sort()).toEqual(variables.map((variable) => variable.name).sort());
    });
  }

  it('stop the build on a group or variable the page’s version lacks, naming both', () => {
    expect(() => envVarTable(SPEC_VERSION, 'nope')).toThrow('docs version "0.6.4" has no group "nope"');
    expect(() => envVarTable(SPEC_VERSION, 'docker')).toThrow('docs version "0.6.4" has no group "docker"');
    expect(() => jsonKeysTable(LATEST_VERSION, 'discordGuildId')).toThrow(
      'docs version "current" has no variable "discordGuildId"',
    );
    expect(() => jsonKeysTable(SPEC_VERSION, 'port')).toThrow('port is not a JSON-valued variable');
    expect(() => envVarTable('9.9.9', 'server')).toThrow('No environment variable data for docs version "9.9.9"');
  });
});

describe('the 0.6.4 generated content', () => {
  // Every table and default file the 0.6.4 pages can ask for, written out. The file holds
  // what those pages have always shown: change it only together with a 0.6.4 fact.
  const FIXTURE = join(__dirname, 'fixtures', 'generated-0.6.4.md');
  const { groups, variables } = envData(SPEC_VERSION);
  const directives = [
    ...groups
      .filter((group) => variables.some((variable) => variable.group === group.id && !variable.keys))
      .map((group) => `::env-var-table{group="${group.id}"}`),
    ...variables.filter((variable) => variable.keys).map((variable) => `::env-json-keys{name="${variable.name}"}`),
    '::compose-default{file="docker-compose.yml"}',
    '::compose-default{file=".env"}',
  ];

  it('is unchanged', () => {
    expect(expandDirectives(directives.join('\n\n'), { docsVersion: SPEC_VERSION })).toBe(
      readFileSync(FIXTURE, 'utf8').trimEnd(),
    );
  });

  it('stands for the builder in the 0.6.4 twin with the 0.6.4 default files', () => {
    const twin = composeBuilderTwin(SPEC_VERSION);
    expect(twin.map((node) => node.type)).toEqual(['paragraph', 'code', 'code', 'paragraph', 'code']);
    expect(twin[1]?.value).toContain('image: lakker/pulsarr:0.6.4');
    expect(twin[2]?.value).toContain('NODE_ARGS=--log-both');
  });
});

describe('default files', () => {
  for (const version of [SPEC_VERSION, LATEST_VERSION]) {
    it(`of ${version} are the generator’s default output, as titled code blocks`, () => {
      const state = defaultState(version);
      expect(composeDefaultBlock(version, 'docker-compose.yml')).toEqual({
        type: 'code',
        lang: 'yaml',
        meta: 'title="docker-compose.yml"',
        value: generateCompose(state).trimEnd(),
      });
      expect(composeDefaultBlock(version, '.env')).toMatchObject({
        lang: 'ini',
        meta: 'title=".env"',
        value: generateEnv(state).trimEnd(),
      });
    });
  }

  it('state 0.6.4 Quick Start’s key facts', () => {
    const env = parseDotenv(generateEnv(defaultState(SPEC_VERSION)));
    expect(env).toMatchObject({
      baseUrl: 'http://your-server-ip',
      port: '3003',
      logLevel: 'info',
      NODE_ARGS: '--log-both',
    });
  });

  it('of Latest run lakker/pulsarr:latest with a .env that sets only TZ', () => {
    const compose = parseYaml(composeDefaultBlock(LATEST_VERSION, 'docker-compose.yml').value ?? '');
    expect(compose.services.pulsarr.image).toBe('lakker/pulsarr:latest');
    expect(parseDotenv(composeDefaultBlock(LATEST_VERSION, '.env').value ?? '')).toEqual({ TZ: 'UTC' });
    const twin = composeBuilderTwin(LATEST_VERSION);
    expect(twin[1]?.value).toContain('image: lakker/pulsarr:latest');
    expect(twin[2]?.value).not.toContain('NODE_ARGS');
  });

  it('stop the build on an unknown file', () => {
    expect(() => composeDefaultBlock(LATEST_VERSION, 'compose.yaml')).toThrow('unknown file "compose.yaml"');
  });
});

describe('the remark plugin', () => {
  const source = '::compose-default{file="docker-compose.yml"}\n\n::env-var-table{group="logging"}\n';

  it('knows a page’s docs version by the folder its file is in', () => {
    expect(docsVersionOfFile(pagePath(LATEST_VERSION, 'installation/quick-start.md'))).toBe(LATEST_VERSION);
    expect(docsVersionOfFile(pagePath(SPEC_VERSION, 'installation/quick-start.md'))).toBe(SPEC_VERSION);
    expect(docsVersionOfFile(join(REPO_ROOT, 'src', 'pages', 'index.tsx'))).toBeUndefined();
    expect(docsVersionOfFile(join(REPO_ROOT, 'docs.md'))).toBeUndefined();
  });

  it('writes a Latest page’s directives with the Latest data', () => {
    const tree = runSitePlugins(source, pagePath(LATEST_VERSION, 'installation/quick-start.md'));
    expect(tree.children?.map((node) => node.type)).toEqual(['code', 'table']);
    expect(tree.children?.[0]?.value).toContain('image: lakker/pulsarr:latest');
  });

  it('writes a 0.6.4 page’s directives with the 0.6.4 data, and stops on a group 0.6.4 lacks', () => {
    const page = pagePath(SPEC_VERSION, 'installation/quick-start.md');
    const tree = runSitePlugins('::compose-default{file="docker-compose.yml"}\n', page);
    expect(tree.children?.[0]?.value).toContain('image: lakker/pulsarr:0.6.4');
    expect(() => runSitePlugins(source, page)).toThrow('docs version "0.6.4" has no group "logging"');
  });

  it('stops on a directive in a file outside every version, and leaves such a file alone otherwise', () => {
    const outside = join(REPO_ROOT, 'src', 'pages', 'about.mdx');
    expect(() => runSitePlugins(source, outside)).toThrow(`${outside} is in no docs version`);
    expect(runSitePlugins('Just text.\n', outside).children?.map((node) => node.type)).toEqual(['paragraph']);
  });

  it('replaces the directives of a page, wherever they stand', () => {
    const tree: Node = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          children: [{ type: 'leafDirective', name: 'compose-default', attributes: { file: '.env' }, children: [] }],
        },
        { type: 'leafDirective', name: 'env-var-table', attributes: { group: 'database' }, children: [] },
        { type: 'leafDirective', name: 'something-else', children: [] },
      ],
    };
    remarkGeneratedContent({ docsVersionOf: () => SPEC_VERSION })(tree, { path: '/site/page.md' });
    expect(tree.children?.map((node) => node.type)).toEqual(['mdxJsxFlowElement', 'table', 'leafDirective']);
    expect(tree.children?.[0]?.children?.[0]).toMatchObject({ type: 'code', lang: 'ini' });
  });

  it('needs the function that tells a file’s docs version', () => {
    expect(() => remarkGeneratedContent({} as never)).toThrow('needs the docsVersionOf option');
  });
});
