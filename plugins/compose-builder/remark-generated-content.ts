/**
 * A remark plugin that writes the feature's generated content into docs pages at
 * build time, so the pages need no JavaScript for it:
 *
 * - `::env-var-table{group="server"}`: the reference table of one group of variables;
 * - `::env-json-keys{name="quotaSettings"}`: the keys of one JSON-valued variable;
 * - `::compose-default{file="docker-compose.yml"}` (or `.env`): the builder's default
 *   output, as a titled code block.
 *
 * An unknown group, variable or file stops the build.
 */
import { ENV_VAR_GROUPS, ENV_VARS, envVar, type EnvVar, type JsonKey } from './env-vars';
import { COMPOSE_FILE_NAME, defaultState, ENV_FILE_NAME, generateCompose, generateEnv } from './generator';
import { parseInline } from './inline-markdown';

export interface RemarkGeneratedContentOptions {
  /** The Pulsarr version the docs describe: the default image tag. */
  pulsarrVersion: string;
  /** The docs version of the page being written (Docusaurus's name: `current` or `0.6.4`). */
  docsVersion?: string;
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

function variableDefault(variable: EnvVar): MdNode[] {
  if (variable.defaultLabel !== undefined) return inline(variable.defaultLabel);
  return [code(variable.default ?? '')];
}

export function envVarTable(group: string): MdNode {
  if (!ENV_VAR_GROUPS.some(({ id }) => id === group)) throw new Error(`::env-var-table: unknown group "${group}"`);
  const rows = ENV_VARS.filter((variable) => variable.group === group && !variable.keys).map((variable) => [
    [code(variable.name)],
    variableDefault(variable),
    inline(variable.description),
  ]);
  return table(['Variable', 'Default', 'Meaning'], rows);
}

function keyDefault(key: JsonKey): MdNode[] {
  if (key.default === '') return [text('empty')];
  if (key.default === 'not set') return [text('not set')];
  return [code(key.default)];
}

export function jsonKeysTable(name: string): MdNode {
  const keys = envVar(name).keys;
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

export function composeDefaultBlock(file: string, pulsarrVersion: string): MdNode {
  const state = defaultState(pulsarrVersion);
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
 * What the builder's component stands for in the page's Markdown twin: its default
 * files, as the server renders them, and the command that starts them.
 */
export function composeBuilderTwin(pulsarrVersion: string): MdNode[] {
  const paragraph = (value: string): MdNode => ({ type: 'paragraph', children: [text(value)] });
  return [
    paragraph('With the default choices, the builder writes these two files:'),
    composeDefaultBlock(COMPOSE_FILE_NAME, pulsarrVersion),
    composeDefaultBlock(ENV_FILE_NAME, pulsarrVersion),
    paragraph('Put both in one folder and start Pulsarr from there:'),
    { type: 'code', lang: 'bash', value: 'docker compose up -d' },
  ];
}

function replacement(node: MdNode, options: RemarkGeneratedContentOptions): MdNode | null {
  if (node.type !== 'leafDirective') return null;
  const attribute = (key: string) => node.attributes?.[key] ?? '';
  switch (node.name) {
    case 'env-var-table':
      return envVarTable(attribute('group'));
    case 'env-json-keys':
      return jsonKeysTable(attribute('name'));
    case 'compose-default':
      return composeDefaultBlock(attribute('file'), options.pulsarrVersion);
    default:
      return null;
  }
}

function transform(node: MdNode, options: RemarkGeneratedContentOptions): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    const generated = replacement(child, options);
    if (generated) return generated;
    transform(child, options);
    return child;
  });
}

export default function remarkGeneratedContent(options: RemarkGeneratedContentOptions) {
  if (!options?.pulsarrVersion) throw new Error('remarkGeneratedContent needs the pulsarrVersion option');
  return (tree: MdNode): void => transform(tree, options);
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
 * A page's source with each directive written out as the Markdown it stands for:
 * what content checks that read sources (key facts, code blocks) should see.
 */
export function expandDirectives(source: string, options: RemarkGeneratedContentOptions): string {
  return source.replace(
    /^([ \t]*)::([a-z-]+)\{([a-z]+)="([^"]*)"\}[ \t]*$/gm,
    (line, indent: string, name: string, key: string, value: string) => {
      const generated = replacement({ type: 'leafDirective', name, attributes: { [key]: value } }, options);
      return generated ? toMarkdown(generated).replace(/^/gm, indent) : line;
    },
  );
}
