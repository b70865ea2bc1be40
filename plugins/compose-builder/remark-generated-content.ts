/**
 * A remark plugin that writes the feature's generated content into docs pages at
 * build time, so the pages need no JavaScript for it:
 *
 * - `::env-var-table{group="server"}`: the reference table of one group of variables;
 * - `::env-json-keys{name="quotaSettings"}`: the keys of one JSON-valued variable;
 * - `::compose-default{file="docker-compose.yml"}` (or `.env`): the builder's default
 *   output, as a titled code block.
 *
 * Each page gets the data of its own docs version, which the site tells from the
 * page's file path. A group, variable or file the version lacks stops the build.
 */
import { envData, type EnvVar, type JsonKey } from '../../core/settings/env-vars';
import {
  COMPOSE_FILE_NAME,
  defaultState,
  ENV_FILE_NAME,
  generateCompose,
  generateEnv,
} from '../../core/settings/generator';
import { parseInline } from './inline-markdown';

export interface RemarkGeneratedContentOptions {
  /**
   * The docs version (Docusaurus's name: `current` or `0.6.4`) of the page at this
   * absolute file path, or undefined for a file outside every version's docs.
   */
  docsVersionOf: (filePath: string) => string | undefined;
}

/** The part of unified's file the plugin reads: the page's path, when it has one. */
interface SourceFile {
  path?: string;
}

/** The few mdast shapes this plugin reads and writes. */
interface MdNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  value?: string;
  url?: string;
  lang?: string;
  meta?: string;
  align?: null[];
}

const text = (value: string): MdNode => ({ type: 'text', value });
const code = (value: string): MdNode => ({ type: 'inlineCode', value });

function inline(source: string): MdNode[] {
  return parseInline(source).map((part) => {
    if (part.kind === 'code') return code(part.value);
    if (part.kind === 'link') return { type: 'link', url: part.url, children: [text(part.value)] };
    return text(part.value);
  });
}

function table(header: string[], rows: MdNode[][][]): MdNode {
  const row = (cells: MdNode[][]): MdNode => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((title) => [text(title)])), ...rows.map(row)],
  };
}

function hasDefault(variable: EnvVar): boolean {
  return variable.default !== undefined || variable.defaultLabel !== undefined;
}

function variableDefault(variable: EnvVar): MdNode[] {
  if (variable.defaultLabel !== undefined) return inline(variable.defaultLabel);
  return [code(variable.default ?? '')];
}

/** The last column's title: whether the version's config update also sets the variable (`overridesUi`). */
export const ALSO_SET_COLUMN = 'Also in the web interface or API';

/**
 * The table of one group of a docs version's variables; without a Default column when none of them has
 * one. The last column says which ones the web interface or the API also sets, which `.env` then overrides.
 */
export function envVarTable(docsVersion: string, group: string): MdNode {
  const { groups, variables } = envData(docsVersion);
  if (!groups.some(({ id }) => id === group))
    throw new Error(`::env-var-table: docs version "${docsVersion}" has no group "${group}"`);
  const shown = variables.filter((variable) => variable.group === group && !variable.keys);
  const withDefault = shown.some(hasDefault);
  const rows = shown.map((variable) => [
    [code(variable.name)],
    ...(withDefault ? [variableDefault(variable)] : []),
    inline(variable.description),
    [text(variable.overridesUi ? 'yes' : 'no')],
  ]);
  return table(
    [...(withDefault ? ['Variable', 'Default', 'Meaning'] : ['Variable', 'Meaning']), ALSO_SET_COLUMN],
    rows,
  );
}

function keyDefault(key: JsonKey): MdNode[] {
  if (key.default === '') return [text('empty')];
  if (key.default === 'not set') return [text('not set')];
  return [code(key.default)];
}

export function jsonKeysTable(docsVersion: string, name: string): MdNode {
  const variable = envData(docsVersion).variables.find((candidate) => candidate.name === name);
  if (!variable) throw new Error(`::env-json-keys: docs version "${docsVersion}" has no variable "${name}"`);
  const keys = variable.keys;
  if (!keys) throw new Error(`::env-json-keys: ${name} is not a JSON-valued variable`);
  const withRange = keys.some((key) => key.range !== undefined);
  const rows = keys.map((key) => [
    [code(key.key)],
    keyDefault(key),
    ...(withRange ? [inline(key.range ?? '')] : []),
    inline(key.description),
  ]);
  return table(withRange ? ['Key', 'Default', 'Range', 'Meaning'] : ['Key', 'Default', 'Meaning'], rows);
}

/** The builder's default output for a docs version, as a titled code block. */
export function composeDefaultBlock(docsVersion: string, file: string): MdNode {
  const state = defaultState(docsVersion);
  if (file === COMPOSE_FILE_NAME)
    return {
      type: 'code',
      lang: 'yaml',
      meta: `title="${COMPOSE_FILE_NAME}"`,
      value: generateCompose(state).trimEnd(),
    };
  if (file === ENV_FILE_NAME)
    return { type: 'code', lang: 'ini', meta: `title="${ENV_FILE_NAME}"`, value: generateEnv(state).trimEnd() };
  throw new Error(`::compose-default: unknown file "${file}"`);
}

/**
 * What the builder's component stands for in the Markdown twin of a page of this
 * docs version: its default files, as the server renders them, and the command
 * that starts them.
 */
export function composeBuilderTwin(docsVersion: string): MdNode[] {
  const paragraph = (value: string): MdNode => ({ type: 'paragraph', children: [text(value)] });
  return [
    paragraph('With the default choices, the builder writes these two files:'),
    composeDefaultBlock(docsVersion, COMPOSE_FILE_NAME),
    composeDefaultBlock(docsVersion, ENV_FILE_NAME),
    paragraph('Put both in one folder and start Pulsarr from there:'),
    { type: 'code', lang: 'bash', value: 'docker compose up -d' },
  ];
}

/** What a directive stands for in a page of `docsVersion` (undefined: a page outside every version); null for other nodes. */
function replacement(node: MdNode, docsVersion: string | undefined, where: string): MdNode | null {
  if (node.type !== 'leafDirective') return null;
  const attribute = (key: string) => node.attributes?.[key] ?? '';
  const version = (): string => {
    if (docsVersion === undefined) throw new Error(`::${node.name}: ${where} is in no docs version`);
    return docsVersion;
  };
  switch (node.name) {
    case 'env-var-table':
      return envVarTable(version(), attribute('group'));
    case 'env-json-keys':
      return jsonKeysTable(version(), attribute('name'));
    case 'compose-default':
      return composeDefaultBlock(version(), attribute('file'));
    default:
      return null;
  }
}

function transform(node: MdNode, docsVersion: string | undefined, where: string): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    const generated = replacement(child, docsVersion, where);
    if (generated) return generated;
    transform(child, docsVersion, where);
    return child;
  });
}

export default function remarkGeneratedContent(options: RemarkGeneratedContentOptions) {
  if (typeof options?.docsVersionOf !== 'function')
    throw new Error('remarkGeneratedContent needs the docsVersionOf option');
  return (tree: MdNode, file?: SourceFile): void => {
    const path = file?.path;
    const docsVersion = path === undefined ? undefined : options.docsVersionOf(path);
    transform(tree, docsVersion, path ?? 'a page without a file path');
  };
}

function toMarkdown(node: MdNode): string {
  switch (node.type) {
    case 'inlineCode':
      return `\`${node.value ?? ''}\``;
    case 'link':
      return `[${(node.children ?? []).map(toMarkdown).join('')}](${node.url ?? ''})`;
    case 'code':
      return `\`\`\`${node.lang ?? ''} ${node.meta ?? ''}\n${node.value ?? ''}\n\`\`\``;
    case 'table': {
      const rows = (node.children ?? []).map((row) => `| ${(row.children ?? []).map(toMarkdown).join(' | ')} |`);
      const separator = `|${' --- |'.repeat(node.align?.length ?? 0)}`;
      return [rows[0], separator, ...rows.slice(1)].join('\n');
    }
    default:
      return node.value ?? (node.children ?? []).map(toMarkdown).join('');
  }
}

/**
 * A page's source with each directive written out as the Markdown it stands for,
 * with the data of `docsVersion`: what content checks that read sources (key facts,
 * code blocks) should see.
 */
export function expandDirectives(source: string, { docsVersion }: { docsVersion: string }): string {
  return source.replace(
    /^([ \t]*)::([a-z-]+)\{([a-z]+)="([^"]*)"\}[ \t]*$/gm,
    (line, indent: string, name: string, key: string, value: string) => {
      const node: MdNode = { type: 'leafDirective', name, attributes: { [key]: value } };
      const generated = replacement(node, docsVersion, 'the page');
      return generated ? toMarkdown(generated).replace(/^/gm, indent) : line;
    },
  );
}
