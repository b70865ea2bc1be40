// Which content rules apply to which docs version, with the data the 0.6.4 rules compare against:
// the image Quick Start installs and the list of things only later releases have.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

import { SPEC_VERSION, type DocsVersionName } from '../../../core/docs-site/versions';
import {
  CONTENT_RULES,
  installedImage,
  SPEC_VERSION_RULES,
  type ContentRule,
  type LaterOnlyEntry,
  type SpecVersionFacts,
} from './content-lint';
import { findDocFile, REPO_ROOT } from './doc-sources';

export const LATER_ONLY_FILE = join(REPO_ROOT, 'tests', 'content', 'later-only.yaml');

/** The later-only list, checked for shape so a typo in the YAML fails loudly. */
export function loadLaterOnly(file = LATER_ONLY_FILE): LaterOnlyEntry[] {
  const data: unknown = parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list of entries`);
  return data.map((entry: unknown, index) => {
    const { text, pattern, why } = (entry ?? {}) as Partial<Record<string, unknown>>;
    const hasOne = (typeof text === 'string') !== (typeof pattern === 'string');
    if (!hasOne || typeof why !== 'string') {
      throw new Error(`${file}: entry ${index + 1} needs either text or pattern, and why`);
    }
    if (typeof pattern === 'string') new RegExp(pattern);
    return { text: text as string | undefined, pattern: pattern as string | undefined, why };
  });
}

/** What the 0.6.4 rules compare its pages with. */
export function loadSpecVersionFacts(): SpecVersionFacts {
  const quickStart = findDocFile('installation/quick-start', SPEC_VERSION);
  const image = quickStart ? installedImage(quickStart.source) : undefined;
  if (image === undefined) throw new Error(`the ${SPEC_VERSION} Quick Start installs no lakker/pulsarr image`);
  return { installedImage: image, laterOnly: loadLaterOnly() };
}

/** Every rule for the pages of one docs version, by the name a failing test shows. */
export function contentRulesFor(version: DocsVersionName): Record<string, ContentRule> {
  if (version !== SPEC_VERSION) return { ...CONTENT_RULES };
  const facts = loadSpecVersionFacts();
  const specRules = Object.fromEntries(
    Object.entries(SPEC_VERSION_RULES).map(([name, rule]) => [name, (source: string) => rule(source, facts)]),
  );
  return { ...CONTENT_RULES, ...specRules };
}
