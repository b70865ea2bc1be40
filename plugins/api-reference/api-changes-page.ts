/**
 * The "API changes since 0.6.4" page of the Latest API reference: MDX written by
 * `npm run api:generate` beside the generated operation pages, so it is built,
 * link-checked and given a Markdown twin like any of them. Its rows link to both
 * versions' pages, which the generator names by kebab-case operationId and tag.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import kebabCase from 'lodash/kebabCase.js';

import { API_REFERENCES, type ApiReference } from '../../core/docs-site/api-references';
import { docsVersion, LATEST_VERSION, SPEC_VERSION } from '../../core/docs-site/versions';

import {
  computeApiChanges,
  type ApiChanges,
  type OperationInfo,
  type ParameterChange,
  type RequestBodyChange,
  type SchemaChange,
} from './api-changes';
import { loadResolvedDocument, type Json } from '../../core/openapi/openapi-document';
import { API_CHANGES_PAGE_ID } from './sidebar';

/** What the page needs to know about the two references it links to. */
export interface ChangesPageVersions {
  /** Short names for the columns and links ('0.6.4', 'Latest'). */
  beforeLabel: string;
  afterLabel: string;
  /** Each reference's address without the base path, no trailing slash ('/docs/api'). */
  beforeRoute: string;
  afterRoute: string;
  /** Slug of each reference's introduction page. */
  beforeIntroSlug: string;
  afterIntroSlug: string;
  /**
   * The title of every link into the older reference. It names that docs
   * version's label: a Latest page may link a 0.6.4 page only with such a title
   * (plugins/versioned-docs/remark-cross-version-links.ts), which readers see too.
   */
  beforeLinkTitle: string;
}

/** Text for an MDX table cell: characters MDX or the table would read as syntax are escaped. */
function text(value: string): string {
  return value.replace(/[\\`*_[\]{}<>|]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
}

/** Inline code for a table cell: a pipe would end the cell, so it is escaped (GFM reads `\|` as `|` there). */
function code(value: string): string {
  const fence = value.includes('`') ? '``' : '`';
  const padded = fence.length > 1 || value.startsWith(' ') ? ` ${value} ` : value;
  return `${fence}${padded.replace(/\|/g, '\\|')}${fence}`;
}

const methodAndPath = (op: OperationInfo) => code(`${op.method.toUpperCase()} ${op.path}`);

/** A value of a schema keyword, as a reader reads it. */
function valueText(value: Json | undefined): string {
  if (value === undefined) return 'none';
  if (typeof value === 'string') return code(value);
  return code(JSON.stringify(value));
}

/** `["null","string"]` -> "`string` or null". */
function typesText(types: Json | undefined): string {
  const list = Array.isArray(types) ? types.map(String) : types === undefined ? [] : [String(types)];
  if (list.length === 0) return 'any type';
  const named = list.filter((t) => t !== 'null').map((t) => code(t));
  return [...named, ...(list.includes('null') ? ['null'] : [])].join(' or ');
}

function valuesText(change: SchemaChange): string {
  const { before, after } = change;
  if (Array.isArray(before) && Array.isArray(after)) {
    const shown = (list: Json[]) => list.map((v) => (v === null ? 'null' : valueText(v))).join(', ');
    const added = after.filter((v) => !before.some((b) => JSON.stringify(b) === JSON.stringify(v)));
    const removed = before.filter((v) => !after.some((a) => JSON.stringify(a) === JSON.stringify(v)));
    return [
      added.length > 0 ? `values added: ${shown(added)}` : '',
      removed.length > 0 ? `values removed: ${shown(removed)}` : '',
    ]
      .filter(Boolean)
      .join('; ');
  }
  if (before === undefined)
    return `now limited to ${Array.isArray(after) ? after.map((v) => valueText(v)).join(', ') : valueText(after)}`;
  if (after === undefined) return 'no longer limited to a list of values';
  return `value ${valueText(before)} → ${valueText(after)}`;
}

/** One difference of a parameter's schema, in words. */
function parameterSchemaText(change: SchemaChange): string {
  switch (change.facet) {
    case 'type':
      return `type ${typesText(change.before)} → ${typesText(change.after)}`;
    case 'values':
      return valuesText(change);
    case 'limits':
    case 'default':
    case 'format':
      return `${code(change.keyword)} ${valueText(change.before)} → ${valueText(change.after)}`;
    default:
      return 'schema changed';
  }
}

function parameterText(parameter: ParameterChange): string {
  if (parameter.status !== 'changed') {
    const how = parameter.only
      ? `${parameter.only.required ? 'required' : 'optional'}, ${typesText(parameter.only.types)}`
      : '';
    return `${parameter.status === 'added' ? 'new' : 'removed'}${how ? ` (${how})` : ''}`;
  }
  const parts: string[] = [];
  if (parameter.required) parts.push(parameter.required[1] ? 'now required' : 'now optional');
  parts.push(...parameter.schema.map(parameterSchemaText));
  return parts.join('; ');
}

/** The names of changed fields, each once, with what changed about it. */
function requestBodyText(body: RequestBodyChange): string {
  const parts: string[] = [];
  if (body.status === 'added') parts.push('New request body.');
  if (body.status === 'removed') parts.push('No request body any more.');
  if (body.required) parts.push(body.required[1] ? 'The body is now required.' : 'The body is now optional.');
  if (body.mediaTypes) {
    parts.push(
      `Media types ${body.mediaTypes[0].map(code).join(', ') || 'none'} → ${body.mediaTypes[1].map(code).join(', ') || 'none'}.`,
    );
  }
  const named = (field: string) => (field ? code(field) : 'the body itself');
  const unique = (list: string[]) => [...new Set(list)];
  const added = unique(body.schema.filter((c) => c.facet === 'added').map((c) => c.field));
  const removed = unique(body.schema.filter((c) => c.facet === 'removed').map((c) => c.field));
  // In this order, whatever order the differences came in.
  const facetWords: [SchemaChange['facet'], string][] = [
    ['type', 'type'],
    ['values', 'allowed values'],
    ['format', 'format'],
    ['limits', 'limits'],
    ['default', 'default'],
    ['required-fields', 'required fields'],
    ['shape', 'structure'],
  ];
  const changed = new Map<string, Set<SchemaChange['facet']>>();
  for (const change of body.schema.filter((c) => c.facet !== 'added' && c.facet !== 'removed')) {
    const facets = changed.get(change.field) ?? new Set<SchemaChange['facet']>();
    facets.add(change.facet);
    changed.set(change.field, facets);
  }
  if (added.length > 0) parts.push(`New fields: ${added.map(named).join(', ')}.`);
  if (removed.length > 0) parts.push(`Removed fields: ${removed.map(named).join(', ')}.`);
  if (changed.size > 0) {
    const list = [...changed].map(
      ([field, facets]) =>
        `${named(field)} (${facetWords
          .filter(([facet]) => facets.has(facet))
          .map(([, words]) => words)
          .join(', ')})`,
    );
    parts.push(`Changed: ${list.join(', ')}.`);
  }
  return parts.join(' ');
}

/** A table with a header row; cells are already MDX. */
function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The page as MDX. Sections with nothing to list say so, so every anchor of the
 * summary table exists whatever the two documents hold.
 */
export function apiChangesPageMdx(changes: ApiChanges, versions: ChangesPageVersions): string {
  const { beforeLabel: was, afterLabel: now } = versions;
  const beforePage = (slug: string) => `${versions.beforeRoute}/${slug} "${versions.beforeLinkTitle}"`;
  const afterPage = (slug: string) => `${versions.afterRoute}/${slug}`;
  const bothPages = (before: OperationInfo, after: OperationInfo) =>
    `[${was}](${beforePage(before.slug)}) · [${now}](${afterPage(after.slug)})`;
  const operationsWithChangedParameters = changes.parameters.length;

  const summary: [string, string, number][] = [
    ['Operations added', 'operations-added', changes.added.length],
    ['Operations removed', 'operations-removed', changes.removed.length],
    ['Operations moved to a new path', 'operations-moved', changes.moved.length],
    ['Operations whose parameters changed', 'parameters-changed', operationsWithChangedParameters],
    ['Operations whose request body changed', 'request-bodies-changed', changes.requestBodies.length],
    ['Tags added', 'tags-added', changes.tagsAdded.length],
    ['Tags removed', 'tags-removed', changes.tagsRemoved.length],
  ];
  if (changes.webhooksAdded.length > 0)
    summary.push(['Webhook payloads added', 'webhooks-added', changes.webhooksAdded.length]);
  if (changes.webhooksRemoved.length > 0) {
    summary.push(['Webhook payloads removed', 'webhooks-removed', changes.webhooksRemoved.length]);
  }

  const sections: string[] = [];
  const section = (title: string, id: string, intro: string, body: string, none: string) =>
    sections.push(`## ${title} {#${id}}\n\n${body ? `${intro}\n\n${body}` : none}`);

  section(
    'Operations added',
    'operations-added',
    `Operations ${now} has and ${was} does not, by tag.`,
    changes.added.length
      ? table(
          ['Operation', 'Method and path', 'Tag'],
          changes.added.map((op) => [
            `[${text(op.summary)}](${afterPage(op.slug)})`,
            methodAndPath(op),
            op.tag ? `[${text(op.tag)}](${afterPage(kebabCase(op.tag))})` : '',
          ]),
        )
      : '',
    `No operation was added.`,
  );
  section(
    'Operations removed',
    'operations-removed',
    `Operations ${was} has that ${now} no longer has. A script that calls one of them needs another way to do it.`,
    changes.removed.length
      ? table(
          ['Operation', `Method and path in ${was}`, `Tag in ${was}`],
          changes.removed.map((op) => [
            `[${text(op.summary)}](${beforePage(op.slug)})`,
            methodAndPath(op),
            op.tag ? `[${text(op.tag)}](${beforePage(kebabCase(op.tag))})` : '',
          ]),
        )
      : '',
    'No operation was removed.',
  );
  section(
    'Operations moved to a new path',
    'operations-moved',
    'The same operation, with the same `operationId`, now answers on another path: scripts need the new path. ' +
      'Other changes to these operations are listed in the sections below.',
    changes.moved.length
      ? table(
          ['Operation', was, now],
          changes.moved.map(({ before, after }) => [
            text(after.summary),
            `[${methodAndPath(before)}](${beforePage(before.slug)})`,
            `[${methodAndPath(after)}](${afterPage(after.slug)})`,
          ]),
        )
      : '',
    'No operation moved.',
  );
  section(
    'Parameters that changed',
    'parameters-changed',
    `Path, query, header and cookie parameters added, removed or changed in operations both versions have, one row per parameter.`,
    changes.parameters.length
      ? table(
          ['Operation', 'Parameter', 'What changed', 'Pages'],
          changes.parameters.flatMap(({ before, after, changes: list }) =>
            list.map((parameter) => [
              methodAndPath(after),
              `${code(parameter.name)} (${parameter.in})`,
              parameterText(parameter),
              bothPages(before, after),
            ]),
          ),
        )
      : '',
    'No parameter changed.',
  );
  section(
    'Request bodies that changed',
    'request-bodies-changed',
    'Request bodies of operations both versions have, with the fields that are new, removed or changed. ' +
      'A field inside another is named by its path (`routing.rootFolder`); `[]` stands for the items of a list. ' +
      'The operation pages give the types and allowed values.',
    changes.requestBodies.length
      ? table(
          ['Operation', 'What changed', 'Pages'],
          changes.requestBodies.map(({ before, after, changes: body }) => [
            methodAndPath(after),
            requestBodyText(body),
            bothPages(before, after),
          ]),
        )
      : '',
    'No request body changed.',
  );
  section(
    'Tags added',
    'tags-added',
    `Groups of operations ${now} has and ${was} does not.`,
    changes.tagsAdded.length
      ? table(
          ['Tag', 'Operations'],
          changes.tagsAdded.map((tag) => [`[${text(tag.name)}](${afterPage(tag.slug)})`, String(tag.operationCount)]),
        )
      : '',
    'No tag was added.',
  );
  section(
    'Tags removed',
    'tags-removed',
    `Groups of operations ${was} has that ${now} no longer has.`,
    changes.tagsRemoved.length
      ? table(
          ['Tag', `Operations in ${was}`],
          changes.tagsRemoved.map((tag) => [
            `[${text(tag.name)}](${beforePage(tag.slug)})`,
            String(tag.operationCount),
          ]),
        )
      : '',
    'No tag was removed.',
  );
  if (changes.webhooksAdded.length > 0) {
    section(
      'Webhook payloads added',
      'webhooks-added',
      `Requests Pulsarr sends to a webhook endpoint you configure, one per event, new in ${now}.`,
      table(
        ['Event', 'Payload'],
        changes.webhooksAdded.map((hook) => [code(hook.path), `[${text(hook.summary)}](${afterPage(hook.slug)})`]),
      ),
      '',
    );
  }
  if (changes.webhooksRemoved.length > 0) {
    section(
      'Webhook payloads removed',
      'webhooks-removed',
      `Webhook events ${was} sends that ${now} no longer sends.`,
      table(
        ['Event', 'Payload'],
        changes.webhooksRemoved.map((hook) => [code(hook.path), `[${text(hook.summary)}](${beforePage(hook.slug)})`]),
      ),
      '',
    );
  }

  const frontMatter = [
    '---',
    `id: ${API_CHANGES_PAGE_ID}`,
    `title: API changes since ${was}`,
    `sidebar_label: Changes since ${was}`,
    `description: Operations added, removed and moved, parameters and request bodies that changed, and tags added and removed between Pulsarr ${was} and ${now}, with links to both API references.`,
    // Written by npm run api:generate: there is no file of ours to edit.
    'custom_edit_url: null',
    '---',
  ].join('\n');
  const intro =
    `What changed in Pulsarr's API between ${was} and ${now}, for bringing a script written against ${was} up to date. ` +
    `Operations are matched by their \`operationId\`: one that kept its \`operationId\` on a new path is listed as moved. ` +
    `Rows link to the operation's page in each reference, the [${was} reference](${beforePage(versions.beforeIntroSlug)}) ` +
    `and the [${now} reference](${afterPage(versions.afterIntroSlug)}).`;
  return `${frontMatter}\n\n${intro}\n\n## Summary {#summary}\n\n${table(
    ['Change', 'Count'],
    summary.map(([title, id, count]) => [`[${title}](#${id})`, String(count)]),
  )}\n\n${sections.join('\n\n')}\n`;
}

/** The reference of a docs version; a version without one is a mistake in core/docs-site/api-references.ts. */
function referenceOf(version: string): ApiReference {
  const reference = API_REFERENCES.find((r) => r.version === version);
  if (!reference)
    throw new Error(`No API reference for docs version "${version}" in core/docs-site/api-references.ts.`);
  return reference;
}

/**
 * Writes the page into the Latest reference's folder (run by
 * plugins/api-reference/generate.mjs after the generator) and returns its file
 * and the changes, for the generator's log line.
 */
export function writeApiChangesPage(siteDir: string): { file: string; changes: ApiChanges } {
  const before = referenceOf(SPEC_VERSION);
  const after = referenceOf(LATEST_VERSION);
  const beforeDoc = loadResolvedDocument(join(siteDir, before.specPath));
  const afterDoc = loadResolvedDocument(join(siteDir, after.specPath));
  const changes = computeApiChanges(beforeDoc, afterDoc);
  const introSlug = (doc: typeof beforeDoc) => kebabCase(String((doc.info as { title?: Json })?.title ?? ''));
  const mdx = apiChangesPageMdx(changes, {
    beforeLabel: SPEC_VERSION,
    afterLabel: 'Latest',
    beforeRoute: `/${before.routePath}`,
    afterRoute: `/${after.routePath}`,
    beforeIntroSlug: introSlug(beforeDoc),
    afterIntroSlug: introSlug(afterDoc),
    beforeLinkTitle: `Pulsarr ${docsVersion(SPEC_VERSION).label} API reference`,
  });
  const file = join(after.outputDir, `${API_CHANGES_PAGE_ID}.mdx`);
  writeFileSync(join(siteDir, file), mdx);
  return { file, changes };
}
