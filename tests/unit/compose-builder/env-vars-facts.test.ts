// The data module against the product's facts, for each docs version: every variable
// a version's facts file lists is in that version's data with the same default, and
// the data invents none. Where the Latest facts say the product's code differs from
// its page, the data follows the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ENV_DATA_VERSIONS, envData, type EnvVar } from '../../../core/settings/env-vars';
import { DOCS_VERSIONS, LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import { REPO_ROOT } from '../content/doc-sources';

const SHARED = join(REPO_ROOT, '..', 'shared');
const FACTS_FILE = join(SHARED, 'product', 'pages', 'development', 'environment-variables.facts.md');
const LATEST_FACTS_FILE = join(SHARED, 'product-latest', 'pages', 'development', 'environment-variables.facts.md');

interface FactRow {
  name: string;
  default?: string;
}

/** A default is a value in backticks, written alone or as "(schema `value`)"; "empty", "none", "random" and "auto-detected" have none. */
function cellDefault(cell: string): string | undefined {
  return /^(?:\(schema )?`([^`]*)`/.exec(cell.trim())?.[1];
}

const byName = (variables: readonly EnvVar[]) => new Map(variables.map((variable) => [variable.name, variable]));

it('has data for exactly the site’s docs versions', () => {
  expect([...ENV_DATA_VERSIONS].sort()).toEqual(DOCS_VERSIONS.map((version) => version.name).sort());
});

for (const version of ENV_DATA_VERSIONS) {
  it(`lists each ${version} variable once, in one of the version’s groups`, () => {
    const { variables, groups } = envData(version);
    const names = variables.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    const groupIds = groups.map((group) => group.id);
    expect(variables.filter((variable) => !groupIds.includes(variable.group)).map((variable) => variable.name)).toEqual(
      [],
    );
  });
}

describe('the 0.6.4 data matches the 0.6.4 facts file', () => {
  const facts = readFileSync(FACTS_FILE, 'utf8');
  /** The 0.6.4 facts: everything before the later-versions summary. */
  const currentFacts = facts.split('### (later versions)')[0] ?? '';
  const rows: FactRow[] = [...currentFacts.matchAll(/^\| `([A-Za-z_]+)` \| ([^|]*) \|/gm)].map((match) => ({
    name: match[1] ?? '',
    default: cellDefault(match[2] ?? ''),
  }));
  /** The JSON-valued variables: `- \`name\` — keys…` bullets. */
  const section = currentFacts.split('### JSON-valued variables')[1]?.split('\n### ')[0] ?? '';
  const bullets = [...section.matchAll(/^- `([A-Za-z]+)` — (.*)$/gm)].map((match) => ({
    name: match[1] ?? '',
    text: match[2] ?? '',
  }));
  const variables = envData(SPEC_VERSION).variables;

  it('reads the facts file', () => {
    expect(rows.length).toBeGreaterThan(80);
    expect(bullets.map((bullet) => bullet.name)).toEqual([
      'plexSessionMonitoring',
      'publicContentNotifications',
      'quotaSettings',
      'approvalExpiration',
      'plexLabelSync',
    ]);
  });

  it('has every variable of the facts file, with the same default', () => {
    const data = byName(variables);
    const mismatches = rows.filter((row) => !data.has(row.name) || data.get(row.name)?.default !== row.default);
    expect(
      mismatches.map((row) => `${row.name}: facts ${row.default}, data ${data.get(row.name)?.default ?? '(missing)'}`),
    ).toEqual([]);
  });

  it('invents no variable', () => {
    const known = new Set([...rows.map((row) => row.name), ...bullets.map((bullet) => bullet.name)]);
    expect(variables.map((variable) => variable.name).filter((name) => !known.has(name))).toEqual([]);
  });

  for (const bullet of bullets) {
    it(`gives ${bullet.name} the keys, defaults and ranges of the facts file`, () => {
      const variable = variables.find((candidate) => candidate.name === bullet.name);
      expect(variable?.type.kind).toBe('json');
      const keys = variable?.keys ?? [];
      // Keys written as `key` (default; range).
      const stated = [...bullet.text.matchAll(/`([A-Za-z.]+)` \(([^)]*)\)/g)].map((match) => {
        const [first = '', second] = (match[2] ?? '').split(';');
        // "(each 1–8760)": a range and no default.
        const onlyRange = /^(?:each )?(\d+–\d+)$/.exec(first.trim());
        if (onlyRange) return { key: match[1] ?? '', default: 'not set', range: onlyRange[1] };
        const value = first
          .split(/ = | → | default|\|/)[0]
          ?.replace(/`/g, '')
          .trim();
        return { key: match[1] ?? '', default: value, range: /(\d+–\d+)/.exec(second ?? '')?.[1] };
      });
      for (const fact of stated) {
        const key = keys.find((candidate) => candidate.key === fact.key);
        expect(key, `${bullet.name}.${fact.key}`).toBeDefined();
        expect(key?.default, `${bullet.name}.${fact.key}`).toBe(fact.default);
        if (fact.range) expect(key?.range, `${bullet.name}.${fact.key}`).toBe(fact.range);
      }
      // Every key in the data is named in the bullet.
      const named = new Set([...bullet.text.matchAll(/`([A-Za-z.]+)`/g)].map((match) => match[1]));
      expect(keys.map((key) => key.key).filter((key) => !named.has(key))).toEqual([]);
    });
  }
});

describe('the Latest data matches the Latest facts file', () => {
  const facts = readFileSync(LATEST_FACTS_FILE, 'utf8');
  const factsPart = facts.split('\n## Where the page and the product')[0] ?? '';
  /** What the product's code says where it differs from the page: the data follows it. */
  const differences = facts.split('\n## Where the page and the product')[1]?.split('\n## ')[0] ?? '';
  const sections = factsPart
    .split(/^### /m)
    .slice(1)
    .map((text) => ({ title: text.split('\n')[0] ?? '', text }));
  const isJson = (title: string) => title.startsWith('JSON variables');
  const isTmdb = (title: string) => title.startsWith('TMDB');

  /** Rows of the variable tables; a table without a default column gives no defaults. */
  const rows: FactRow[] = sections
    .filter(({ title }) => !isJson(title) && !isTmdb(title))
    .flatMap(({ text }) => {
      const withDefault = /^\| name \| default \|/m.test(text);
      return [...text.matchAll(/^\| `([A-Za-z_]+)` \| ([^|]*) \|/gm)].map((match) => ({
        name: match[1] ?? '',
        default: withDefault ? cellDefault(match[2] ?? '') : undefined,
      }));
    });
  /** The TMDB section names its variable in the line it adds to `.env`. */
  const tmdbNames = sections
    .filter(({ title }) => isTmdb(title))
    .flatMap(({ text }) => [...text.matchAll(/`([A-Za-z]+)=/g)].map((match) => match[1] ?? ''));

  interface FactKey {
    key: string;
    default: string;
    range?: string;
  }
  /** The JSON variables: a line naming the variable, then a table of its fields (or a sentence, for one of them). */
  const jsonText = sections.find(({ title }) => isJson(title))?.text ?? '';
  const jsonVariables = new Map<string, FactKey[]>();
  for (const block of jsonText.split(/^(?=`[A-Za-z]+`)/m).slice(1)) {
    const name = /^`([A-Za-z]+)`/.exec(block)?.[1] ?? '';
    const tableRows = [...block.matchAll(/^\| `([A-Za-z.]+)` \| ([^|]*) \| ([^|]*) \|/gm)];
    const keys: FactKey[] = tableRows.map((match) => {
      const meaning = match[3] ?? '';
      // Where the page's range and the code's differ, the cell names both: the code's wins.
      const range = /code allows (\d+–\d+)/.exec(meaning)?.[1] ?? /(\d+–\d+)/.exec(meaning)?.[1];
      return { key: match[1] ?? '', default: cellDefault(match[2] ?? '') ?? '', range };
    });
    if (keys.length === 0) {
      // "`enabled` false; `a`, `b` … all `""`": enabled is false, the rest empty strings.
      const named = [
        ...block
          .split(':')
          .slice(1)
          .join(':')
          .matchAll(/`([A-Za-z]+)`/g),
      ].map((match) => match[1] ?? '');
      for (const key of named) keys.push({ key, default: key === 'enabled' ? 'false' : '' });
    }
    jsonVariables.set(name, keys);
  }

  /**
   * Ranges where the code is looser than the table: the Session Monitoring facts say the
   * schema gives these keys no upper bound (the table's maxima are the form's).
   */
  const sessionMonitoringFacts = readFileSync(
    join(SHARED, 'product-latest', 'pages', 'utilities', 'session-monitoring.facts.md'),
    'utf8',
  );
  const CODE_RANGES: Record<string, string> = Object.fromEntries(
    ['pollingIntervalMinutes', 'remainingEpisodes']
      .filter((key) => sessionMonitoringFacts.includes(`\`${key}: z.number().min(1)\``))
      .map((key) => [`plexSessionMonitoring.${key}`, '1 or more']),
  );

  /**
   * The code's fields of a JSON setting, as the sheet of the setting's own page lists them: the
   * Plex label sync sheet names `labelNamingSource` and `autoResetOnScheduledSync`, which the
   * variables page's table leaves out.
   */
  const labelSyncFacts = readFileSync(
    join(SHARED, 'product-latest', 'pages', 'utilities', 'plex-label-sync.facts.md'),
    'utf8',
  );
  const CODE_FIELDS: Record<string, string> = {
    plexLabelSync: /^- Config fields in code.*$/m.exec(labelSyncFacts)?.[0] ?? '',
  };

  /** Variables the code has beyond the page's tables, each named in the differences. */
  const ADDED_BY_THE_CODE = ['PUID', 'PGID', 'maintainerrWebhookSecret'];
  const variables = envData(LATEST_VERSION).variables;
  const data = byName(variables);

  it('reads the facts file', () => {
    expect(rows.length).toBeGreaterThan(70);
    expect(tmdbNames).toEqual(['tmdbApiKey']);
    expect([...jsonVariables.keys()]).toEqual([
      'plexSessionMonitoring',
      'quotaSettings',
      'approvalExpiration',
      'plexLabelSync',
      'publicContentNotifications',
    ]);
    expect(jsonVariables.get('publicContentNotifications')).toHaveLength(7);
  });

  it('has every variable of the facts file, with the same default', () => {
    const stated: FactRow[] = [...rows, ...tmdbNames.map((name) => ({ name }))];
    const mismatches = stated.filter((row) => !data.has(row.name) || data.get(row.name)?.default !== row.default);
    expect(
      mismatches.map((row) => `${row.name}: facts ${row.default}, data ${data.get(row.name)?.default ?? '(missing)'}`),
    ).toEqual([]);
  });

  it('adds only the variables the code has beyond the tables: PUID, PGID and maintainerrWebhookSecret', () => {
    const known = new Set([...rows.map((row) => row.name), ...tmdbNames, ...jsonVariables.keys()]);
    const added = variables.map((variable) => variable.name).filter((name) => !known.has(name));
    expect(added.sort()).toEqual([...ADDED_BY_THE_CODE].sort());
    for (const name of ADDED_BY_THE_CODE) expect(differences).toContain(`\`${name}\``);
    // The container's entrypoint defaults both IDs: `PUID=${PUID:-1000}`.
    for (const name of ['PUID', 'PGID']) {
      const entrypointDefault = new RegExp(`${name}=\\$\\{${name}:-(\\d+)\\}`).exec(differences)?.[1];
      expect(data.get(name)?.default, name).toBe(entrypointDefault);
    }
    expect(data.get('maintainerrWebhookSecret')?.default).toBeUndefined();
  });

  it('leaves out what Latest no longer reads', () => {
    for (const name of ['NODE_ARGS', 'discordGuildId', 'tautulliEnabled', 'tautulliUrl', 'tautulliApiKey']) {
      expect(data.has(name), name).toBe(false);
    }
    expect(data.has('upgradeBufferTime')).toBe(false);
    expect(data.has('sonarrCreateSeasonFolders')).toBe(false);
  });

  it('follows the code for the values it lists: the delete sync targets, deletion and queue limits', () => {
    const deleteSyncNotify = data.get('deleteSyncNotify')?.type;
    const current = /`DeleteSyncNotifyOptionEnum`\): ((?:`[a-z-]+`, )+)plus legacy/.exec(differences)?.[1] ?? '';
    expect(deleteSyncNotify?.kind === 'enum' ? deleteSyncNotify.values : []).toEqual(
      [...current.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]),
    );
    expect(differences).toContain('`maxDeletionPrevention` `z.number().min(1).max(100)`');
    expect(data.get('maxDeletionPrevention')?.type).toMatchObject({ kind: 'integer', min: 1, max: 100 });
    expect(differences).toContain('QUEUE_WAIT_TIME_MAX_MS = 30 * 60 * 1000');
    expect(data.get('queueWaitTime')?.type).toMatchObject({ kind: 'integer', max: 30 * 60 * 1000 });
    expect(differences).toContain('`newEpisodeThreshold` max 720 h');
    expect(data.get('newEpisodeThreshold')?.type).toMatchObject({ kind: 'integer', max: 720 * 60 * 60 * 1000 });
  });

  for (const [name, factKeys] of jsonVariables) {
    it(`gives ${name} the keys, defaults and ranges of the facts file`, () => {
      const variable = data.get(name);
      expect(variable?.type.kind).toBe('json');
      const keys = variable?.keys ?? [];
      for (const fact of factKeys) {
        const key = keys.find((candidate) => candidate.key === fact.key);
        expect(key, `${name}.${fact.key}`).toBeDefined();
        expect(key?.default, `${name}.${fact.key}`).toBe(fact.default);
        const range = CODE_RANGES[`${name}.${fact.key}`] ?? fact.range;
        if (range) expect(key?.range, `${name}.${fact.key}`).toBe(range);
      }
      // A key beyond the table is one the code has, named where the facts list the code's keys:
      // the differences, or the code's fields in the sheet of the setting's own page.
      const extra = keys.filter((key) => !factKeys.some((fact) => fact.key === key.key));
      const codeFields = CODE_FIELDS[name] ?? '';
      for (const key of extra) {
        expect(`${differences}\n${codeFields}`, `${name}.${key.key}`).toContain(`\`${key.key}\``);
      }
    });
  }

  it('bounds the session monitoring interval and episode count from below only, as the code does', () => {
    expect(Object.keys(CODE_RANGES)).toHaveLength(2);
  });

  it('keeps quota usage for 1 to 365 days, as the code allows', () => {
    const retention = data.get('quotaSettings')?.keys?.find((key) => key.key === 'cleanup.retentionDays');
    expect(retention?.range).toBe('1–365');
  });
});
