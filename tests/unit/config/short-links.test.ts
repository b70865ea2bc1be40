import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SHORT_LINK_TARGET, SHORT_LINKS } from '../../../config/short-links';
import {
  entryIds,
  SHORT_LINK_PREFIX,
  shortLinkProblems,
  shortLinkRedirects,
} from '../../../plugins/troubleshooting/short-links';

const page = readFileSync(join(SHORT_LINK_TARGET.siteDir, SHORT_LINK_TARGET.file), 'utf8');

describe('the short links of config/short-links.ts', () => {
  it('lead to the Latest troubleshooting page', () => {
    expect(SHORT_LINK_TARGET.file).toBe('docs/troubleshooting.md');
    expect(SHORT_LINK_TARGET.route).toBe('/docs/latest/troubleshooting');
  });

  it('name every entry of the page, and nothing else', () => {
    expect([...SHORT_LINKS].sort()).toEqual(entryIds(page).sort());
  });

  it('become one redirect each, from /go/<name> to the entry', () => {
    const redirects = shortLinkRedirects(SHORT_LINKS, SHORT_LINK_TARGET);
    expect(redirects).toHaveLength(SHORT_LINKS.length);
    expect(redirects).toContainEqual({
      from: '/go/webhook-callback',
      to: '/docs/latest/troubleshooting#webhook-callback',
    });
    for (const { from, to } of redirects) expect(to.split('#')[1]).toBe(from.slice(SHORT_LINK_PREFIX.length));
  });
});

describe('entryIds', () => {
  it('reads the explicit ids of headings, not of code blocks', () => {
    const markdown = [
      '## `Unable to post to webhook` {#webhook-callback}',
      '',
      '```md title="example"',
      '## Not a heading {#in-code}',
      '```',
      '',
      '### How do I change the admin password? {#admin-password}',
      '',
      '## A heading without an id',
    ].join('\n');
    expect(entryIds(markdown)).toEqual(['webhook-callback', 'admin-password']);
  });
});

describe('shortLinkProblems', () => {
  const entries = ['webhook-callback', 'quota'];

  it('accepts names of entries, each once', () => {
    expect(shortLinkProblems(['webhook-callback', 'quota'], entries, 'docs/troubleshooting.md')).toEqual([]);
  });

  it('names a link that names no entry', () => {
    expect(shortLinkProblems(['webhook-callbacks'], entries, 'docs/troubleshooting.md')).toEqual([
      '"webhook-callbacks" names no entry of docs/troubleshooting.md',
    ]);
  });

  it('names a link listed twice, once', () => {
    expect(shortLinkProblems(['quota', 'quota', 'quota'], entries, 'docs/troubleshooting.md')).toEqual([
      '"quota" is listed more than once',
    ]);
  });

  it('names a link that is not a heading id, without letting markup through', () => {
    expect(shortLinkProblems(['<script>x</script>', 'Quota', ''], entries, 'page.md')).toEqual([
      '"<script>x</script>" is not a heading id (lower-case letters, digits and single hyphens only)',
      '"Quota" is not a heading id (lower-case letters, digits and single hyphens only)',
      '"" is not a heading id (lower-case letters, digits and single hyphens only)',
    ]);
  });
});

describe('shortLinkRedirects', () => {
  it('stops with every bad link and the entries that exist', () => {
    expect(() =>
      shortLinkRedirects(['webhook-callback', 'no-such-entry', 'quota', 'quota'], SHORT_LINK_TARGET),
    ).toThrow(
      /that lead nowhere:\n- "no-such-entry" names no entry of docs\/troubleshooting\.md\n- "quota" is listed more than once\nEntries of docs\/troubleshooting\.md: webhook-callback, /,
    );
  });

  it('names the page it cannot read', () => {
    expect(() => shortLinkRedirects(['quota'], { ...SHORT_LINK_TARGET, file: 'docs/no-such-page.md' })).toThrow(
      'Short links: cannot read docs/no-such-page.md, the page they lead to.',
    );
  });
});
