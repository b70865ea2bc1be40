// Content rules for the guides of each docs version: what a reader copies must not hurt their install, and
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

/** Ports of the services Pulsarr itself connects to, by the name a problem shows. */
const SERVICE_PORTS: Readonly<Record<string, string>> = {
  '8989': 'Sonarr',
  '7878': 'Radarr',
  '32400': 'Plex',
  '5432': 'PostgreSQL',
  '8000': 'Apprise',
  '8181': 'Tautulli',
};

const LOCAL_URL = /\b(https?|postgres(?:ql)?):\/\/(?:[^@\s/'"`]*@)?(?:localhost|127\.0\.0\.1)(?::(\d+))?/g;

/** Settings that hold the address of a service Pulsarr connects to, set to a local address. */
const LOCAL_SERVICE_SETTING =
  /\b(?:sonarrBaseUrl|radarrBaseUrl|plexServerUrl|appriseUrl|systemAppriseUrl|tautulliUrl|dbConnectionString|dbHost)=\S*(?:localhost|127\.0\.0\.1)/g;

const WARNING_ADMONITION = /^\s*:::(warning|danger|caution)\b[\s\S]*?^\s*:::\s*$/gm;

/** The local addresses on one stretch of text that name a service Pulsarr must reach. */
function localServiceAddresses(text: string): string[] {
  const urls = [...text.matchAll(LOCAL_URL)]
    .filter(([, scheme, port]) => scheme.startsWith('postgres') || (port !== undefined && port in SERVICE_PORTS))
    .map(([url]) => url);
  return [...urls, ...[...text.matchAll(LOCAL_SERVICE_SETTING)].map(([setting]) => setting)];
}

/**
 * Rule: an address of Sonarr, Radarr, Plex, PostgreSQL, Apprise or Tautulli on `localhost` or
 * `127.0.0.1` is a trap: Pulsarr connects from inside its container, where that address is the
 * container itself. Such an example needs a warning about localhost in the same section.
 */
export function findLocalServiceUrls(source: string): string[] {
  const problems: string[] = [];
  const sections = splitSections(source);
  const warnsAboutLocalhost = (text: string) =>
    [...text.matchAll(WARNING_ADMONITION)].some((admonition) => /localhost|127\.0\.0\.1/.test(admonition[0]));
  sections.forEach((section, index) => {
    const addresses = localServiceAddresses(section.text);
    if (addresses.length === 0) return;
    // The section's own warning, or one in a section it sits in (a ### under the ## that warns).
    const enclosing: typeof sections = [];
    let level = section.level;
    for (let j = index - 1; j >= 0 && level > 1; j--) {
      if (sections[j].level < level) {
        enclosing.push(sections[j]);
        level = sections[j].level;
      }
    }
    const warns = [section, ...enclosing].some((candidate) => warnsAboutLocalhost(candidate.text));
    if (!warns) {
      problems.push(
        `section "${section.heading}" (line ${section.line}): ${addresses[0]} without a warning that localhost is the Pulsarr container`,
      );
    }
  });
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

/**
 * Rule: every admonition has a title, `:::note[Title]`. The title is what a reader scanning the
 * page sees first, and the theme's default ("NOTE") says nothing.
 */
export function findUntitledAdmonitions(source: string): string[] {
  const problems: string[] = [];
  source.split(/\r?\n/).forEach((line, index) => {
    const match = /^\s*:::([a-z]+)(\[\s*\])?\s*$/.exec(line);
    if (match) problems.push(`line ${index + 1}: \`:::${match[1]}\` has no title; write \`:::${match[1]}[Title]\``);
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
 * Phrases that talk about documents instead of the product: readers asked how Pulsarr works, not
 * what some guide, edition or source once said. What later releases change goes in a
 * `:::note[Later versions]` at the end of its section, worded as facts about those releases.
 */
export const SOURCE_TALK: readonly RegExp[] = [
  /\b(earlier|older|later|newer|previous|0\.6\.x|0\.6\.4)\s+(documentation|docs|guides?|editions?)\b/i,
  /\beditions?\b/i,
  /\bdocumentation (says|said|calls|called|lists|listed|gives|gave|places|puts|describes|described|mentions|requires)\b/i,
  /\bdocumentation (of|for) (different|other|earlier|later|older) (releases|versions)\b/i,
  /\bdocumented (in|only in|on)\b/i,
  /\bsources? (disagree|say|said|differ)\b/i,
  /\bthis page (used to|once|describes)\b/i,
  /\bguides? (said|says|gave|listed|may not mention)\b/i,
  /\b0\.6\.(x|4)-era\b/i,
  // The writers' certainty is not the reader's business: where a value is open, say what to set
  // ("is not certain", "is not settled", "nothing shows that 0.6.4 merges …").
  /\b(is|are|was|were) not (certain|settled|known|clear|confirmed)\b/i,
  /\bnothing (shows|says|suggests|confirms) (that|whether)\b/i,
  // Other documents named as the authority: an overview, a README, a footer, a snapshot or a
  // fact sheet that "named only SQLite", "says GPL" or "lists" something.
  /\b(overview|readme|footer|changelog|snapshot|fact sheet)s? (named|names|listed|lists|said|says|showed|shows|mentioned|mentions|described|describes)\b/i,
  /\b(snapshot|fact sheet)s?\b/i,
  // A schema quoted as evidence ("the default in Pulsarr's settings schema") instead of the value.
  /\b(settings|env|config|configuration) schema\b/i,
  // Guessing at the release instead of stating it: "0.6.4 may use newer ones", "a 0.6.4 install
  // may also start at silent", "at the time of Pulsarr 0.6.4".
  /\b0\.6\.4\b[^.]*\bmay (also )?(use|start|differ|be|have)\b/i,
  /\bat the time of (Pulsarr )?0\.6\b/i,
  /\bthose of an earlier\b/i,
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
        problems.push(`line ${index + 1}: "${match[0]}" talks about documents; say how Pulsarr works`);
        break;
      }
    }
  });
  return problems;
}

/** A rule reads one page's Markdown and returns its problems as `line N: message` strings. */
export type ContentRule = (source: string) => string[];

/**
 * Rules about good writing, for the pages of every docs version. Latest joins once its pages
 * are written (see content-lint.test.ts).
 */
export const CONTENT_RULES: Readonly<Record<string, ContentRule>> = {
  'no example empties a JSON or token setting': findEmptySettings,
  'no localhost address of a service Pulsarr reaches without a warning': findLocalServiceUrls,
  'admonitions use the :::note[Title] syntax': findOtherAdmonitionSyntax,
  'every admonition has a title': findUntitledAdmonitions,
  'troubleshooting uses one Symptom | Cause | Fix table': findTroubleshootingLayout,
  'no sentence talks about documents or editions': findSourceTalk,
};

/** 1-based line ranges of `:::note[Later versions]` admonitions, where later releases may be named. */
export function laterNoteRanges(source: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start: number | undefined;
  source.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (start === undefined && /^:::note\[Later versions\]\s*$/.test(trimmed)) start = index + 1;
    else if (start !== undefined && trimmed === ':::') {
      ranges.push([start, index + 1]);
      start = undefined;
    }
  });
  return ranges;
}

/** The page's lines with their 1-based numbers, leaving out those inside a Later versions note. */
function linesOutsideLaterNotes(source: string): { line: number; text: string }[] {
  const notes = laterNoteRanges(source);
  return source
    .split(/\r?\n/)
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ line }) => !notes.some(([from, to]) => line >= from && line <= to));
}

/** The repository of Pulsarr's Docker image on Docker Hub. */
export const PULSARR_IMAGE_REPOSITORY = 'lakker/pulsarr';

const IMAGE_REFERENCE = /\blakker\/pulsarr(?::([\w][\w.-]*))?/g;

/** The image Quick Start's docker-compose.yml installs (`lakker/pulsarr:0.6.4`), or undefined. */
export function installedImage(quickStartSource: string): string | undefined {
  for (const block of extractCodeBlocks(quickStartSource)) {
    const match = /^\s*image:\s*["']?(lakker\/pulsarr(?::[\w.-]+)?)["']?\s*$/m.exec(block.content);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Rule: every example of a version's pages runs the image its Quick Start installs. A migration
 * or a second compose file on another tag (`:latest` is a later major line) would run other code
 * against the reader's database. A `:::note[Later versions]` may name later images.
 */
export function findOtherImageTags(source: string, installed: string): string[] {
  const problems: string[] = [];
  for (const { line, text } of linesOutsideLaterNotes(source)) {
    if (/^\s*image:\s*["']?lakker\/pulsarr["']?\s*$/.test(text)) {
      problems.push(`line ${line}: \`${PULSARR_IMAGE_REPOSITORY}\` without a tag runs :latest; use \`${installed}\``);
      continue;
    }
    for (const match of text.matchAll(IMAGE_REFERENCE)) {
      if (match[1] !== undefined && match[0] !== installed) {
        problems.push(`line ${line}: \`${match[0]}\` is not the image Quick Start installs (\`${installed}\`)`);
      }
    }
  }
  return problems;
}

/** Something that exists only in releases after the spec version (tests/content/later-only.yaml). */
export interface LaterOnlyEntry {
  /** A literal, matched case-sensitively. */
  text?: string;
  /** A regular expression, matched ignoring case, for words that need boundaries. */
  pattern?: string;
  why: string;
}

function laterOnlyMatch(text: string, entry: LaterOnlyEntry): string | undefined {
  if (entry.text !== undefined) return text.includes(entry.text) ? entry.text : undefined;
  if (entry.pattern !== undefined) return new RegExp(entry.pattern, 'i').exec(text)?.[0];
  return undefined;
}

/** Rule: a later-only name appears on a page of the spec version only inside a Later versions note. */
export function findLaterOnlyOutsideNotes(source: string, laterOnly: readonly LaterOnlyEntry[]): string[] {
  const problems: string[] = [];
  for (const { line, text } of linesOutsideLaterNotes(source)) {
    for (const entry of laterOnly) {
      const found = laterOnlyMatch(text, entry);
      if (found !== undefined) problems.push(`line ${line}: "${found}" exists only in later releases (${entry.why})`);
    }
  }
  return problems;
}

/** Header cells that mark a table of settings, fields or variables. */
const SETTINGS_HEADER_CELLS = new Set([
  'setting',
  'settings',
  'field',
  'fields',
  'variable',
  'key',
  'override',
  'option',
]);

/**
 * Rule: a settings table of the spec version lists only settings that release has. A row for a
 * setting only later releases show reads as something the reader can turn on today.
 */
export function findLaterOnlySettings(source: string, laterOnly: readonly LaterOnlyEntry[]): string[] {
  const problems: string[] = [];
  const lines = linesOutsideLaterNotes(source);
  let inSettingsTable = false;
  lines.forEach(({ line, text }, index) => {
    const isRow = /^\s*\|/.test(text);
    if (!isRow) {
      inSettingsTable = false;
      return;
    }
    const next = lines[index + 1]?.text ?? '';
    const isHeader = /^\s*\|?\s*:?-{3,}/.test(next) && !/^\s*\|?\s*:?-{3,}/.test(text);
    if (isHeader) {
      inSettingsTable = headerCells(text).some((cell) => SETTINGS_HEADER_CELLS.has(cell.toLowerCase()));
      return;
    }
    if (!inSettingsTable) return;
    for (const entry of laterOnly) {
      const found = laterOnlyMatch(text, entry);
      if (found !== undefined)
        problems.push(`line ${line}: settings table lists "${found}", which only later releases have`);
    }
  });
  return problems;
}

/** What the spec-version rules compare a page with. */
export interface SpecVersionFacts {
  /** The image Quick Start installs, e.g. `lakker/pulsarr:0.6.4`. */
  installedImage: string;
  laterOnly: readonly LaterOnlyEntry[];
}

/** Rules about what one release has, for the pages of the spec version (0.6.4) only. */
export const SPEC_VERSION_RULES: Readonly<Record<string, (source: string, facts: SpecVersionFacts) => string[]>> = {
  'every example runs the image Quick Start installs': (source, facts) =>
    findOtherImageTags(source, facts.installedImage),
  'a later-only setting is not in a settings table': (source, facts) => findLaterOnlySettings(source, facts.laterOnly),
  'a later-only fact appears only in a Later versions note': (source, facts) =>
    findLaterOnlyOutsideNotes(source, facts.laterOnly),
};

/** A Base URL row of a settings table, with the first address it gives as an example. */
export interface BaseUrlRow {
  /** 1-based line of the row. */
  line: number;
  /** The first `http(s)://…` address in the row's code spans, or undefined when it gives none. */
  firstExample: string | undefined;
}

const BASE_URL_ROW = /^\s*\|\s*(?:\*\*)?(?:Base URL|Radarr URL|Sonarr URL|The URL field)(?:\*\*)?\s*\|/;

/** The Base URL rows of a page's tables, outside code blocks. */
export function baseUrlRows(source: string): BaseUrlRow[] {
  const codeLines = new Set<number>();
  for (const block of extractCodeBlocks(source)) {
    const length = block.content.split('\n').length;
    for (let line = block.line; line <= block.line + length + 1; line++) codeLines.add(line);
  }
  const rows: BaseUrlRow[] = [];
  source.split(/\r?\n/).forEach((text, index) => {
    if (codeLines.has(index + 1) || !BASE_URL_ROW.test(text)) return;
    rows.push({ line: index + 1, firstExample: /`(https?:\/\/[^`\s]+)`/.exec(text)?.[1] });
  });
  return rows;
}

/**
 * Rule for the pages of Sonarr and Radarr instances: a Base URL row leads its examples with an
 * address that works from the Pulsarr container. A Docker reader copies the first example, and
 * `localhost` there is the container itself, so the connection test fails; the page's warning
 * can still name `localhost` for installs outside Docker.
 */
export function findLocalFirstBaseUrl(source: string): string[] {
  return baseUrlRows(source)
    .filter(
      ({ firstExample }) => firstExample !== undefined && /^https?:\/\/(?:localhost|127\.0\.0\.1)\b/.test(firstExample),
    )
    .map(
      ({ line, firstExample }) =>
        `line ${line}: the first Base URL example is \`${firstExample}\`, which inside the Pulsarr container is the container itself; lead with the server's IP address or the container's name`,
    );
}
