// Reads a guide's steps the way a new reader follows them: each step's own heading, the screens,
// buttons and fields it names in bold, and the links it gives. A step that names a control but
// not the screen it is on, or links to nothing, leaves the reader stuck; these helpers find that.
import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

import { extractCodeBlocks } from './doc-sources';
import {
  elementsOf,
  findScreenReferences,
  isLead,
  screensLinked,
  topLevelNames,
  type MapElement,
  type Screen,
  type UiMap,
} from './ui-map';

export interface Step {
  /** The step's own heading: `Step 1: create the .env file`, or the bold lead of a numbered item. */
  title: string;
  /** 1-based line where the step starts. */
  line: number;
  /** The step's Markdown, heading or lead included. */
  text: string;
}

/** The source with code blocks blanked, so that examples are not read as instructions. */
function proseLines(source: string): string[] {
  const lines = source.split(/\r?\n/);
  for (const block of extractCodeBlocks(source)) {
    const length = block.content.split('\n').length;
    for (let line = block.line - 1; line <= block.line + length && line < lines.length; line++) lines[line] = '';
  }
  return lines;
}

const STEP_HEADING = /^(#{2,6})\s+(Step \d+\b.*)$/;

/** The level of a Markdown heading line, or undefined for other lines. */
function headingLevel(line: string): number | undefined {
  return /^(#{1,6})\s/.exec(line)?.[1].length;
}
const NUMBERED_STEP = /^(\d+)\.\s+\*\*([^*]+?)\.?\*\*/;

/**
 * The steps of a guide, in page order: every `Step N: …` heading with the text below it, and every
 * numbered item that opens with a bold lead (`1. **Open Pulsarr.** …`) with its continuation lines.
 */
export function stepsOf(source: string): Step[] {
  const lines = proseLines(source);
  const steps: Step[] = [];
  for (let i = 0; i < lines.length; i++) {
    const heading = STEP_HEADING.exec(lines[i]);
    if (heading) {
      const level = heading[1].length;
      let end = i + 1;
      // A step heading's text runs to the next heading of its level or above, or to the end of its tab.
      while (
        end < lines.length &&
        (headingLevel(lines[end]) ?? 7) > level &&
        !/^<\/?(TabItem|Tabs)\b/.test(lines[end])
      ) {
        end++;
      }
      steps.push({ title: heading[2].trim(), line: i + 1, text: lines.slice(i, end).join('\n') });
      continue;
    }
    const item = NUMBERED_STEP.exec(lines[i]);
    if (item) {
      let end = i + 1;
      // A numbered item continues on indented lines, and over blank lines (a blanked code block
      // leaves several) when the next line with text is indented.
      const nextText = (from: number) => lines.slice(from).find((line) => line.trim() !== '') ?? '';
      while (
        end < lines.length &&
        (/^\s+\S/.test(lines[end]) || (lines[end].trim() === '' && /^\s+\S/.test(nextText(end))))
      ) {
        end++;
      }
      steps.push({ title: item[2].trim(), line: i + 1, text: lines.slice(i, end).join('\n') });
    }
  }
  return steps;
}

export interface Link {
  text: string;
  target: string;
}

/** The Markdown links of a text, `[text](target)`. */
export function linksIn(text: string): Link[] {
  return [...text.matchAll(/\[((?:[^[\]]|\[[^\]]*\])*)\]\(([^)\s]+)\)/g)].map(([, linkText, target]) => ({
    text: linkText,
    target,
  }));
}

/** The bold terms of a step, without its bold lead or the leads of its paragraphs. */
export function boldTermsIn(step: Step): string[] {
  return [...step.text.matchAll(/\*\*([^*]+)\*\*/g)]
    .map(([, term]) => term.trim())
    .filter((term) => term.replace(/\.$/, '') !== step.title.replace(/\.$/, '') && !isLead(term));
}

/** Docusaurus's id for a heading without an explicit `{#id}`: GitHub's slug of its plain text. */
export function headingSlug(heading: string): string {
  const plain = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase();
  return plain.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a page offers: explicit `{#id}` ids and the slugs of its other headings. */
export function anchorsOf(source: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(source)) {
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const explicit = /\{#([\w-]+)\}\s*$/.exec(heading[1]);
    if (explicit) {
      anchors.add(explicit[1]);
      continue;
    }
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface LinkContext {
  /** The folder of the version's docs, absolute. */
  docsDir: string;
  /** Doc id of the page the link is on, e.g. `installation/quick-start`. */
  fromDocId: string;
  /** The page's own Markdown, for `#anchor` links. */
  fromSource: string;
  /** URL path of the version's API reference, e.g. `/docs/api/`. */
  apiBase: string;
  /** Page slugs of the version's API reference (operations, tags and its introduction). */
  apiSlugs: ReadonlySet<string>;
  /** Reads a page of the version, with its directives written out. */
  readDoc: (file: string) => string;
}

/** Why a link leads nowhere, or undefined when it resolves. Links to other sites are not followed. */
export function checkLink(target: string, context: LinkContext): string | undefined {
  if (/^(https?:|mailto:)/.test(target)) return undefined;
  const [path, anchor] = target.split('#') as [string, string | undefined];
  if (path === '') {
    return anchorsOf(context.fromSource).has(anchor ?? '') ? undefined : `no heading "#${anchor}" on this page`;
  }
  if (path.startsWith('/')) {
    if (!path.startsWith(context.apiBase)) return `"${target}" is not a page of this docs version`;
    const slug = path.slice(context.apiBase.length);
    return context.apiSlugs.has(slug) ? undefined : `"${target}" is not a page of the API reference`;
  }
  if (!/\.mdx?$/.test(path)) return `"${target}" is not a relative link to a .md or .mdx file`;
  const file = normalize(join(context.docsDir, dirname(context.fromDocId), path));
  if (!file.startsWith(context.docsDir) || !existsSync(file)) return `"${target}" is not a page of this docs version`;
  if (anchor !== undefined && !anchorsOf(context.readDoc(file)).has(anchor)) {
    return `"${target}": the page has no heading "#${anchor}"`;
  }
  return undefined;
}

/** The API reference's page slugs: one per operation and tag, and its introduction. */
export function apiSlugsFrom(operationsTsv: string, tagsTsv: string, introduction: string): Set<string> {
  const column = (tsv: string, name: string) => {
    const [header, ...rows] = tsv.trim().split('\n');
    const index = header.split('\t').indexOf(name);
    return rows.map((row) => row.split('\t')[index]);
  };
  return new Set([...column(operationsTsv, 'slug'), ...column(tagsTsv, 'tag_slug'), introduction]);
}

/**
 * What leaves a reader stuck in one step: a bold term that is neither a screen nor a control of
 * the map (or a label the version does not confirm), a screen path the map does not know, or a
 * control named without the screen it is on (in bold, or as a link to that screen's part of the
 * map). A control inside a dialog or tab counts as placed when the step names the dialog or tab.
 * A label of another application the step walks through (`otherApplications`) is no problem.
 */
export function checkStepNames(step: Step, map: UiMap, otherApplications: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const screens = new Map(map.screens.map((screen) => [screen.name, screen]));
  const controls = new Map(map.controls.map((control) => [control.name, control]));
  const topLevel = topLevelNames(map);

  const named = new Set<string>();
  for (const reference of findScreenReferences(step.text, topLevel)) named.add(reference.text);
  for (const link of linksIn(step.text)) for (const screen of screensLinked(link.target, map)) named.add(screen);

  for (const term of boldTermsIn(step)) {
    const screen = screens.get(term);
    if (screen && screen.named !== false) {
      named.add(term);
      continue;
    }
    const levels = term.split(/\s+→\s+/);
    if (levels.length > 1 && topLevel.has(levels[0])) {
      const known = [...screens.keys()].some((name) => term === name || term.startsWith(`${name} → `));
      if (!known) problems.push(`step "${step.title}" names **${term}**, which is not a screen of the map`);
      else named.add(term);
      continue;
    }
    const control = controls.get(term);
    if (!control && otherApplications.has(term)) continue;
    if (!control) {
      problems.push(`step "${step.title}" names **${term}**, which the UI map does not define`);
    } else if (control.named === false) {
      problems.push(`step "${step.title}" names **${term}**, a label the web interface is not known to show`);
    }
  }

  // A dialog or tab is as good as the screen it opens on, and a screen with no label to print
  // (the login page) is named by the words of its mentions.
  const placed = (screen: string): boolean =>
    [...named].some((n) => n === screen || n.startsWith(`${screen} → `)) ||
    map.screens.some((child) => child.on?.includes(screen) && [...named].includes(child.name)) ||
    (screens.get(screen)?.named === false &&
      mentionPatterns(screens.get(screen) as Screen).some((pattern) => pattern.test(step.text)));
  for (const term of boldTermsIn(step)) {
    const control = controls.get(term);
    if (!control || control.named === false || screens.has(term)) continue;
    if (!control.screens.some(placed)) {
      problems.push(`step "${step.title}" names **${term}** but not where it is (${control.screens.join(' or ')})`);
    }
  }
  return problems;
}

/**
 * The page with every line outside one section blanked, so that steps read from it keep their
 * line numbers. The section is the heading with this anchor (explicit `{#id}` or slug) down to
 * the next heading of its level or above; the result is empty when no heading has the anchor.
 */
export function sectionOnly(source: string, anchor: string): string {
  const lines = source.split(/\r?\n/);
  const prose = proseLines(source);
  const start = prose.findIndex((line) => {
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) return false;
    const explicit = /\{#([\w-]+)\}\s*$/.exec(heading[1]);
    return (explicit ? explicit[1] : headingSlug(heading[1])) === anchor;
  });
  if (start === -1) return '';
  const level = headingLevel(prose[start]) ?? 1;
  let end = start + 1;
  while (end < prose.length && (headingLevel(prose[end]) ?? 7) > level) end++;
  return lines.map((line, index) => (index >= start && index < end ? line : '')).join('\n');
}

/** The ways a step refers to a screen or control: its mentions, or its name in bold. */
export function mentionPatterns(element: Pick<MapElement, 'name' | 'mentions'>): RegExp[] {
  const patterns = element.mentions ?? [`\\*\\*${element.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*\\*`];
  return patterns.map((pattern) => new RegExp(pattern, 'i'));
}

/** Where a step first refers to a screen or control (its offset in the step's text), or undefined. */
function firstMention(step: Step, element: MapElement): number | undefined {
  const offsets = mentionPatterns(element).flatMap((pattern) => {
    const match = pattern.exec(step.text);
    return match ? [match.index] : [];
  });
  return offsets.length > 0 ? Math.min(...offsets) : undefined;
}

/**
 * Steps that ask for something before what it depends on (the map's `order`): within a step,
 * the first mention of the dependent must follow the first mention of what it needs; a step that
 * needs something it does not mention must come after a step that does.
 */
export function checkOrder(steps: readonly Step[], map: UiMap): string[] {
  const problems: string[] = [];
  const elements = elementsOf(map);
  for (const rule of map.order) {
    const dependent = elements.get(rule.step) as MapElement;
    const needed = elements.get(rule.after) as MapElement;
    steps.forEach((step, index) => {
      const at = firstMention(step, dependent);
      if (at === undefined) return;
      const before = firstMention(step, needed);
      if (before !== undefined) {
        if (before > at) {
          problems.push(`step "${step.title}" (line ${step.line}) asks for ${rule.step} before ${rule.after}`);
        }
        return;
      }
      if (!steps.slice(0, index).some((earlier) => firstMention(earlier, needed) !== undefined)) {
        problems.push(
          `step "${step.title}" (line ${step.line}) asks for ${rule.step}, but no step before it does ${rule.after}`,
        );
      }
    });
  }
  return problems;
}

/**
 * What the steps leave out of a flow of the map, read in page order: a screen or control the
 * web interface takes the reader through that no step mentions, or mentions only before the one
 * it must follow (the sign-in after the account, the network dialog after the test).
 */
export function checkFlow(steps: readonly Step[], map: UiMap, flow: string): string[] {
  const names = map.flows[flow];
  if (names === undefined) return [`the map has no flow "${flow}"`];
  const elements = elementsOf(map);
  const text = steps.map((step) => step.text).join('\n');
  const problems: string[] = [];
  let from = 0;
  let previous: string | undefined;
  for (const name of names) {
    const element = elements.get(name) as MapElement;
    const found = mentionPatterns(element)
      .flatMap((pattern) => [...text.matchAll(new RegExp(pattern.source, 'gi'))])
      .filter((match) => match.index >= from)
      .sort((a, b) => a.index - b.index)[0];
    if (found === undefined) {
      const anywhere = mentionPatterns(element).some((pattern) => pattern.test(text));
      problems.push(
        anywhere && previous !== undefined
          ? `the steps reach ${name} only before ${previous}, which the web interface shows first`
          : `the steps leave out ${name}, which the reader passes through${previous ? ` after ${previous}` : ''}`,
      );
      continue;
    }
    from = found.index + found[0].length;
    previous = name;
  }
  return problems;
}

/** One thing a reader must do, found in the steps by the words that tell them to. */
export interface StepAction {
  action: string;
  pattern: RegExp;
}

/**
 * Adding a Sonarr or Radarr instance, in the order the web interface needs it: the quality
 * profiles and root folders appear only once the connection test succeeds, and an instance that
 * is never saved is lost, so nothing reaches Sonarr or Radarr.
 */
export const INSTANCE_SETUP: readonly StepAction[] = [
  { action: 'add the instance', pattern: /\badd (?:an|a|the|each|your) (?:\w+ )?instances?\b/i },
  { action: 'test the connection', pattern: /\btest (?:the|its|each) connection\b/i },
  { action: 'save the instance', pattern: /\bsave (?:the|each|every|your) (?:\w+ )?instances?\b/i },
];

/**
 * What the steps leave out of a sequence of actions, read in page order: an action no step
 * asks for, or one asked for only before the action it must follow.
 */
export function checkActionOrder(steps: readonly Step[], actions: readonly StepAction[]): string[] {
  const text = steps.map((step) => step.text).join('\n');
  const problems: string[] = [];
  let from = 0;
  let previous: string | undefined;
  for (const { action, pattern } of actions) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    const match = [...text.matchAll(global)].find((found) => found.index >= from);
    if (match === undefined) {
      problems.push(
        global.test(text) && previous !== undefined
          ? `the steps ask to ${action} only before they ask to ${previous}`
          : `no step asks the reader to ${action}`,
      );
      continue;
    }
    from = match.index + match[0].length;
    previous = action;
  }
  return problems;
}

export interface TroubleshootingRow {
  line: number;
  symptom: string;
  cause: string;
  fix: string;
}

/** The rows of the `Symptom | Cause | Fix` tables in a page's Troubleshooting sections. */
export function troubleshootingRows(source: string): TroubleshootingRow[] {
  const section = sectionOnly(source, 'troubleshooting');
  const rows: TroubleshootingRow[] = [];
  section.split('\n').forEach((line, index) => {
    if (!/^\s*\|/.test(line) || /^\s*\|?\s*:?-{3,}/.test(line)) return;
    const cells = line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (cells.join('|') === 'Symptom|Cause|Fix') return;
    rows.push({ line: index + 1, symptom: cells[0] ?? '', cause: cells[1] ?? '', fix: cells[2] ?? '' });
  });
  return rows;
}

/**
 * What a reader can see: a message quoted as Pulsarr, a log or another app writes it, something
 * that does not happen, or an outcome on screen, in an app or on disk. A symptom with none of
 * these is a cause ("the webhook address is wrong"), which the reader cannot look up.
 */
const SEEN = [
  /"[^"]+"/,
  // Code with a space, colon or bracket is a message (`Connection refused (localhost:3003)`), not a setting's name.
  /`[^`]*[\s:(][^`]*`/,
  /\b(not|no|never|nothing|none|cannot|can't|doesn't|don't|won't|isn't|aren't|refuses?|rejected|fails?|failed)\b/i,
  /\b(shows?|appears?|arrives?|lands?|goes|stops?|stays?|hangs?|reverts?|loads?|belongs?|says|reads|responds?|posts?|added|flagged|deleted|duplicated?|late|slow|early|empty|missing|disabled|denied|errors?|back to)\b/i,
  /\b(ignored|ignores|misses|rejects|refused|twice|piles? up|still|disappeared|invalid|requested|starts? at)\b/i,
];

/** Why a row's symptom is not something the reader sees, or undefined when it is. */
export function checkSymptom(row: TroubleshootingRow): string | undefined {
  const where = `troubleshooting row on line ${row.line}`;
  if (row.symptom === '') return `${where} has no symptom`;
  if (row.symptom.toLowerCase() === row.cause.toLowerCase()) return `${where} gives its cause as its symptom`;
  if (!SEEN.some((pattern) => pattern.test(row.symptom))) {
    return `${where}: "${row.symptom}" says nothing a reader sees (a message, or what shows or fails)`;
  }
  return undefined;
}

/** What a reader must have ready before adding a Sonarr or Radarr instance: Pulsarr only lists them. */
export const INSTANCE_PREREQUISITES: readonly StepAction[] = [
  { action: 'a quality profile', pattern: /\bquality profiles?\b/i },
  { action: 'a root folder', pattern: /\broot folders?\b/i },
];

/** The text of a page's "Before you start" section, up to the next heading of its level or above. */
export function prerequisitesOf(source: string): string {
  const lines = proseLines(source);
  const start = lines.findIndex((line) => /^#{2,6}\s+Before you start\s*$/i.test(line));
  if (start === -1) return '';
  const level = headingLevel(lines[start]) ?? 2;
  let end = start + 1;
  while (end < lines.length && (headingLevel(lines[end]) ?? 7) > level) end++;
  return lines.slice(start, end).join('\n');
}

/** The prerequisites a page's "Before you start" section does not name. */
export function missingPrerequisites(source: string, required: readonly StepAction[]): string[] {
  const section = prerequisitesOf(source);
  if (section === '') return ['the page has no "Before you start" section'];
  return required
    .filter(({ pattern }) => !pattern.test(section))
    .map(({ action }) => `"Before you start" does not ask for ${action}`);
}
