import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { docsVersion } from '../../../core/docs-site/versions';
import { ENV_DATA_VERSIONS } from '../../../core/settings/env-vars';
import { FINDING_LINKS, LINK_TITLES } from '../../../core/setup-checker/links';
import { anchorsOf } from '../content/reader-path';

const root = path.resolve(__dirname, '../../..');

/** The source of a doc of a version, by its path relative to the version's docs root. */
function docSource(version: string, doc: string): string | undefined {
  const dir = path.join(root, docsVersion(version).docsDir);
  for (const extension of ['.md', '.mdx']) {
    const file = path.join(dir, `${doc}${extension}`);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return undefined;
}

describe.each(ENV_DATA_VERSIONS)('the links of findings, docs version %s', (version) => {
  it('lead to pages and headings of that version', () => {
    const broken = Object.entries(FINDING_LINKS[version]).flatMap(([id, target]) => {
      const [doc, anchor] = target.split('#') as [string, string | undefined];
      const source = docSource(version, doc);
      if (source === undefined) return [`${id}: no page ${doc}`];
      if (anchor !== undefined && !anchorsOf(source).has(anchor)) return [`${id}: no heading #${anchor} on ${doc}`];
      return [];
    });
    expect(broken).toEqual([]);
  });
});

describe('the text of a finding’s link', () => {
  it('is a title for every link, each its own, so that no link shows empty or two read the same', () => {
    const ids = Object.keys(FINDING_LINKS.current).sort();
    expect(Object.keys(LINK_TITLES).sort()).toEqual(ids);
    const titles = Object.values(LINK_TITLES);
    expect(titles.filter((title) => title.trim().length < 4)).toEqual([]);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
