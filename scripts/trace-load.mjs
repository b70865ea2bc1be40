#!/usr/bin/env node
// npm run trace: loads each bench page (scripts/lib/bench-pages.mjs) of a built site in Debian's
// Chromium with Lighthouse's mobile CPU slowdown (4×), records a Chrome performance trace with V8's
// sampling profiler, and says which modules kept the main thread busy: each profile sample is
// mapped through the build's source maps to the module that owns the work (see ownerOf below).
//
// Build with source maps first (they never go into a published build):
//   PULSARR_SOURCE_MAPS=1 npm run build
// then: npm run trace -- [--site build] [--runs 3] [--cpu 4] [--out trace-results] [--keep-traces]
//       [--page <path>]...   or, for traces kept earlier: npm run trace -- --analyse <file> [--analyse <file>]…
// Prints, per page, the blocking time (tasks over 50 ms after first contentful paint, as
// Lighthouse counts it), the long tasks, and busy time by owner, by phase and by package (median
// over the runs), and writes trace-results/trace.json. --keep-traces also writes each raw trace,
// which Chrome DevTools' Performance panel opens.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

import { BENCH_PAGES } from './lib/bench-pages.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { createSourceLookup, normalizeSource } from './lib/source-map.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const optionValue = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const optionValues = (name) => args.flatMap((arg, index) => (arg === name ? [args[index + 1]] : []));
const siteDir = path.resolve(optionValue('--site', path.join(root, 'build')));
const RUNS = Number(optionValue('--runs', 3));
const CPU_SLOWDOWN = Number(optionValue('--cpu', 4));
const outDir = path.resolve(optionValue('--out', path.join(root, 'trace-results')));
const keepTraces = args.includes('--keep-traces');
/** How long to keep recording after the load event: idle work (prefetching, lazy modules) comes late. */
const SETTLE_MS = Number(optionValue('--settle', 5000));
/** Name a long task's owner modules instead of their areas. */
const TASK_OWNERS = args.includes('--task-owners');
/** How many of a long task's owners (or areas) to name. */
const TASK_TOP = Number(optionValue('--task-top', 4));
const pagePaths = optionValues('--page');
const pages = pagePaths.length
  ? pagePaths.map(
      (pagePath) => BENCH_PAGES.find((page) => page.path === pagePath) ?? { kind: pagePath, path: pagePath },
    )
  : BENCH_PAGES;

const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** A task longer than this blocks input; the part above it counts as blocking time (Lighthouse's rule). */
const LONG_TASK_MS = 50;

// ---------------------------------------------------------------------------------------------
// Where a sample's time goes.

/** The bundler's module loader (webpack's runtime, as rspack names its sources). */
const BUNDLER_SOURCE = /^(webpack\/|\(webpack\)|rspack\/)/;
/** React's renderer and scheduler: they run components, whose modules own that time (see ownerOf). */
const REACT_SOURCE = /^node_modules\/(react-dom|react|scheduler)\//;

/**
 * The module group a source file belongs to, the unit of the owner table: a theme component's
 * folder, a site feature's folder, a package, or one of Docusaurus's generated files.
 */
export function groupOf(source) {
  if (!source) return '(unmapped script)';
  let match;
  if (
    (match = source.match(
      /^node_modules\/@docusaurus\/(theme-classic|theme-common|core|plugin-content-docs|theme-search-algolia)\/lib\/(.*)$/,
    ))
  ) {
    const [, pkg, rest] = match;
    if (pkg === 'theme-classic' || pkg === 'plugin-content-docs') {
      const component = rest.match(/^(?:theme|client)\/([^/.]+(?:\/[A-Z][^/.]*)?)/);
      return `@docusaurus/${pkg} ${component ? component[1] : rest}`;
    }
    if (pkg === 'core') {
      const client = rest.match(/^client\/(exports\/)?([^/.]+)/);
      return `@docusaurus/core ${client ? client[2] : rest}`;
    }
    if (pkg === 'theme-common') {
      const part = rest.match(/^(?:utils|hooks|contexts|components)\/([^/.]+)/);
      return `@docusaurus/theme-common ${part ? part[1] : rest.split('/')[0]}`;
    }
    return `@docusaurus/${pkg}`;
  }
  if ((match = source.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)\//))) return match[1];
  if ((match = source.match(/^\.docusaurus\/([^/]+?)(\.\w+)?$/))) return `.docusaurus/${match[1]}`;
  if ((match = source.match(/^\.docusaurus\//))) return '.docusaurus (page data)';
  if ((match = source.match(/^(src\/(?:theme|components|pages)\/[^/.]+)/))) return match[1];
  if ((match = source.match(/^(plugins\/[^/]+\/theme\/[^/.]+)/))) return match[1];
  if ((match = source.match(/^(plugins\/[^/]+)/))) return match[1];
  if ((match = source.match(/^((?:docs|versioned_docs\/[^/]+)\/api)\//))) return `${match[1]} (generated API pages)`;
  if ((match = source.match(/^(docs|versioned_docs\/[^/]+)\//))) return `${match[1]} (MDX pages)`;
  if (BUNDLER_SOURCE.test(source)) return 'bundler runtime (loading modules)';
  return source;
}

/**
 * The reader-facing parts the issue asks about, each a set of module groups; the rest is listed by group.
 * Checked in order, first match wins.
 */
const AREAS = [
  [
    'client start: route table, registry, config',
    /^\.docusaurus\/(routes|registry|routesChunkNames|globalData|docusaurus\.config|client-modules|site-metadata|i18n|codeTranslations|site-storage)/,
  ],
  ['navbar: search button', /^plugins\/search\/theme\/SearchBar|^@docsearch\//],
  ['navbar: star button', /^src\/components\/GitHubStarButton/],
  ['navbar: colour mode toggle', /ColorModeToggle|theme-common colorMode/],
  ['navbar: docs version dropdown', /DocsVersionDropdownNavbarItem|DropdownNavbarItem/],
  ['navbar: the rest', /theme-classic Navbar|NavbarItem|theme-common navbar|theme-common useHideableNavbar/],
  ['announcement bar', /AnnouncementBar|theme-common announcementBar|plugins\/announcement-dismissal/],
  ['idle prefetch', /^plugins\/idle-prefetch|@docusaurus\/core prefetch|@docusaurus\/core preload/],
  ['React (reconciling, DOM, scheduling)', /^(react-dom|react|scheduler)$/],
  [
    'Docusaurus client (router, Link, head, context)',
    /^@docusaurus\/core |^react-router|^history$|^react-helmet-async|^react-fast-compare|^invariant|^shallowequal|^@remix-run/,
  ],
  [
    'docs sidebar, TOC, doc page layout',
    /theme-classic (DocSidebar|DocSidebarItem|DocSidebarItems|DocItem|DocPage|DocRoot|DocVersion|DocBreadcrumbs|TOC|TOCItems|TOCCollapsible|DocPaginator|DocVersionBanner|DocVersionBadge|PaginatorNavLink|EditMetaRow|LastUpdated|EditThisPage|BackToTopButton|ContentVisibility)|plugin-content-docs|theme-common (docs|docsUtils|tocUtils|useTOCHighlight|scrollUtils|useCollapsible|Collapsible|useLocalPathname)/,
  ],
  [
    'page content (MDX, code blocks, home components)',
    /\(MDX pages\)|^plugins\/code-blocks|^src\/components\/(home|ScrollableTable|PulsarBackground)|^src\/pages|theme-classic (MDXComponents|MDXContent|Heading|CodeBlock|Admonition|Tabs|TabItem|Details)|MDXComponents|^@mdx-js|^prism-react-renderer|^src\/theme\/MDXComponents/,
  ],
  [
    'API operation page',
    /^plugins\/api-reference|generated API pages|docusaurus-theme-openapi-docs|^react-redux|^@reduxjs|^redux|^immer|^reselect/,
  ],
  ['copy page, breadcrumbs', /^plugins\/llms-txt/],
  ['layout (skip link, footer, theme providers)', /theme-classic|theme-common|^src\/theme\/SkipToContent|^clsx/],
];

export function areaOf(group) {
  for (const [area, pattern] of AREAS) if (pattern.test(group)) return area;
  return group;
}

// ---------------------------------------------------------------------------------------------
// Source maps of the served build.

function createResolver(buildDir) {
  const lookups = new Map();
  const lookupFor = (url) => {
    if (lookups.has(url)) return lookups.get(url);
    let lookup = null;
    try {
      const { pathname } = new URL(url);
      const file = path.join(buildDir, decodeURIComponent(pathname).replace(/^\/Pulsarr\//, ''));
      if (existsSync(`${file}.map`)) lookup = createSourceLookup(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      lookup = null;
    }
    lookups.set(url, lookup);
    return lookup;
  };
  const cache = new Map();
  /** The project-relative source file of a profile frame, or null for code without a map (inline scripts). */
  return (callFrame) => {
    const key = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    if (cache.has(key)) return cache.get(key);
    const lookup = lookupFor(callFrame.url);
    const found = lookup?.(callFrame.lineNumber, callFrame.columnNumber);
    let source = found ? normalizeSource(found.source) : null;
    if (source?.startsWith(root)) source = path.relative(root, source);
    if (source?.startsWith('/'))
      source = source.replace(/^.*?\/(node_modules|\.docusaurus|src|plugins|docs|versioned_docs)\//, '$1/');
    cache.set(key, source);
    return source;
  };
}

// ---------------------------------------------------------------------------------------------
// Trace reading.

function mainThreadOf(events) {
  const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name');
  const candidates = names.filter((event) => event.args.name === 'CrRendererMain');
  let best = null;
  let bestBusy = -1;
  for (const candidate of candidates) {
    const busy = events
      .filter((event) => event.pid === candidate.pid && event.tid === candidate.tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (busy > bestBusy) {
      best = candidate;
      bestBusy = busy;
    }
  }
  if (!best) throw new Error('No renderer main thread in the trace');
  return { pid: best.pid, tid: best.tid };
}

/** The sampled CPU profile of the main thread: [{ time (µs, trace clock), stack: callFrame[] root→leaf }]. */
function samplesOf(events, { pid, tid }) {
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') {
      profiles.set(event.id, {
        tid: event.tid,
        startTime: event.args.data.startTime,
        nodes: new Map(),
        samples: [],
        deltas: [],
      });
    } else if (event.name === 'ProfileChunk') {
      const profile = profiles.get(event.id);
      if (!profile) continue;
      const data = event.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
      profile.samples.push(...(data.cpuProfile?.samples ?? []));
      profile.deltas.push(...(data.timeDeltas ?? []));
    }
  }
  const profile =
    [...profiles.values()].find((candidate) => candidate.tid === tid) ??
    [...profiles.values()].sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!profile) throw new Error('No CPU profile in the trace: was disabled-by-default-v8.cpu_profiler recorded?');
  const stackCache = new Map();
  const stackOf = (id) => {
    if (stackCache.has(id)) return stackCache.get(id);
    const node = profile.nodes.get(id);
    const stack = node.parent ? [...stackOf(node.parent), node.callFrame] : [node.callFrame];
    stackCache.set(id, stack);
    return stack;
  };
  const samples = [];
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.deltas[index];
    samples.push({ time, stack: stackOf(profile.samples[index]) });
  }
  samples.sort((a, b) => a.time - b.time);
  // Each sample stands for the time until the next one.
  for (let index = 0; index < samples.length; index++)
    samples[index].duration = index + 1 < samples.length ? samples[index + 1].time - samples[index].time : 0;
  return samples;
}

/** Trace events that say what a stretch of main-thread work was, outermost first in each task. */
const PHASE_EVENTS = new Map([
  ['EvaluateScript', (event) => `evaluate ${shortUrl(event.args.data?.url)}`],
  ['v8.compile', () => 'compile script'],
  ['v8.compileModule', () => 'compile script'],
  ['v8.produceCache', () => 'compile script'],
  ['ParseHTML', () => 'parse HTML'],
  ['ParseAuthorStyleSheet', () => 'parse CSS'],
  ['UpdateLayoutTree', () => 'style'],
  ['Layout', () => 'layout'],
  ['PrePaint', () => 'paint'],
  ['Paint', () => 'paint'],
  ['Layerize', () => 'paint'],
  ['UpdateLayer', () => 'paint'],
  ['Commit', () => 'paint'],
  ['MinorGC', () => 'garbage collection'],
  ['MajorGC', () => 'garbage collection'],
  ['FireIdleCallback', () => 'idle callback'],
  ['TimerFire', () => 'timer'],
  ['FireAnimationFrame', () => 'animation frame'],
  ['EventDispatch', (event) => `event ${event.args.data?.type ?? ''}`.trim()],
  ['RunMicrotasks', () => 'microtasks'],
  ['FunctionCall', () => 'function call'],
]);

/** A script without a source map: the page's own inline scripts, or a file the build did not map. */
function unmappedName(url) {
  return /\.js(\?|$)/.test(url) ? `(unmapped) ${shortUrl(url)}` : '(inline scripts of the page)';
}

function shortUrl(url) {
  if (!url) return 'inline script';
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
}

/** Blink's own events without a phase of their own, named by what they are part of. */
function browserWork(eventName) {
  if (/Parser|DocumentLoader|ParseHTML/.test(eventName)) return 'parse HTML';
  if (/mojo|NavigationBodyLoader|ResourceLoader|URLLoader/i.test(eventName)) return 'loading';
  if (/IntersectionObserver/.test(eventName)) return 'intersection observers';
  if (/^V8\.GC|GC/.test(eventName)) return 'garbage collection';
  if (/Microtask/.test(eventName)) return 'microtasks';
  return 'other';
}

/** Events that only wrap a task: they say nothing about what it did. */
const WRAPPER_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks']);

/**
 * Walks the main thread's events along with the (time-sorted) samples and says, for each sample
 * time, which phase the task was in: the outermost phase event around it, refined by the innermost
 * one when that is not JavaScript (style, layout, paint, GC, compile). With no phase event around,
 * the innermost event's own name.
 */
function createPhaseSweep(onMain) {
  const events = onMain
    .filter((event) => event.ph === 'X' && event.dur !== undefined && !WRAPPER_EVENTS.has(event.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let next = 0;
  let active = [];
  return (time) => {
    while (next < events.length && events[next].ts <= time) active.push(events[next++]);
    active = active.filter((event) => event.ts + event.dur >= time);
    const phases = active.filter((event) => PHASE_EVENTS.has(event.name));
    if (phases.length === 0) return active.length ? browserWork(active[active.length - 1].name) : 'other';
    const outer = phases[0];
    const inner = phases[phases.length - 1];
    const outerName = PHASE_EVENTS.get(outer.name)(outer);
    const innerName = inner === outer ? null : PHASE_EVENTS.get(inner.name)(inner);
    if (innerName && /^(style|layout|paint|garbage collection|compile script|parse CSS)$/.test(innerName))
      return `${outerName} › ${innerName}`;
    return outerName;
  };
}

function analyse(events, resolve) {
  const main = mainThreadOf(events);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const tasks = onMain
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.dur)
    .sort((a, b) => a.ts - b.ts);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid);
  const navigationStart =
    events.find(
      (event) => event.name === 'navigationStart' && event.pid === main.pid && event.args?.data?.isLoadingMainFrame,
    )?.ts ??
    tasks[0]?.ts ??
    0;
  const fcpTime = fcp?.ts ?? navigationStart;
  const phaseAt = createPhaseSweep(onMain);
  const samples = samplesOf(events, main);

  const ownerCache = new Map();
  /**
   * The module that owns a sample, walking the stack from the task's root to the leaf:
   * - code the bundler's module loader calls is a module being evaluated: it owns what it runs,
   *   but not the modules it requires in turn (React's own evaluation counts for react-dom);
   * - code React calls is a component, a hook's callback or an effect: it owns what it runs,
   *   React's work inside its hooks included;
   * - React's own work with no component on the stack (reconciling, creating and hydrating DOM)
   *   counts for react-dom, and the loader's own (finding and compiling the next module) for the
   *   bundler's runtime.
   */
  const ownerOf = (stack) => {
    let owner = null;
    let previous = 'start';
    let leafSource = null;
    for (const frame of stack) {
      if (!frame.url || /^\(/.test(frame.functionName)) continue;
      const source = resolve(frame) ?? unmappedName(frame.url);
      const kind = BUNDLER_SOURCE.test(source) ? 'bundler' : REACT_SOURCE.test(source) ? 'react' : 'code';
      if (kind === 'code' && previous !== 'code') owner = source;
      else if (kind === 'react' && previous !== 'code' && previous !== 'react') owner = source;
      previous = kind;
      leafSource = source;
    }
    if (previous === 'bundler') owner = leafSource;
    return { owner: owner ?? leafSource, leaf: leafSource };
  };

  const byOwner = new Map();
  const byArea = new Map();
  const byPhase = new Map();
  const byPackage = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let busyMs = 0;
  const taskOwners = new Map(tasks.map((task) => [task, new Map()]));
  let taskIndex = 0;
  for (const sample of samples) {
    const leafFrame = sample.stack[sample.stack.length - 1];
    if (leafFrame.functionName === '(idle)' || leafFrame.functionName === '(root)') continue;
    while (taskIndex < tasks.length && tasks[taskIndex].ts + tasks[taskIndex].dur < sample.time) taskIndex++;
    const task = taskIndex < tasks.length && tasks[taskIndex].ts <= sample.time ? tasks[taskIndex] : null;
    if (!task) continue;
    const ms = sample.duration / 1000;
    const phase = phaseAt(sample.time);
    busyMs += ms;
    let group;
    let leafGroup;
    if (leafFrame.functionName === '(garbage collector)') {
      group = leafGroup = '(garbage collection)';
    } else if (leafFrame.functionName === '(program)' || !leafFrame.url) {
      group = leafGroup = `(browser: ${phase.replace(/^.* › /, '')})`;
    } else {
      const key = sample.stack;
      let owner = ownerCache.get(key);
      if (!owner) {
        owner = ownerOf(sample.stack);
        ownerCache.set(key, owner);
      }
      group = groupOf(owner.owner);
      leafGroup = groupOf(owner.leaf).replace(/ .*$/, '');
    }
    add(byOwner, group, ms);
    add(byArea, group.startsWith('(') ? group : areaOf(group), ms);
    add(byPhase, phase, ms);
    add(byPackage, leafGroup, ms);
    add(taskOwners.get(task), group.startsWith('(') || TASK_OWNERS ? group : areaOf(group), ms);
  }

  const longTasks = tasks
    .filter((task) => task.dur / 1000 > LONG_TASK_MS)
    .map((task) => ({
      startMs: Math.round((task.ts - navigationStart) / 1000),
      durationMs: Math.round(task.dur / 1000),
      afterFcp: task.ts >= fcpTime,
      top: [...taskOwners.get(task).entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TASK_TOP)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`),
    }));
  const blockingMs = tasks
    .filter((task) => task.ts >= fcpTime)
    .reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - LONG_TASK_MS), 0);
  const sorted = (map) =>
    Object.fromEntries(
      [...map.entries()].sort((a, b) => b[1] - a[1]).map(([key, ms]) => [key, Math.round(ms * 10) / 10]),
    );
  return {
    fcpMs: fcp ? Math.round((fcp.ts - navigationStart) / 1000) : null,
    blockingMs: Math.round(blockingMs),
    busyMs: Math.round(busyMs),
    longTasks,
    byArea: sorted(byArea),
    byOwner: sorted(byOwner),
    byPhase: sorted(byPhase),
    byPackage: sorted(byPackage),
  };
}

// ---------------------------------------------------------------------------------------------
// Recording.

async function recordLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = [];
  const styles = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(response);
    if (type === 'stylesheet') styles.push(response);
  });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // A fixed wait: polling for hydration would run Playwright's own scripts in the page and show in the trace.
  await page.waitForTimeout(SETTLE_MS);
  const buffer = await browser.stopTracing();
  const hydrated = await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true');
  if (!hydrated) throw new Error(`${url} had not hydrated ${SETTLE_MS} ms after its load event: raise --settle`);
  const transferred = async (responses) => {
    let bytes = 0;
    for (const response of responses) {
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      bytes += sizes ? sizes.responseBodySize : 0;
    }
    return Math.round(bytes / 102.4) / 10;
  };
  const firstLoad = { scripts: scripts.length, jsKB: await transferred(scripts), cssKB: await transferred(styles) };
  await context.close();
  return { trace: JSON.parse(buffer.toString('utf8')), firstLoad };
}

const median = (values) => {
  const sortedValues = [...values].sort((a, b) => a - b);
  return sortedValues[Math.floor(sortedValues.length / 2)];
};

/** Medians of each key over the runs (a key missing in a run counts as 0 there). */
function medianTable(tables) {
  const keys = new Set(tables.flatMap((table) => Object.keys(table)));
  const result = Object.fromEntries(
    [...keys].map((key) => [key, Math.round(median(tables.map((table) => table[key] ?? 0)) * 10) / 10]),
  );
  return Object.fromEntries(Object.entries(result).sort((a, b) => b[1] - a[1]));
}

/** A page's long tasks, then its busy time by area, owner module, phase and package. */
function printBreakdown(longTasks, tables) {
  for (const task of longTasks)
    console.log(
      `    ${String(task.startMs).padStart(6)} ms ${String(task.durationMs).padStart(5)} ms${task.afterFcp ? '' : ' (before FCP)'}  ${task.top.join(', ')}`,
    );
  printTable('by area', tables.byArea);
  printTable('by owner module', tables.byOwner);
  printTable('by phase', tables.byPhase, 15);
  printTable('self time by package', tables.byPackage, 15);
}

function printTable(title, table, limit = 25) {
  const entries = Object.entries(table).filter(([, ms]) => ms >= 1);
  console.log(`  ${title}`);
  for (const [name, ms] of entries.slice(0, limit))
    console.log(`    ${String(Math.round(ms)).padStart(6)} ms  ${name}`);
  if (entries.length > limit) console.log(`    … ${entries.length - limit} more`);
}

/** --analyse <trace.json>…: the tables for traces saved earlier with --keep-traces, without loading anything. */
function analyseSaved(files) {
  const resolve = createResolver(siteDir);
  for (const file of files) {
    const trace = JSON.parse(readFileSync(file, 'utf8'));
    const result = analyse(trace.traceEvents ?? trace, resolve);
    console.log(`\n== ${file}: blocking ${result.blockingMs} ms, busy ${result.busyMs} ms, FCP ${result.fcpMs} ms`);
    printBreakdown(result.longTasks, result);
  }
}

async function main() {
  const saved = optionValues('--analyse');
  if (saved.length) {
    analyseSaved(saved);
    return;
  }
  if (!existsSync(path.join(siteDir, 'index.html'))) throw new Error(`No built site in ${siteDir}`);
  const resolve = createResolver(siteDir);
  const maps = existsSync(path.join(siteDir, 'assets', 'js'))
    ? (await import('node:fs'))
        .readdirSync(path.join(siteDir, 'assets', 'js'))
        .filter((name) => name.endsWith('.js.map')).length
    : 0;
  if (maps === 0)
    console.warn('No source maps in the build: modules show as "(unmapped)". Build with PULSARR_SOURCE_MAPS=1.');
  mkdirSync(outDir, { recursive: true });
  const server = await startStaticServer({ dir: siteDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = [];
  try {
    // One unmeasured load per page: the server compresses each file once and keeps it.
    const warm = await browser.newPage();
    for (const { path: pagePath } of pages) await warm.goto(server.origin + pagePath, { waitUntil: 'networkidle' });
    await warm.close();
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const { trace, firstLoad } = await recordLoad(browser, server.origin + page.path);
        const events = trace.traceEvents ?? trace;
        if (keepTraces)
          writeFileSync(path.join(outDir, `${page.kind.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(trace));
        runs.push({ ...analyse(events, resolve), firstLoad });
      }
      const summary = {
        kind: page.kind,
        path: page.path,
        cpuSlowdown: CPU_SLOWDOWN,
        runs: runs.length,
        blockingMs: median(runs.map((run) => run.blockingMs)),
        busyMs: median(runs.map((run) => run.busyMs)),
        fcpMs: median(runs.map((run) => run.fcpMs ?? 0)),
        firstLoad: runs[0].firstLoad,
        byArea: medianTable(runs.map((run) => run.byArea)),
        byOwner: medianTable(runs.map((run) => run.byOwner)),
        byPhase: medianTable(runs.map((run) => run.byPhase)),
        byPackage: medianTable(runs.map((run) => run.byPackage)),
        longTasks: runs.map((run) => run.longTasks),
      };
      results.push(summary);
      console.log(
        `\n== ${page.kind} ${page.path}: blocking ${summary.blockingMs} ms (runs: ${runs.map((run) => run.blockingMs).join(', ')}), busy ${summary.busyMs} ms, FCP ${summary.fcpMs} ms, ${summary.firstLoad.scripts} scripts ${summary.firstLoad.jsKB} KB, CSS ${summary.firstLoad.cssKB} KB (transferred)`,
      );
      const middle = runs.find((run) => run.blockingMs === summary.blockingMs) ?? runs[0];
      console.log('  long tasks (the median run): start, duration, where the time went');
      printBreakdown(middle.longTasks, summary);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  writeFileSync(
    path.join(outDir, 'trace.json'),
    JSON.stringify(
      { date: new Date().toISOString(), site: siteDir, cpuSlowdown: CPU_SLOWDOWN, pages: results },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nwritten: ${path.relative(process.cwd(), path.join(outDir, 'trace.json'))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
