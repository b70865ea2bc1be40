// Content rules for the guides in docs/: what a reader copies must not hurt their install, and
// every page speaks with one voice. Each rule returns problems as `line N: message` strings.
import { extractCodeBlocks } from './doc-sources';

/** Code block languages that set variables a reader pastes into `.env` or a shell. */
const SETTING_LANGS = ['env', 'dotenv', 'ini', 'bash', 'sh', 'shell'];

/**
 * Variables whose value is a JSON object or array holding UI settings: an empty value or `[]`
 * in `.env` replaces what the reader set in the web UI at every restart.
 */
export const JSON_VARIABLES = [
  'plexTokens',
  'plexSessionMonitoring',
  'publicContentNotifications',
  'quotaSettings',
  'approvalExpiration',
  'plexLabelSync',
  'sonarrTags',
  'radarrTags',
];

/** Secrets and tokens: an empty one in `.env` signs Pulsarr out of the service at every restart. */
const TOKEN_VARIABLE = /(token|apikey|secret|password)/i;

const EMPTY_VALUES = new Set(['', "''", '""', '[]', "'[]'", '"[]"', '{}', "'{}'", '"{}"']);

const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*?)\s*$/;

/** 1-based line ranges of `:::danger` admonitions, where a page may show a harmful example on purpose. */
function dangerRanges(lines: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start: number | undefined;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (start === undefined && /^:::danger\b/.test(trimmed)) start = index + 1;
    else if (start !== undefined && trimmed === ':::') {
      ranges.push([start, index + 1]);
      start = undefined;
    }
  });
  return ranges;
}

/** Rule: no pasted `.env` or shell line sets a JSON or token variable to nothing. */
export function findEmptySettings(source: string): string[] {
  const lines = source.split(/\r?\n/);
  const dangers = dangerRanges(lines);
  const problems: string[] = [];
  for (const block of extractCodeBlocks(source)) {
    if (!SETTING_LANGS.includes(block.lang)) continue;
    if (dangers.some(([from, to]) => block.line > from && block.line < to)) continue;
    block.content.split('\n').forEach((raw, offset) => {
      const match = ASSIGNMENT.exec(raw);
      if (!match) return;
      const [, name, value] = match;
      const guarded = JSON_VARIABLES.includes(name) || TOKEN_VARIABLE.test(name);
      if (guarded && EMPTY_VALUES.has(value)) {
        problems.push(`line ${block.line + 1 + offset}: \`${name}=${value}\` would wipe a setting at every restart`);
      }
    });
  }
  return problems;
}

interface Section {
  /** 1-based line of the heading (0 before the first heading). */
  line: number;
  heading: string;
  level: number;
  text: string;
}

/** The page split at its headings, ignoring `#` lines inside code blocks. */
export function splitSections(source: string): Section[] {
  const lines = source.split(/\r?\n/);
  const sections: Section[] = [{ line: 0, heading: '', level: 0, text: '' }];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === undefined) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence[0]) && fenceMatch[1].length >= fence.length) fence = undefined;
    }
    const heading = fence === undefined ? /^(#{1,6})\s+(.*)$/.exec(line) : null;
    if (heading) sections.push({ line: index + 1, heading: heading[2].trim(), level: heading[1].length, text: '' });
    else sections[sections.length - 1].text += `${line}\n`;
  });
  return sections;
}

const LOCAL_POSTGRES_URL = /postgres(?:ql)?:\/\/(?:[^@\s/'"`]*@)?(localhost|127\.0\.0\.1)\b/g;
const WARNING_ADMONITION = /^\s*:::(warning|danger|caution)\b[\s\S]*?^\s*:::\s*$/gm;

/**
 * Rule: on a page about Docker, a PostgreSQL URL pointing at localhost is a trap (inside the
 * container it means the container itself), unless a warning in the same section says so.
 */
export function findLocalPostgresUrls(source: string): string[] {
  if (!/docker/i.test(source)) return [];
  const problems: string[] = [];
  for (const section of splitSections(source)) {
    const urls = [...section.text.matchAll(LOCAL_POSTGRES_URL)];
    if (urls.length === 0) continue;
    const warns = [...section.text.matchAll(WARNING_ADMONITION)].some((admonition) => /localhost/.test(admonition[0]));
    if (!warns) {
      problems.push(
        `section "${section.heading}" (line ${section.line}): ${urls[0][0]} without a warning about localhost in containers`,
      );
    }
  }
  return problems;
}

/** Rule: admonition titles use the bracket syntax, `:::note[Title]`, never `:::note Title`. */
export function findOtherAdmonitionSyntax(source: string): string[] {
  const problems: string[] = [];
  source.split(/\r?\n/).forEach((line, index) => {
    const match = /^\s*:::([a-z]+)[ \t]+(\S.*)$/.exec(line);
    if (match) problems.push(`line ${index + 1}: write \`:::${match[1]}[${match[2].trim()}]\``);
  });
  return problems;
}

/** The one header of a troubleshooting table. */
export const TROUBLESHOOTING_HEADER = ['Symptom', 'Cause', 'Fix'];

const TROUBLESHOOTING_FIRST_CELLS = ['symptom', 'problem', 'error', 'issue'];

function headerCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/**
 * Rule: troubleshooting is one table with the columns Symptom | Cause | Fix. A Troubleshooting
 * section holds such a table, and a table that starts with a symptom-like column uses exactly
 * that header.
 */
export function findTroubleshootingLayout(source: string): string[] {
  const problems: string[] = [];
  const sections = splitSections(source);
  sections.forEach((section, index) => {
    const lines = section.text.split('\n');
    const isTroubleshooting = /troubleshooting/i.test(section.heading);
    let tables = 0;
    lines.forEach((line, offset) => {
      const next = lines[offset + 1] ?? '';
      const isHeader = /^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(next) && !/^\s*\|?\s*:?-{3,}/.test(line);
      if (!isHeader) return;
      const cells = headerCells(line);
      const looksLikeTroubleshooting = TROUBLESHOOTING_FIRST_CELLS.includes(cells[0].toLowerCase());
      if (!isTroubleshooting && !looksLikeTroubleshooting) return;
      tables += 1;
      if (cells.join('|') !== TROUBLESHOOTING_HEADER.join('|')) {
        problems.push(
          `line ${section.line + 1 + offset}: troubleshooting table header is "${cells.join(' | ')}", not "Symptom | Cause | Fix"`,
        );
      }
    });
    // A Troubleshooting heading followed by sub-headings keeps its table in one of them.
    const subsections = [];
    for (let j = index + 1; j < sections.length && sections[j].level > section.level; j++)
      subsections.push(sections[j]);
    const tableBelow = subsections.some((sub) => /^\s*\|/m.test(sub.text));
    if (isTroubleshooting && tables === 0 && !tableBelow) {
      problems.push(`line ${section.line}: section "${section.heading}" has no Symptom | Cause | Fix table`);
    }
  });
  return problems;
}

/**
 * Phrases that talk about documents instead of the product: readers asked how Pulsarr 0.6.4
 * works, not what some guide, edition or source once said. What later releases change goes in
 * a `:::note[Later versions]` at the end of its section, worded as facts about those releases.
 */
export const SOURCE_TALK: readonly RegExp[] = [
  /\b(earlier|older|later|newer|previous|0\.6\.x|0\.6\.4)\s+(documentation|docs|guides?|editions?)\b/i,
  /\beditions?\b/i,
  /\bdocumentation (says|said|calls|called|lists|listed|gives|gave|places|puts|describes|described|mentions|requires)\b/i,
  /\bdocumentation (of|for) (different|other|earlier|later|older) (releases|versions)\b/i,
  /\bdocumented (in|only in|on)\b/i,
  /\bsources? (disagree|say|said|differ)\b/i,
  /\bthis page (used to|once)\b/i,
  /\bguides? (said|says|gave|listed|may not mention)\b/i,
  /\b0\.6\.(x|4)-era\b/i,
];

/** Rule: no sentence outside code speaks of documents, editions or earlier documentation. */
export function findSourceTalk(source: string): string[] {
  const problems: string[] = [];
  const codeLines = new Set<number>();
  for (const block of extractCodeBlocks(source)) {
    const length = block.content.split('\n').length;
    for (let line = block.line; line <= block.line + length + 1; line++) codeLines.add(line);
  }
  source.split(/\r?\n/).forEach((line, index) => {
    if (codeLines.has(index + 1)) return;
    for (const phrase of SOURCE_TALK) {
      const match = phrase.exec(line);
      if (match) {
        problems.push(`line ${index + 1}: "${match[0]}" talks about documents; state the 0.6.4 answer`);
        break;
      }
    }
  });
  return problems;
}

/** Every rule, by the name a failing test shows. */
export const CONTENT_RULES: Readonly<Record<string, (source: string) => string[]>> = {
  'no example empties a JSON or token setting': findEmptySettings,
  'no localhost PostgreSQL URL on a Docker page without a warning': findLocalPostgresUrls,
  'admonitions use the :::note[Title] syntax': findOtherAdmonitionSyntax,
  'troubleshooting uses one Symptom | Cause | Fix table': findTroubleshootingLayout,
  'no sentence talks about documents or editions': findSourceTalk,
};
