// The data module against the product's facts: every variable the facts file lists
// is in the data with the same default, and the data invents none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ENV_VARS } from '../../../plugins/compose-builder/env-vars';
import { REPO_ROOT } from '../content/doc-sources';

const FACTS_FILE = join(REPO_ROOT, '..', 'shared', 'product', 'pages', 'development', 'environment-variables.facts.md');
const facts = readFileSync(FACTS_FILE, 'utf8');
/** The 0.6.4 facts: everything before the later-versions summary. */
const currentFacts = facts.split('### (later versions)')[0] ?? '';

/** `| \`name\` | default | meaning |` rows of the facts file's tables. */
function factRows(): { name: string; default?: string }[] {
  const rows: { name: string; default?: string }[] = [];
  for (const match of currentFacts.matchAll(/^\| `([A-Za-z_]+)` \| ([^|]*) \|/gm)) {
    const cell = (match[2] ?? '').trim();
    // A default is a value in backticks, written alone or as "(schema `value`)"; "empty", "none", "random" and "auto-detected" have none.
    const value = /^(?:\(schema )?`([^`]*)`/.exec(cell)?.[1];
    rows.push({ name: match[1] ?? '', default: value });
  }
  return rows;
}

/** The JSON-valued variables: `- \`name\` — keys…` bullets. */
function jsonBullets(): { name: string; text: string }[] {
  const section = currentFacts.split('### JSON-valued variables')[1]?.split('\n### ')[0] ?? '';
  return [...section.matchAll(/^- `([A-Za-z]+)` — (.*)$/gm)].map((match) => ({
    name: match[1] ?? '',
    text: match[2] ?? '',
  }));
}

const rows = factRows();
const bullets = jsonBullets();

describe('the environment variable data matches the facts file', () => {
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
    const data = new Map(ENV_VARS.map((variable) => [variable.name, variable]));
    const mismatches = rows.filter((row) => !data.has(row.name) || data.get(row.name)?.default !== row.default);
    expect(
      mismatches.map((row) => `${row.name}: facts ${row.default}, data ${data.get(row.name)?.default ?? '(missing)'}`),
    ).toEqual([]);
  });

  it('invents no variable', () => {
    const known = new Set([...rows.map((row) => row.name), ...bullets.map((bullet) => bullet.name)]);
    expect(ENV_VARS.map((variable) => variable.name).filter((name) => !known.has(name))).toEqual([]);
  });

  it('lists each variable once', () => {
    const names = ENV_VARS.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const bullet of bullets) {
    it(`gives ${bullet.name} the keys, defaults and ranges of the facts file`, () => {
      const variable = ENV_VARS.find((candidate) => candidate.name === bullet.name);
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
