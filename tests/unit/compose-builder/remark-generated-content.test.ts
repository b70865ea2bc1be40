// The build-time content: the Environment Variables page's tables and Quick Start's
// default files come from the data module and the generator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse as parseDotenv } from 'dotenv';

import { ENV_VARS } from '../../../plugins/compose-builder/env-vars';
import { defaultState, generateCompose, generateEnv } from '../../../plugins/compose-builder/generator';
import remarkGeneratedContent, {
  composeDefaultBlock,
  envVarTable,
  jsonKeysTable,
} from '../../../plugins/compose-builder/remark-generated-content';
import { PULSARR_VERSION } from '../../../config/site';
import { REPO_ROOT } from '../content/doc-sources';

interface Node {
  type: string;
  value?: string;
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

describe('environment variable tables', () => {
  it('list every variable of a group once, with its default and meaning', () => {
    const rows = cells(envVarTable('server') as Node);
    expect(rows[0]).toEqual(['Variable', 'Default', 'Meaning']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      ENV_VARS.filter((variable) => variable.group === 'server').map((variable) => `\`${variable.name}\``),
    );
    expect(rows[1]).toEqual([
      '`TZ`',
      '`UTC`',
      'Time zone of the app and the container, for example `America/Los_Angeles`.',
    ]);
  });

  it('show a default that is not a value in words', () => {
    const rows = cells(envVarTable('security') as Node);
    expect(rows.find((row) => row[0] === '`cookieSecret`')?.[1]).toBe('random, generated at start');
  });

  it('turn description links into links', () => {
    const table = envVarTable('security') as Node;
    const links: Node[] = [];
    const walk = (node: Node) => {
      if (node.type === 'link') links.push(node);
      node.children?.forEach(walk);
    };
    walk(table);
    expect(links.map(textOf)).toEqual(['authentication configuration details']);
  });

  it('show the keys of a JSON-valued variable with their ranges', () => {
    const rows = cells(jsonKeysTable('plexSessionMonitoring') as Node);
    expect(rows[0]).toEqual(['Key', 'Default', 'Range', 'Meaning']);
    expect(rows[2]).toEqual([
      '`pollingIntervalMinutes`',
      '`15`',
      '1–1440',
      'How often active Plex sessions are checked, in minutes.',
    ]);
  });

  it('cover every variable of the data across the Environment Variables page', () => {
    const source = readFileSync(join(REPO_ROOT, 'docs', 'development', 'environment-variables.md'), 'utf8');
    const groups = [...source.matchAll(/^::env-var-table\{group="([^"]+)"\}$/gm)].map((match) => match[1]);
    const jsonNames = [...source.matchAll(/^::env-json-keys\{name="([^"]+)"\}$/gm)].map((match) => match[1]);
    const shown = [
      ...ENV_VARS.filter((variable) => groups.includes(variable.group) && !variable.keys).map(
        (variable) => variable.name,
      ),
      ...jsonNames,
    ];
    expect(shown.sort()).toEqual(ENV_VARS.map((variable) => variable.name).sort());
  });

  it('stop the build on an unknown group or variable', () => {
    expect(() => envVarTable('nope')).toThrow('unknown group "nope"');
    expect(() => jsonKeysTable('port')).toThrow('port is not a JSON-valued variable');
  });
});

describe('Quick Start default files', () => {
  const state = defaultState(PULSARR_VERSION);

  it('are the generator’s default output, as titled code blocks', () => {
    expect(composeDefaultBlock('docker-compose.yml', PULSARR_VERSION)).toEqual({
      type: 'code',
      lang: 'yaml',
      meta: 'title="docker-compose.yml"',
      value: generateCompose(state).trimEnd(),
    });
    expect(composeDefaultBlock('.env', PULSARR_VERSION)).toMatchObject({
      lang: 'ini',
      meta: 'title=".env"',
      value: generateEnv(state).trimEnd(),
    });
  });

  it('state Quick Start’s key facts', () => {
    const env = parseDotenv(generateEnv(state));
    expect(env).toMatchObject({
      baseUrl: 'http://your-server-ip',
      port: '3003',
      logLevel: 'info',
      NODE_ARGS: '--log-both',
    });
  });

  it('replace the directives of a page, wherever they stand', () => {
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
    remarkGeneratedContent({ pulsarrVersion: PULSARR_VERSION })(tree);
    expect(tree.children?.map((node) => node.type)).toEqual(['mdxJsxFlowElement', 'table', 'leafDirective']);
    expect(tree.children?.[0]?.children?.[0]).toMatchObject({ type: 'code', lang: 'ini' });
  });
});
