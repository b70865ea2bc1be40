// The troubleshooting pages quote the messages of ../shared/product-latest/troubleshooting.facts.md
// exactly, each in its own entry, so a reader who pastes what is on their screen finds it. The
// sheet's parts marked unverified are not facts and are not asked for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { docsVersion, LATEST_VERSION, SPEC_VERSION, type DocsVersionName } from '../../../core/docs-site/versions';
import { findDocFile, REPO_ROOT } from './doc-sources';

const SHEET = join(REPO_ROOT, '..', 'shared', 'product-latest', 'troubleshooting.facts.md');

/** Each entry of the sheet, by the start of its heading: the page entry that answers it and the versions whose page has it. */
const ENTRIES: readonly { sheet: string; anchor: string; versions: readonly DocsVersionName[] }[] = [
  { sheet: '"Failed to create webhook', anchor: 'webhook-callback', versions: [LATEST_VERSION, SPEC_VERSION] },
  { sheet: '"Missing RSS URL', anchor: 'plex-pass-rss', versions: [LATEST_VERSION, SPEC_VERSION] },
  { sheet: 'Watchlist changes picked up slowly', anchor: 'slow-sync', versions: [LATEST_VERSION] },
  { sheet: 'A friend is missing', anchor: 'friend-missing', versions: [LATEST_VERSION, SPEC_VERSION] },
  { sheet: 'Behind a reverse proxy', anchor: 'reverse-proxy', versions: [LATEST_VERSION, SPEC_VERSION] },
  { sheet: 'Delete Sync:', anchor: 'delete-sync-safety', versions: [LATEST_VERSION, SPEC_VERSION] },
  { sheet: 'Discord:', anchor: 'discord-notifications', versions: [LATEST_VERSION] },
  { sheet: 'Item already in the default', anchor: '4k-instance', versions: [LATEST_VERSION, SPEC_VERSION] },
  { sheet: 'Quota shows', anchor: 'quota', versions: [LATEST_VERSION] },
  { sheet: 'Synology', anchor: 'synology-restart', versions: [LATEST_VERSION] },
  { sheet: 'User tags', anchor: 'user-tags', versions: [LATEST_VERSION] },
  { sheet: 'How do I change the admin password', anchor: 'admin-password', versions: [LATEST_VERSION, SPEC_VERSION] },
];

/** Sheet entries with no page entry, and why. */
const NOT_ON_THE_PAGES: readonly { sheet: string; why: string }[] = [
  {
    sheet: 'Own watchlist shows 0 items',
    why: 'its cause is unverified and it is reported on 0.5.1 only, so nothing is left to tell the reader to do',
  },
];

/**
 * Messages the sheet gives for an entry that 0.6.4 does not show, so its page leaves them out:
 * the sheet ties them to a later release or to code later than 0.6.4.
 */
const NOT_IN_0_6_4: Readonly<Record<string, readonly { message: string; why: string }[]>> = {
  'webhook-callback': [
    {
      message:
        'Failed to create webhook: Unable to send test message: Unable to post to webhook: HTTP request failed: [503:ServiceUnavailable] [POST] at [http://10.8.15.2:3003/v1/notifications/webhook?instanceId=…]',
      why: 'reported on v0.15.4',
    },
    {
      message: 'Failed to create webhook: Radarr API error: Unable to send test message: Unable to …',
      why: 'reported on v0.15.4',
    },
    { message: 'Error updating instance', why: 'reported on v0.15.4' },
    {
      message:
        'Credentials verified, attempting to setup webhook "Pulsarr (10.8.15.2:3003)" with URL for Radarr: http://10.8.15.2:3003/v1/notifications/webhook?instanceId=…',
      why: 'the log of the v0.15.4 report',
    },
    { message: 'Unable to send test message', why: "the later client's webhook-error state; 0.6.4 has none" },
    { message: 'Unable to post to webhook', why: "the later client's webhook-error state; 0.6.4 has none" },
    { message: 'Name does not resolve', why: "the later client's webhook-error state; 0.6.4 has none" },
    { message: 'Failed to connect to Sonarr', why: 'late-2026 client code' },
    { message: 'Failed to connect to Radarr', why: 'late-2026 client code' },
  ],
  'plex-pass-rss': [
    {
      message: 'Unable to generate RSS feeds. Are you an active Plex Pass user?',
      why: 'a late-2025 client, not tied to 0.6.4',
    },
    { message: 'Failed to generate RSS feed URLs', why: 'a late-2025 client, not tied to 0.6.4' },
  ],
  'delete-sync-safety': [
    {
      message:
        'Safety check failed: Would delete ${n} out of ${total} eligible items (${pct}%), which exceeds maximum allowed percentage of ${max}%.',
      why: 'the wording of the current code',
    },
    {
      message:
        'Safety check failed: Would delete ${n} out of ${total} items (${pct}%), which exceeds maximum allowed percentage of ${max}%.',
      why: 'the wording of the current code',
    },
    {
      message: 'Invalid maxDeletionPrevention value: "${value}". Please set a percentage between 0 and 100 inclusive.',
      why: 'the wording of the current code',
    },
    { message: 'No content found in media servers', why: 'the wording of the current code' },
  ],
  'admin-password': [
    { message: 'Password updated successfully', why: 'the Account Settings screen of later releases' },
    { message: "Passwords don't match", why: 'the Account Settings screen of later releases' },
  ],
};

interface SheetEntry {
  heading: string;
  body: string;
}

/** The sheet's entries: each `###` heading under "## Entries" with its text. */
function sheetEntries(sheet: string): SheetEntry[] {
  const entriesPart = sheet.split(/^## Entries\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return entriesPart
    .split(/^### /m)
    .slice(1)
    .map((chunk) => {
      const [heading, ...rest] = chunk.split('\n');
      return { heading: heading.trim(), body: rest.join('\n') };
    });
}

/** A line cut into sentences, code spans kept whole: a sentence ends at `.`, `!` or `?` followed by a space (not in "e.g."). */
function sentences(line: string): string[] {
  const result: string[] = [];
  let current = '';
  let inCode = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    current += char;
    if (char === '`') inCode = !inCode;
    else if (!inCode && /[.!?]/.test(char) && /\s/.test(line[i + 1] ?? ' ') && !/\b(e\.g|i\.e)\.$/.test(current)) {
      result.push(current);
      current = '';
    }
  }
  if (current.trim() !== '') result.push(current);
  return result;
}

/**
 * The messages quoted in an entry: its code spans with a space in them (names, paths and
 * settings have none), outside any sentence marked unverified. Code (`A = 5 * 60`) is not a
 * message; a leading `…` marks a fragment of a longer line.
 */
function quotedMessages(body: string): string[] {
  const messages = body
    .split('\n')
    .flatMap(sentences)
    .filter((sentence) => !/unverified/i.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(/`([^`]+)`/g)].map((match) => match[1]))
    .filter((span) => /\s/.test(span.trim()) && !/\s=\s/.test(span))
    .map((span) => span.replace(/^…/, ''));
  return [...new Set(messages)];
}

/** The text of a page's entry: from its `{#anchor}` heading to the next heading of level 2. */
function pageEntry(source: string, anchor: string): string | undefined {
  const start = source.split('\n').findIndex((line) => /^## /.test(line) && line.includes(`{#${anchor}}`));
  if (start < 0) return undefined;
  const lines = source.split('\n').slice(start);
  const end = lines.findIndex((line, index) => index > 0 && /^## /.test(line));
  return lines.slice(0, end < 0 ? undefined : end).join('\n');
}

const entries = sheetEntries(readFileSync(SHEET, 'utf8'));

describe('reading the troubleshooting sheet', () => {
  it('finds its entries, each with quoted messages or on the pages by its state', () => {
    expect(entries.length).toBeGreaterThanOrEqual(ENTRIES.length);
    expect(quotedMessages(entries.find((entry) => entry.heading.startsWith('"Missing RSS URL'))?.body ?? '')).toContain(
      'Missing RSS URL. Are you an active Plex Pass user?',
    );
  });

  it('maps every entry of the sheet to a page entry, or says why it has none', () => {
    const unmapped = entries
      .map((entry) => entry.heading)
      .filter(
        (heading) =>
          !ENTRIES.some((known) => heading.startsWith(known.sheet)) &&
          !NOT_ON_THE_PAGES.some((skipped) => heading.startsWith(skipped.sheet)),
      );
    expect(unmapped).toEqual([]);
  });

  it('leaves out code spans of sentences marked unverified, code and names', () => {
    const body = [
      '- Log: `Real message one` under `Another message`; setting `skipFriendSync=true`.',
      '- Toast `Looks like a message`. Whether it still shows: **unverified**, e.g. `Guessed text here`.',
      '- Constant `CYCLE_MS = 5 * 60 * 1000`; fragment `…for friends: None`.',
    ].join('\n');
    expect(quotedMessages(body)).toEqual([
      'Real message one',
      'Another message',
      'Looks like a message',
      'for friends: None',
    ]);
  });
});

for (const version of [LATEST_VERSION, SPEC_VERSION] as const) {
  const page = findDocFile('troubleshooting', version);

  describe(`the ${docsVersion(version).slug} troubleshooting page quotes the sheet's messages as written`, () => {
    it('exists', () => {
      expect(page, `troubleshooting page of ${version}`).toBeDefined();
    });

    for (const { sheet, anchor, versions } of ENTRIES.filter((entry) => entry.versions.includes(version))) {
      const sheetEntry = entries.find((entry) => entry.heading.startsWith(sheet));
      const leftOut = new Set(version === SPEC_VERSION ? (NOT_IN_0_6_4[anchor] ?? []).map((m) => m.message) : []);
      const messages = quotedMessages(sheetEntry?.body ?? '').filter((message) => !leftOut.has(message));

      it(`has the entry {#${anchor}} (for ${sheet}…, ${versions.map((name) => docsVersion(name).slug).join(' and ')})`, () => {
        expect(sheetEntry, `the sheet has an entry starting "${sheet}"`).toBeDefined();
        expect(pageEntry(page?.source ?? '', anchor), `## … {#${anchor}}`).toBeDefined();
      });

      for (const message of messages) {
        it(`{#${anchor}} quotes ${JSON.stringify(message)}`, () => {
          expect(pageEntry(page?.source ?? '', anchor) ?? '').toContain(message);
        });
      }
    }
  });
}

describe('the messages 0.6.4 leaves out are messages of the sheet', () => {
  for (const [anchor, leftOut] of Object.entries(NOT_IN_0_6_4)) {
    it(`{#${anchor}}`, () => {
      const sheet = ENTRIES.find((entry) => entry.anchor === anchor)?.sheet ?? '';
      const messages = quotedMessages(entries.find((entry) => entry.heading.startsWith(sheet))?.body ?? '');
      for (const { message } of leftOut) expect(messages).toContain(message);
    });
  }
});
