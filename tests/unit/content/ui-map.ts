// The maps of the Pulsarr web interface, one per docs version (tests/content/ui-map.yaml for 0.6.4,
// tests/content/ui-map-latest.yaml for Latest), and how the guides name its screens and controls.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

import { extractCodeBlocks, REPO_ROOT } from './doc-sources';

/** A sidebar section, a page, a dialog that opens over a page, or a tab inside a dialog. */
export type ScreenKind = 'section' | 'page' | 'dialog' | 'tab';

/** What a thing on the map is, for the messages of the checks. */
export type ControlKind =
  | 'alert'
  | 'badge'
  | 'button'
  | 'card'
  | 'checkbox'
  | 'field'
  | 'heading'
  | 'menu item'
  | 'option'
  | 'select'
  | 'switch'
  | 'tooltip';

/** Where a label is written in Pulsarr's client code: `<path under src/client/>@<commit>`, or several. */
export type Source = string | string[];

export interface Screen {
  /** How a guide writes the screen, in bold; a path uses " → " between levels (`Plex → Users`). */
  name: string;
  kind: ScreenKind;
  /** 0.6.4 only: the heading of the map page that covers the screen. */
  anchor: string;
  /** The docs page that covers the screen (doc id). */
  guide?: string;
  /** For a dialog or a tab: the screens it opens on. */
  on?: string[];
  source: Source;
  /**
   * False when the code gives the screen no label a guide may print (the login page has no
   * recorded heading): the guides describe it, and `mentions` say how.
   */
  named?: boolean;
  /** Case-insensitive regular expressions a step refers to it by; its name in bold when absent. */
  mentions?: string[];
  /** 0.6.4 only: how the label is dated against the release (bracketed, confirmed, inferred). */
  status?: string;
}

export interface Control {
  /** The label as the web interface shows it, e.g. `Default Instance`. */
  name: string;
  kind: ControlKind;
  /** Names of the screens it is on, from `screens`. */
  screens: string[];
  source: Source;
  /**
   * False when its label is not confirmed for the version (0.6.4's inferred labels, a check-mark
   * button with no text): the guides describe it by place and role, in the words of `mentions`.
   */
  named?: boolean;
  mentions?: string[];
  status?: string;
}

/** "A step may ask for `step` only after `after`": names of screens or controls of the map. */
export interface OrderRule {
  step: string;
  after: string;
}

export interface UiMap {
  /** Doc id of the page that shows the map to readers; empty when the version has none (Latest). */
  map: string;
  screens: Screen[];
  controls: Control[];
  /** What the web interface enforces: the connection test before the lists, and so on. */
  order: OrderRule[];
  /** The screens and controls a reader passes through, in order, by flow name (`first-run`). */
  flows: Record<string, string[]>;
  /** Names the guides once gave, which the web interface does not show; none may come back. */
  retired: string[];
  /** Names a guide used for a control whose real label differs: guide's name → label. */
  corrections: Record<string, string>;
}

/** A screen or control: anything a step can refer to. */
export type MapElement = (Screen & { element: 'screen' }) | (Control & { element: 'control' });

export const UI_MAP_FILE = join(REPO_ROOT, 'tests', 'content', 'ui-map.yaml');
export const LATEST_UI_MAP_FILE = join(REPO_ROOT, 'tests', 'content', 'ui-map-latest.yaml');

const SOURCE = /^[\w./@()[\]-]+@([0-9a-f]{7,40}|commit not recorded)$/;

/** Reads a map and checks that everything in it refers to something it defines. */
export function loadUiMap(file = UI_MAP_FILE): UiMap {
  const data = parse(readFileSync(file, 'utf8')) as Partial<UiMap>;
  const map: UiMap = {
    map: data.map ?? '',
    screens: (data.screens ?? []).map((screen) => ({ ...screen, anchor: screen.anchor ?? '' })),
    controls: data.controls ?? [],
    order: data.order ?? [],
    flows: data.flows ?? {},
    retired: data.retired ?? [],
    corrections: data.corrections ?? {},
  };
  const fail = (message: string) => {
    throw new Error(`${file}: ${message}`);
  };
  const screenNames = new Set(map.screens.map((screen) => screen.name));
  const names = new Set([...screenNames, ...map.controls.map((control) => control.name)]);
  for (const element of [...map.screens, ...map.controls]) {
    const sources = Array.isArray(element.source) ? element.source : [element.source];
    for (const source of sources) {
      if (typeof source !== 'string' || !SOURCE.test(source)) {
        fail(`"${element.name}" needs a source "<file>@<commit>", not ${JSON.stringify(source)}`);
      }
    }
    if (element.named === false && !element.mentions?.length) {
      fail(`"${element.name}" has no label to print, so it needs mentions`);
    }
    for (const pattern of element.mentions ?? []) new RegExp(pattern, 'i');
  }
  for (const screen of map.screens) {
    for (const parent of screen.on ?? [])
      if (!screenNames.has(parent)) fail(`"${screen.name}" opens on "${parent}", which is not a screen`);
  }
  for (const control of map.controls) {
    for (const screen of control.screens)
      if (!screenNames.has(screen)) fail(`"${control.name}" is on "${screen}", which is not a screen`);
  }
  for (const rule of map.order) {
    for (const name of [rule.step, rule.after])
      if (!names.has(name)) fail(`the order rule names "${name}", which the map does not define`);
  }
  for (const [flow, steps] of Object.entries(map.flows)) {
    for (const name of steps)
      if (!names.has(name)) fail(`the flow ${flow} passes "${name}", which the map does not define`);
  }
  return map;
}

/** The map of the Latest web interface. It has no map page. */
export function loadLatestUiMap(file = LATEST_UI_MAP_FILE): UiMap {
  return loadUiMap(file);
}

/** Every screen and control, screens first, looked up by name. */
export function elementsOf(map: UiMap): Map<string, MapElement> {
  const elements = new Map<string, MapElement>();
  for (const screen of map.screens) elements.set(screen.name, { ...screen, element: 'screen' });
  for (const control of map.controls)
    if (!elements.has(control.name)) elements.set(control.name, { ...control, element: 'control' });
  return elements;
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

/** Top-level screens of the map: the first level of every section and page. */
export function topLevelNames(map: UiMap): Set<string> {
  return new Set(
    map.screens
      .filter((screen) => screen.kind === 'section' || screen.kind === 'page')
      .map((screen) => screen.name.split(' → ')[0]),
  );
}

/** The named things a path may go one level into from a screen: its controls, dialogs and tabs. */
function partsOf(screen: string, map: UiMap): Set<string> {
  const parts = new Set<string>();
  for (const control of map.controls)
    if (control.named !== false && control.screens.includes(screen)) parts.add(control.name);
  for (const child of map.screens) if (child.named !== false && child.on?.includes(screen)) parts.add(child.name);
  return parts;
}

/**
 * Why a reference does not name a screen of the map, or undefined when it does. A reference may
 * go one level deeper than a screen (a control, dialog or tab on it), but must start with the
 * screen's full name and use the arrow between levels.
 */
export function checkReference(text: string, map: UiMap): string | undefined {
  if (/\s(>|->)\s/.test(text)) {
    return `"${text}" separates levels with something other than " → "`;
  }
  const screens = map.screens.filter(
    (screen) => screen.named !== false && screen.kind !== 'tab' && screen.kind !== 'dialog',
  );
  if (screens.some((screen) => screen.name === text)) return undefined;
  const deeper = screens.some(
    (screen) =>
      text.startsWith(`${screen.name} → `) && partsOf(screen.name, map).has(text.slice(screen.name.length + 3)),
  );
  return deeper ? undefined : `"${text}" is not a screen of the map, or a part of one`;
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

export interface BoldName {
  line: number;
  text: string;
}

/**
 * A bold run that ends with a full stop, colon or question mark leads a step, a paragraph or a
 * table cell ("**Open Pulsarr.**", "**Check.**", "**Watchlist synced?**"): it is not a name.
 * An ellipsis ends placeholders such as "Filter by title...", which are names.
 */
const LEAD = /(?:^|[^.])[.:?]$/;

/** Whether a bold run is a lead, not a name. */
export function isLead(text: string): boolean {
  return LEAD.test(text);
}

/** The bold names of a page, outside code blocks and without leads, with their lines. */
export function boldNamesIn(source: string): BoldName[] {
  const names: BoldName[] = [];
  proseLines(source).forEach((line, index) => {
    for (const match of line.matchAll(/\*\*([^*]+)\*\*/g)) {
      const text = match[1].trim();
      if (!isLead(text)) names.push({ line: index + 1, text });
    }
  });
  return names;
}

/** Bold names that are not Pulsarr's interface, each reviewed once (tests/content/bold-outside-ui.yaml). */
export interface BoldOutsideUi {
  /** Labels of other applications that guides walk the reader through: Discord, Plex, Windows, … */
  otherApplications: { name: string; app: string }[];
  /** Bold that is not a label at all: a term the page defines, an example name. */
  notUi: { name: string; why: string }[];
  /** Pages about something other than Pulsarr's interface, whose bold is not checked. */
  pages: { page: string; why: string }[];
}

export const BOLD_OUTSIDE_UI_FILE = join(REPO_ROOT, 'tests', 'content', 'bold-outside-ui.yaml');

export function loadBoldOutsideUi(file = BOLD_OUTSIDE_UI_FILE): BoldOutsideUi {
  const data = parse(readFileSync(file, 'utf8')) as Partial<BoldOutsideUi>;
  return { otherApplications: data.otherApplications ?? [], notUi: data.notUi ?? [], pages: data.pages ?? [] };
}

/**
 * Why a bold name is not in the map, or undefined when it is: a named screen, a named control,
 * a path into a screen, or a name of the reviewed list. The message says what to write instead
 * when the map knows the real label.
 */
export function checkBoldName(text: string, map: UiMap, outside: BoldOutsideUi): string | undefined {
  if (outside.otherApplications.some((entry) => entry.name === text)) return undefined;
  if (outside.notUi.some((entry) => entry.name === text)) return undefined;
  const element = elementsOf(map).get(text);
  if (element && element.named !== false) return undefined;
  if (element) {
    return `**${text}** is not a label the web interface is known to show: describe it by place and role`;
  }
  if (text.includes('→') || /\s(>|->)\s/.test(text)) {
    const problem = checkReference(text, map);
    return problem === undefined ? undefined : `**${text}**: ${problem}`;
  }
  const label = map.corrections[text];
  if (label !== undefined) return `**${text}** is not in the web interface; it reads ${label}`;
  return `**${text}** is neither a screen nor a control of the map, nor a reviewed name of another application`;
}
