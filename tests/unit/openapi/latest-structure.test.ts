/**
 * The Latest document has the structure of the OpenAPI document Pulsarr publishes
 * (shared/reference/latest/openapi.json): operation by operation and webhook by webhook, with
 * every $ref resolved on both sides, plus servers, security and tags. Words may differ; structure
 * may differ only as openapi/latest/allowed-differences.yaml lists, each with its reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { LATEST_VERSION } from '../../../core/docs-site/versions';
import { isAllowed, readAllowedDifferences } from '../../../plugins/api-reference/api-check';
import {
  compareDocuments,
  formatDifference,
  groupByKind,
  resolveLocalRefs,
} from '../../../plugins/api-reference/openapi-compare';
import { type Json, LATEST_REFERENCE_DIR, loadResolvedDocument, rootFileOf } from './load-openapi';

const PUBLISHED_JSON = path.join(LATEST_REFERENCE_DIR, 'openapi.json');
const ALLOWED_FILE = path.join(path.dirname(rootFileOf(LATEST_VERSION)), 'allowed-differences.yaml');
const havePublished = fs.existsSync(PUBLISHED_JSON);

if (!havePublished) {
  console.warn(
    `latest-structure.test.ts: ${PUBLISHED_JSON} not found (the shared/ folder is not next to this ` +
      'repository), so the structural comparison with the published document is SKIPPED.',
  );
}

const allowed = readAllowedDifferences(ALLOWED_FILE);

describe('the list of allowed differences', () => {
  it('gives every entry a kind, a place, both values and a reason', () => {
    expect(allowed.length).toBeGreaterThan(0);
    for (const entry of allowed) {
      const where = `${entry.operation} ${entry.location}`;
      expect(entry.kind, where).toMatch(/^[a-z-]+$/);
      expect(entry.ours, where).toBeDefined();
      expect(entry.published, where).toBeDefined();
      expect(entry.reason?.trim().length ?? 0, where).toBeGreaterThan(40);
    }
  });
});

describe.skipIf(!havePublished)('Latest structure equals the published document', () => {
  const ours = loadResolvedDocument(LATEST_VERSION);
  const published = havePublished
    ? resolveLocalRefs(JSON.parse(fs.readFileSync(PUBLISHED_JSON, 'utf8')) as { [key: string]: Json })
    : {};
  const differences = havePublished ? compareDocuments(ours, published) : [];

  it('differs only where allowed-differences.yaml says so', () => {
    const unlisted = differences.filter((difference) => !allowed.some((entry) => isAllowed(difference, entry)));
    const summary = [...groupByKind(differences)].map(([kind, list]) => `${kind}: ${list.length}`).join(', ');
    console.log(`${differences.length} structural differences (${summary || 'none'}), ${allowed.length} allowed`);
    expect(unlisted.map(formatDifference)).toEqual([]);
  });

  it('lists no allowed difference that no longer occurs', () => {
    const stale = allowed.filter((entry) => !differences.some((difference) => isAllowed(difference, entry)));
    expect(stale.map((entry) => `${entry.kind}: ${entry.operation} ${entry.location}`)).toEqual([]);
  });

  it('compares all 164 operations and 9 webhooks of both documents', () => {
    const operations = (doc: typeof ours) =>
      Object.values((doc.paths ?? {}) as Record<string, Record<string, unknown>>).flatMap((item) => Object.keys(item));
    expect(operations(ours)).toHaveLength(164);
    expect(operations(published)).toHaveLength(164);
    expect(Object.keys((ours.webhooks ?? {}) as object)).toEqual(Object.keys((published.webhooks ?? {}) as object));
  });
});
