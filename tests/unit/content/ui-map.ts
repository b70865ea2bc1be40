// The map of the Pulsarr web interface (tests/content/ui-map.yaml) and how the guides name its
// screens and the controls on them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

import { extractCodeBlocks, REPO_ROOT } from './doc-sources';

export interface Screen {
  name: string;
  anchor: string;
  guide: string;
}

export interface Control {
  /** The label as the web interface shows it, e.g. `Is Default`. */
  name: string;
  kind: 'button' | 'switch' | 'field' | 'heading';
  /** Names of the screens it is on, from `screens`. */
  screens: string[];
}

export interface UiMap {
  /** Doc id of the page that shows the map to readers. */
  map: string;
  screens: Screen[];
  controls: Control[];
  retired: string[];
}

export function loadUiMap(file = join(REPO_ROOT, 'tests', 'content', 'ui-map.yaml')): UiMap {
  return parse(readFileSync(file, 'utf8')) as UiMap;
}

/** A control of the Latest map, with the ways a step refers to it in prose. */
export interface LatestControl extends Control {
  /** Case-insensitive regular expressions; the label itself when absent. */
  mentions?: string[];
}

/** "A step may ask for `step` only after `after`": both are control names of the map. */
export interface OrderRule {
  step: string;
  after: string;
}

/** The map of the Latest web interface (tests/content/ui-map-latest.yaml). It has no map page. */
export interface LatestUiMap extends UiMap {
  controls: LatestControl[];
  order: OrderRule[];
}

export function loadLatestUiMap(file = join(REPO_ROOT, 'tests', 'content', 'ui-map-latest.yaml')): LatestUiMap {
  const data = parse(readFileSync(file, 'utf8')) as Omit<LatestUiMap, 'map' | 'screens'> & {
    screens: Omit<Screen, 'anchor'>[];
  };
  const names = new Set(data.controls.map((control) => control.name));
  for (const rule of data.order) {
    for (const name of [rule.step, rule.after]) {
      if (!names.has(name))
        throw new Error(`${file}: the order rule names "${name}", which is not a control of the map`);
    }
  }
  for (const control of data.controls) for (const pattern of control.mentions ?? []) new RegExp(pattern, 'i');
  return { ...data, map: '', screens: data.screens.map((screen) => ({ ...screen, anchor: '' })) };
}

/** Separators a path to a screen may be written with; the guides use only the arrow. */
const PATH_SEPARATOR = /\s+(?:→|>|->)\s+/;

export interface ScreenReference {
  line: number;
  /** The bold text as written, e.g. `Utilities → Delete Sync`. */
  text: string;
}

/** The source with code blocks blanked, so that examples are not read as prose. */
function proseLines(source: string): string[] {
  const lines = source.split(/\r?\n/);
  for (const block of extractCodeBlocks(source)) {
    const length = block.content.split('\n').length;
    for (let line = block.line - 1; line <= block.line + length && line < lines.length; line++) lines[line] = '';
  }
  return lines;
}

/**
 * Places where a page sends the reader to a screen of Pulsarr's web UI: a bold path whose first
 * level is one of the UI's top-level screens (`**Utilities → Delete Sync**`), or a bold
 * top-level name followed by "page" (`the **Dashboard** page`).
 */
export function findScreenReferences(source: string, topLevel: ReadonlySet<string>): ScreenReference[] {
  const references: ScreenReference[] = [];
  proseLines(source).forEach((line, index) => {
    for (const match of line.matchAll(/\*\*([^*]+)\*\*(\s+page\b)?/g)) {
      const text = match[1].trim();
      const levels = text.split(PATH_SEPARATOR);
      const isPath = levels.length > 1 && topLevel.has(levels[0]);
      const isPage = levels.length === 1 && Boolean(match[2]) && topLevel.has(text);
      if (isPath || isPage) references.push({ line: index + 1, text });
    }
  });
  return references;
}

/** Top-level screens of the map: the first level of every name. */
export function topLevelNames(map: UiMap): Set<string> {
  return new Set(map.screens.map((screen) => screen.name.split(' → ')[0]));
}

/**
 * Why a reference does not name a screen of the map, or undefined when it does. A reference may
 * go one level deeper than a screen (a section, field or button on it), but must start with the
 * screen's full name and use the arrow between levels.
 */
export function checkReference(text: string, map: UiMap): string | undefined {
  if (/\s(>|->)\s/.test(text)) {
    return `"${text}" separates levels with something other than " → "`;
  }
  const names = map.screens.map((screen) => screen.name);
  const known = names.some((name) => text === name || text.startsWith(`${name} → `));
  return known ? undefined : `"${text}" is not a screen of the map (${names.join(', ')})`;
}

/** Retired names used on a page, with their lines. */
export function findRetiredNames(source: string, map: UiMap): string[] {
  const problems: string[] = [];
  proseLines(source).forEach((line, index) => {
    for (const retired of map.retired) {
      if (line.includes(retired)) problems.push(`line ${index + 1}: "${retired}"`);
    }
  });
  return problems;
}

/** Line of the first link to the map page, or undefined when the page never links to it. */
export function firstMapLink(source: string, map: UiMap): number | undefined {
  const slug = map.map.split('/').pop() as string;
  const pattern = new RegExp(`\\]\\([^)]*${slug}(\\.mdx?)?(#[^)]*)?\\)`);
  const index = proseLines(source).findIndex((line) => pattern.test(line));
  return index === -1 ? undefined : index + 1;
}

/** The screens named by a link to the map page, from its anchor (`finding-your-way.md#radarr`). */
export function screensLinked(target: string, map: UiMap): string[] {
  // A map without a page (Latest's) is never linked to.
  if (map.map === '') return [];
  const slug = map.map.split('/').pop() as string;
  const match = new RegExp(`${slug}(?:\\.mdx?)?#([\\w-]+)$`).exec(target);
  if (!match) return [];
  return map.screens.filter((screen) => screen.anchor === match[1]).map((screen) => screen.name);
}

/**
 * The part of the map page under the heading with this anchor (`## Radarr {#radarr}`), down to
 * the next heading of the same or a higher level; empty when no heading has the anchor.
 */
export function mapSection(mapSource: string, anchor: string): string {
  const lines = mapSource.split(/\r?\n/);
  const start = lines.findIndex((line) => /^#{1,6}\s/.test(line) && line.includes(`{#${anchor}}`));
  if (start === -1) return '';
  const levelOf = (line: string) => /^(#{1,6})\s/.exec(line)?.[1].length;
  const level = levelOf(lines[start]) ?? 1;
  let end = start + 1;
  while (end < lines.length && (levelOf(lines[end]) ?? 7) > level) end++;
  return lines.slice(start, end).join('\n');
}
