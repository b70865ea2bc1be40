/**
 * The "API changes since 0.6.4" page: on two small documents (fixtures/api-changes/), every kind
 * of change is reported; on the real pair (openapi/0.6.4 and openapi/latest), the counts are the
 * statuses of shared/reference/latest/operations.tsv; the page's MDX links to both references.
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';

import { docsRemarkPlugins } from '../../../config/markdown';
import { docsVersion, LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import { computeApiChanges } from '../../../plugins/api-reference/api-changes';
import { apiChangesPageMdx, type ChangesPageVersions } from '../../../plugins/api-reference/api-changes-page';
import { loadResolvedDocument as loadFile } from '../../../core/openapi/openapi-document';
import { mdxToMarkdown } from '../../../plugins/llms-txt/mdx-to-markdown';
import { readTsv, REPO_ROOT, SHARED_REFERENCE_DIR } from '../openapi/load-openapi';

const FIXTURES = path.join(__dirname, 'fixtures/api-changes');
const before = loadFile(path.join(FIXTURES, 'before.yaml'));
const after = loadFile(path.join(FIXTURES, 'after.yaml'));
const fixtureChanges = computeApiChanges(before, after);

const VERSIONS: ChangesPageVersions = {
  beforeLabel: '0.6.4',
  afterLabel: 'Latest',
  beforeRoute: '/docs/api',
  afterRoute: '/docs/latest/api',
  beforeIntroSlug: 'pulsarr-api',
  afterIntroSlug: 'pulsarr-api',
  beforeLinkTitle: 'Pulsarr 0.6.4 API reference',
};
/** A link target in the 0.6.4 reference, with the title a Latest page's link into 0.6.4 needs. */
const old = (slug: string) => `(/docs/api/${slug} "Pulsarr 0.6.4 API reference")`;

describe('changes between two documents', () => {
  it('reports an operation only the newer document has as added', () => {
    expect(fixtureChanges.added.map((op) => [op.operationId, op.method, op.path, op.tag])).toEqual([
      ['createOwner', 'post', '/owners', 'Owners'],
    ]);
  });

  it('reports an operation only the older document has as removed', () => {
    expect(fixtureChanges.removed.map((op) => [op.operationId, op.method, op.path, op.slug])).toEqual([
      ['removePet', 'delete', '/pets/{id}', 'remove-pet'],
    ]);
  });

  it('reports an operation that kept its operationId on a new path as moved, not removed and added', () => {
    expect(fixtureChanges.moved.map(({ before: was, after: now }) => [was.operationId, was.path, now.path])).toEqual([
      ['getOwner', '/owners/owners/{id}', '/owners/{id}'],
    ]);
    const ids = [...fixtureChanges.added, ...fixtureChanges.removed].map((op) => op.operationId);
    expect(ids).not.toContain('getOwner');
  });

  it('reports a new parameter and a parameter whose type and allowed values changed', () => {
    expect(fixtureChanges.parameters).toHaveLength(1);
    const [{ after: operation, changes }] = fixtureChanges.parameters;
    expect(operation.operationId).toBe('listToys');
    const limit = changes.find((p) => p.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', status: 'added', only: { required: true, types: ['integer'] } });
    const kind = changes.find((p) => p.name === 'kind');
    expect(kind?.status).toBe('changed');
    expect(kind?.schema.map((c) => [c.facet, c.before, c.after])).toEqual(
      expect.arrayContaining([
        ['type', ['string'], ['integer']],
        ['values', ['ball', 'rope'], [1, 2, 3]],
      ]),
    );
  });

  it('reports a request body that became required, with its new, removed and changed fields', () => {
    expect(fixtureChanges.requestBodies.map((b) => b.after.operationId)).toEqual(['createToy']);
    const [{ changes: body }] = fixtureChanges.requestBodies;
    expect(body.required).toEqual([false, true]);
    const fields = body.schema.map((c) => [c.field, c.facet, c.keyword]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['squeaky', 'added', ''],
        ['legacyCode', 'removed', ''],
        ['size', 'limits', 'maximum'],
      ]),
    );
    // `nullable: true` (3.0) and a type list with 'null' (3.1) say the same thing.
    expect(fields.map(([field]) => field)).not.toContain('colour');
  });

  it('reports tags added and removed, with their operation counts', () => {
    expect(fixtureChanges.tagsAdded).toEqual([{ name: 'Owners', slug: 'owners', operationCount: 1 }]);
    expect(fixtureChanges.tagsRemoved).toEqual([{ name: 'Legacy', slug: 'legacy', operationCount: 1 }]);
  });

  it('reports webhook payloads only the newer document has', () => {
    expect(fixtureChanges.webhooksAdded.map((hook) => [hook.path, hook.slug])).toEqual([
      ['toy.sold', 'webhook-toy-sold'],
    ]);
    expect(fixtureChanges.webhooksRemoved).toEqual([]);
  });

  it('does not report an operation whose summary alone changed', () => {
    const everywhere = JSON.stringify(fixtureChanges);
    expect(everywhere).not.toContain('listPets');
  });
});

/** How many tables the page's MDX has once parsed as Docusaurus parses it; throws where it is not valid MDX. */
function tablesOf(page: string): number {
  // Docusaurus takes `{#id}` off headings before MDX reads the file; so does this.
  const source = page.replace(/^---[\s\S]*?---\n/, '').replace(/ \{#[a-z-]+\}$/gm, '');
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(source);
  return tree.children.filter((node) => node.type === 'table').length;
}

describe('the page', () => {
  const mdx = apiChangesPageMdx(fixtureChanges, VERSIONS);

  it('links a moved operation to its page in both references, with both paths in code', () => {
    expect(mdx).toContain(`[\`GET /owners/owners/{id}\`]${old('get-owner')}`);
    expect(mdx).toContain('[`GET /owners/{id}`](/docs/latest/api/get-owner)');
  });

  it('links added operations and tags to Latest, removed ones to 0.6.4', () => {
    expect(mdx).toContain('[Create an owner](/docs/latest/api/create-owner)');
    expect(mdx).toContain('[Owners](/docs/latest/api/owners)');
    expect(mdx).toContain(`[Remove a pet]${old('remove-pet')}`);
    expect(mdx).toContain(`[Legacy]${old('legacy')}`);
    expect(mdx).toContain('[A toy was sold](/docs/latest/api/webhook-toy-sold)');
  });

  it('links changed parameters and request bodies to both references', () => {
    expect(mdx).toContain(`[0.6.4]${old('list-toys')} · [Latest](/docs/latest/api/list-toys)`);
    expect(mdx).toContain(`[0.6.4]${old('create-toy')} · [Latest](/docs/latest/api/create-toy)`);
  });

  it('opens with a summary table whose every row links to a section of the page', () => {
    const summary = mdx.slice(mdx.indexOf('## Summary'), mdx.indexOf('## Operations added'));
    const rows = [...summary.matchAll(/^\| \[([^\]]+)\]\(#([a-z-]+)\) \| (\d+) \|$/gm)];
    expect(rows.map(([, title, , count]) => [title, Number(count)])).toEqual([
      ['Operations added', 1],
      ['Operations removed', 1],
      ['Operations moved to a new path', 1],
      ['Operations whose parameters changed', 1],
      ['Operations whose request body changed', 1],
      ['Tags added', 1],
      ['Tags removed', 1],
      ['Webhook payloads added', 1],
    ]);
    for (const [, , id] of rows) expect(mdx).toMatch(new RegExp(`^## .+ \\{#${id}\\}$`, 'm'));
  });

  it('is MDX that parses, with its tables as tables', () => {
    expect(tablesOf(mdx)).toBe(9);
  });

  it("has a Markdown twin whose links lead to both references' twins", () => {
    const twin = mdxToMarkdown(
      {
        source: mdx,
        file: '/site/docs/api/changes-since-0-6-4.mdx',
        permalink: '/Pulsarr/docs/latest/api/changes-since-0-6-4',
        title: 'API changes since 0.6.4',
      },
      {
        siteUrl: 'https://docs.example.org',
        baseUrl: '/Pulsarr/',
        permalinkOfFile: () => undefined,
        isDocsPage: (pathname) => pathname.startsWith('/Pulsarr/docs/'),
      },
    );
    expect(twin).toContain(
      '[`GET /owners/owners/{id}`](https://docs.example.org/Pulsarr/docs/api/get-owner.md "Pulsarr 0.6.4 API reference")',
    );
    expect(twin).toContain('[`GET /owners/{id}`](https://docs.example.org/Pulsarr/docs/latest/api/get-owner.md)');
    expect(twin).toMatch(/^\| Change +\| Count +\|$/m);
  });

  it('escapes a pipe inside a path or pattern so the table keeps its columns', () => {
    const piped = computeApiChanges(before, {
      ...after,
      paths: { ...(after.paths as object), '/a|b': { get: { operationId: 'pipe', summary: 'A | B', responses: {} } } },
    });
    const page = apiChangesPageMdx(piped, VERSIONS);
    expect(page).toContain('| [A \\| B](/docs/latest/api/pipe) | `GET /a\\|b` |');
  });
});

describe('the page of the Latest reference', () => {
  const documentOf = (version: string) => loadFile(path.join(REPO_ROOT, docsVersion(version).openapiRoot));
  const page = apiChangesPageMdx(computeApiChanges(documentOf(SPEC_VERSION), documentOf(LATEST_VERSION)), VERSIONS);

  it('passes the remark plugins every docs page goes through, the check of links between versions included', () => {
    const source = page.replace(/ \{#[a-z-]+\}$/gm, '');
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(docsRemarkPlugins);
    const file = path.join(REPO_ROOT, 'docs/api/changes-since-0-6-4.mdx');
    expect(() => processor.runSync(processor.parse(source), { path: file } as never)).not.toThrow();
  });

  it('fails that check without the titles naming 0.6.4 (the check does see its links)', () => {
    const source = page.replace(/ \{#[a-z-]+\}$/gm, '').replace(/ "Pulsarr 0\.6\.4 API reference"/g, '');
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(docsRemarkPlugins);
    const file = path.join(REPO_ROOT, 'docs/api/changes-since-0-6-4.mdx');
    expect(() => processor.runSync(processor.parse(source), { path: file } as never)).toThrow(
      /links into another docs version/,
    );
  });
});

const OPERATIONS_TSV = path.join(SHARED_REFERENCE_DIR, 'latest/operations.tsv');
const haveReference = fs.existsSync(OPERATIONS_TSV);
if (!haveReference) {
  console.warn(
    `api-changes.test.ts: ${OPERATIONS_TSV} not found (the shared/ folder is not next to this repository), ` +
      'so the counts of the real 0.6.4 → Latest changes are NOT checked.',
  );
}

describe.skipIf(!haveReference)('changes from 0.6.4 to Latest', () => {
  const rows = haveReference ? readTsv(OPERATIONS_TSV).filter((row) => row.kind === 'path') : [];
  const status = (prefix: string) => rows.filter((row) => row['vs_0.6.4'].startsWith(prefix));
  const documentOf = (version: string) => loadFile(path.join(REPO_ROOT, docsVersion(version).openapiRoot));
  const oldDoc = documentOf(SPEC_VERSION);
  const changes = computeApiChanges(oldDoc, documentOf(LATEST_VERSION));
  const oldIds = new Set(
    Object.values(oldDoc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    ),
  );

  it('lists the 36 added operations of operations.tsv, less those the 0.6.4 reference already has', () => {
    const tsvAdded = status('added').map((row) => row.operationId);
    expect(tsvAdded).toHaveLength(36);
    // 0.6.4's reference also has GET /v1/logs/stream, which the 0.6.4 build served though its published
    // document left it out (tests/unit/openapi/fidelity.test.ts): it is not new in Latest.
    const alreadyThere = tsvAdded.filter((id) => oldIds.has(id));
    expect(alreadyThere).toEqual(['streamLogs']);
    expect(changes.added.map((op) => op.operationId).sort()).toEqual(tsvAdded.filter((id) => !oldIds.has(id)).sort());
    expect(changes.added.length + alreadyThere.length).toBe(36);
  });

  it('lists the 3 removed Tautulli operations', () => {
    expect(changes.removed.map((op) => op.operationId).sort()).toEqual([
      'syncTautulliNotifiers',
      'testTautulliConnection',
      'testTautulliConnectionWithCredentials',
    ]);
  });

  it('lists the 10 moved operations with the paths operations.tsv gives', () => {
    const expected = status('path changed').map((row) => {
      const was = /\(0\.6\.4: (\S+) (\S+)\)/.exec(row['vs_0.6.4'])!;
      return `${row.operationId} ${was[1]} ${was[2]} -> ${row.method} ${row.path_or_event}`;
    });
    expect(expected).toHaveLength(10);
    const moved = changes.moved.map(
      ({ before: was, after: now }) =>
        `${now.operationId} ${was.method.toUpperCase()} ${was.path} -> ${now.method.toUpperCase()} ${now.path}`,
    );
    expect(moved.sort()).toEqual(expected.sort());
  });

  it('lists the tags added and the Tautulli tag removed', () => {
    expect(changes.tagsAdded.map((tag) => tag.name).sort()).toEqual(
      ['System', 'Watchlist Exclusions', 'Webhook Payloads', 'Webhooks'].sort(),
    );
    expect(changes.tagsRemoved.map((tag) => tag.name)).toEqual(['Tautulli']);
  });

  it('makes a page that parses as MDX and links each moved operation to both references', () => {
    const page = apiChangesPageMdx(changes, VERSIONS);
    expect(tablesOf(page)).toBe(9);
    for (const { before: was, after: now } of changes.moved) {
      expect(page).toContain(old(was.slug));
      expect(page).toContain(`(/docs/latest/api/${now.slug})`);
    }
    expect(page).toContain(`[\`POST /v1/api-keys/api-keys\`]${old('create-api-key')}`);
    expect(page).toContain('[`POST /v1/api-keys/`](/docs/latest/api/create-api-key)');
  });

  it('lists the 9 webhook payloads', () => {
    const webhooks = readTsv(OPERATIONS_TSV).filter((row) => row.kind === 'webhook');
    expect(changes.webhooksAdded.map((hook) => hook.path).sort()).toEqual(
      webhooks.map((row) => row.path_or_event).sort(),
    );
  });
});
