// The Latest Quick Start walked as a new reader walks it, from nothing to the first movie in
// Radarr, once with Docker and once with a native installer. Each step may name only screens
// and controls of the Latest map (tests/content/ui-map-latest.yaml), with the screen they are
// on; may ask for nothing before what it depends on (the connection test before the quality
// profile); may leave out no screen the web interface takes the reader through (the login page
// after the new account, the network dialog after a failed test); gives only links that lead
// somewhere; and the troubleshooting rows start from what the reader sees. Every check is also
// fed a broken copy of the page, which it must reject.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LATEST_VERSION } from '../../../core/docs-site/versions';
import { docsDirOf, findDocFile, listDocFiles, REPO_ROOT } from './doc-sources';
import {
  apiSlugsFrom,
  checkFlow,
  checkLink,
  checkOrder,
  checkStepNames,
  checkSymptom,
  linksIn,
  sectionOnly,
  stepsOf,
  troubleshootingRows,
  type LinkContext,
  type Step,
} from './reader-path';
import { findRetiredNames, loadBoldOutsideUi, loadLatestUiMap } from './ui-map';

const SHARED = join(REPO_ROOT, '..', 'shared');
const QUICK_START = 'installation/quick-start';

const map = loadLatestUiMap();
const otherApplications = new Set(loadBoldOutsideUi().otherApplications.map((entry) => entry.name));
const source = findDocFile(QUICK_START, LATEST_VERSION)?.source ?? '';

/** The two routes: the install section the reader follows, then the first-run setup. */
const ROUTES = {
  Docker: 'docker-installation-recommended',
  native: 'native-installers',
} as const;

/** The first-run steps, in the order the web interface takes the reader through them. */
const FIRST_RUN_STEPS = [
  'Open Pulsarr',
  'Create the admin account',
  'Sign in',
  'Connect Plex',
  'Add your Radarr and Sonarr instances',
  'Check your users on Plex → Users',
  'Start the main workflow',
];

function walk(page: string, install: string): { install: Step[]; firstRun: Step[] } {
  return { install: stepsOf(sectionOnly(page, install)), firstRun: stepsOf(sectionOnly(page, 'first-run-setup')) };
}

function linkContext(page: string): LinkContext {
  return {
    docsDir: docsDirOf(LATEST_VERSION),
    fromDocId: QUICK_START,
    fromSource: page,
    apiBase: '/docs/latest/api/',
    apiSlugs: apiSlugsFrom(
      readFileSync(join(SHARED, 'reference', 'latest', 'operations.tsv'), 'utf8'),
      readFileSync(join(SHARED, 'reference', 'latest', 'tags.tsv'), 'utf8'),
      'pulsarr-api',
    ),
    readDoc: (file) => readFileSync(file, 'utf8'),
  };
}

function linkProblems(steps: readonly Step[], page: string): string[] {
  const context = linkContext(page);
  return steps.flatMap((step) =>
    linksIn(step.text).flatMap((link) => {
      const problem = checkLink(link.target, context);
      return problem ? [`step "${step.title}": ${problem}`] : [];
    }),
  );
}

/**
 * The wait without Plex Pass, in minutes, from Pulsarr's polling cycle as the troubleshooting
 * facts quote it (`STAGGERED_CYCLE_MS = 5 * 60 * 1000`).
 */
function pollingMinutes(): number {
  const facts = readFileSync(join(SHARED, 'product-latest', 'troubleshooting.facts.md'), 'utf8');
  const cycle = /STAGGERED_CYCLE_MS = (\d+) \* 60 \* 1000/.exec(facts);
  if (!cycle) throw new Error('troubleshooting.facts.md no longer gives STAGGERED_CYCLE_MS');
  return Number(cycle[1]);
}

/** Why the walk does not end at the first movie in Radarr with the wait stated, or undefined. */
function checkEnding(page: string): string | undefined {
  const ending = sectionOnly(page, 'what-you-should-see').replace(/\s+/g, ' ');
  if (ending.trim() === '') return 'no "What you should see" section after the first-run steps';
  if (!/\bmovie\b[^.]*\bappears in Radarr\b/i.test(ending)) return 'the walk does not end with the movie in Radarr';
  const minutes = pollingMinutes();
  const wait = new RegExp(`Without Plex Pass, [^.]*\\b${minutes}[ -]minutes?\\b`, 'i');
  if (!wait.test(ending)) return `the wait without Plex Pass (${minutes} minutes) is not stated`;
  return undefined;
}

for (const [route, install] of Object.entries(ROUTES)) {
  describe(`the Latest Quick Start, ${route} route, walked to the first movie`, () => {
    const steps = walk(source, install);
    const all = [...steps.install, ...steps.firstRun];

    it('has its install steps and the seven first-run steps', () => {
      expect(steps.install.length, `steps under #${install}`).toBeGreaterThanOrEqual(3);
      expect(steps.firstRun.map((step) => step.title)).toEqual(FIRST_RUN_STEPS);
    });

    it('sends the reader from the last install step to the first-run setup', () => {
      const last = steps.install[steps.install.length - 1];
      expect(linksIn(last.text).map((link) => link.target)).toContain('#first-run-setup');
    });

    it('names every screen and control as the Latest map does, with the screen it is on', () => {
      expect(all.flatMap((step) => checkStepNames(step, map, otherApplications))).toEqual([]);
    });

    it('asks for nothing before what it depends on', () => {
      expect(checkOrder(all, map)).toEqual([]);
    });

    it('passes through every screen the web interface shows on the way, in its order', () => {
      expect(checkFlow(steps.firstRun, map, 'first-run')).toEqual([]);
    });

    it('gives only links that lead somewhere', () => {
      expect(linkProblems(all, source)).toEqual([]);
    });

    it('ends at the first movie in Radarr, with the wait to expect without Plex Pass', () => {
      expect(checkEnding(source)).toBeUndefined();
    });
  });
}

describe('the Latest Quick Start troubleshooting', () => {
  const rows = troubleshootingRows(source);

  it('has rows, each starting from what the reader sees', () => {
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.flatMap((row) => checkSymptom(row) ?? [])).toEqual([]);
  });

  it('keys the webhook failure on the error text the reader sees', () => {
    expect(rows.some((row) => row.symptom.includes('"Failed to create webhook: … Unable to post to webhook"'))).toBe(
      true,
    );
  });
});

// Step 5 sends the reader to these pages for every field; their quick setup and troubleshooting
// are part of the path.
describe('the Radarr and Sonarr pages', () => {
  for (const page of ['installation/radarr-configuration', 'installation/sonarr-configuration']) {
    const pageSource = findDocFile(page, LATEST_VERSION)?.source ?? '';
    const quickSetup = (): Step => ({ title: 'Quick setup', line: 1, text: sectionOnly(pageSource, 'quick-setup') });

    it(`${page} tests the connection before the lists and the save`, () => {
      expect(quickSetup().text).not.toBe('');
      expect(checkOrder([quickSetup()], map)).toEqual([]);
    });

    it(`${page} adds an instance through the network dialog a failed test opens`, () => {
      expect(checkFlow([quickSetup()], map, 'add-instance')).toEqual([]);
    });

    it(`${page} starts each troubleshooting row from what the reader sees, the webhook error included`, () => {
      const rows = troubleshootingRows(pageSource);
      expect(rows.flatMap((row) => checkSymptom(row) ?? [])).toEqual([]);
      expect(rows.some((row) => row.symptom.includes('"Failed to create webhook: … Unable to post to webhook"'))).toBe(
        true,
      );
    });
  }
});

describe('one name per control on every Latest page', () => {
  for (const doc of listDocFiles(LATEST_VERSION)) {
    it(`${doc.relPath} uses none of the names the web interface does not show`, () => {
      expect(findRetiredNames(doc.source, map)).toEqual([]);
    });
  }

  it('every screen of the map has its Latest guide', () => {
    for (const screen of map.screens) {
      expect(screen.guide, screen.name).toBeDefined();
      expect(findDocFile(screen.guide as string, LATEST_VERSION), screen.guide).toBeDefined();
    }
  });
});

// Each check must reject a broken copy of the page: a walk that cannot fail proves nothing.
describe('the checks reject a broken Quick Start', () => {
  const replace = (from: string | RegExp, to: string, page = source) => {
    const broken = page.replace(from, to);
    expect(broken, `the page no longer contains ${String(from)}`).not.toBe(page);
    return broken;
  };
  const firstRun = (page: string) => stepsOf(sectionOnly(page, 'first-run-setup'));
  const titled = (page: string, title: string) => firstRun(page).find((step) => step.title === title) as Step;

  it('a step that names a control the map does not define', () => {
    const broken = replace('Leave **Default Instance** on', 'Leave **Is Default** on');
    expect(firstRun(broken).flatMap((step) => checkStepNames(step, map))).toContain(
      'step "Add your Radarr and Sonarr instances" names **Is Default**, which the UI map does not define',
    );
  });

  it('a step that names a control without its screen, and leaves out the dialog of the first start', () => {
    const broken = replace(
      /^7\. \*\*Start the main workflow\.\*\*.*$/m,
      '7. **Start the main workflow.** Select **Start** next to the **Main Workflow** heading, then turn on **Auto-Start**.',
    );
    expect(firstRun(broken).flatMap((step) => checkStepNames(step, map))).toEqual([
      'step "Start the main workflow" names **Start** but not where it is (Dashboard or Notifications → Discord Notifications)',
      'step "Start the main workflow" names **Main Workflow** but not where it is (Dashboard)',
      'step "Start the main workflow" names **Auto-Start** but not where it is (Dashboard)',
    ]);
    expect(checkFlow(firstRun(broken), map, 'first-run')).toEqual([
      'the steps leave out Dashboard, which the reader passes through after Plex → Users',
      'the steps leave out Before You Start, which the reader passes through after Start',
      'the steps leave out Start Workflow, which the reader passes through after Start',
    ]);
  });

  it('the sign-in left out between the new account and the Plex dialog', () => {
    const withoutStep = replace(/^3\. \*\*Sign in\.\*\*.*\n/m, '');
    const broken = replace(' A moment later, Pulsarr shows its login page.', '', withoutStep);
    expect(checkFlow(firstRun(broken), map, 'first-run')).toEqual([
      'the steps leave out the login page, which the reader passes through after Create User',
    ]);
    const connect = titled(broken, 'Connect Plex');
    expect(checkOrder(firstRun(broken), map)).toContain(
      `step "Connect Plex" (line ${connect.line}) asks for Connect to Plex, but no step before it does the login page`,
    );
  });

  it('the network dialog left out after a failed test', () => {
    const broken = replace(/^ {3}4\. If Radarr or Sonarr cannot call Pulsarr back.*\n/m, '');
    expect(checkFlow(firstRun(broken), map, 'first-run')).toContain(
      'the steps leave out Configure Network Settings, which the reader passes through after Test connection',
    );
  });

  it('the network dialog placed before the test that opens it', () => {
    const dialog = /^ {3}4\. (If Radarr or Sonarr cannot call Pulsarr back.*)\n/m.exec(source)?.[1] as string;
    const test = /^ {3}3\. (Test the connection with the check-mark button.*)\n/m.exec(source)?.[1] as string;
    const swapped = replace(`   3. ${test}\n`, `   3. ${dialog}\n`);
    const broken = replace(`   4. ${dialog}\n`, `   4. ${test}\n`, swapped);
    const step = titled(broken, 'Add your Radarr and Sonarr instances');
    expect(checkOrder(firstRun(broken), map)).toContain(
      `step "Add your Radarr and Sonarr instances" (line ${step.line}) asks for Configure Network Settings before Test connection`,
    );
  });

  it('the profile and root folder before the connection test', () => {
    // The order the review found: profile and folder first, the test after.
    const broken = replace(
      / {3}1\. Select \*\*Add Your First Instance\*\*\./,
      '   1. Select **Add Your First Instance**, then choose the default quality profile and root folder.',
    );
    const line = titled(broken, 'Add your Radarr and Sonarr instances').line;
    expect(checkOrder(firstRun(broken), map)).toEqual([
      `step "Add your Radarr and Sonarr instances" (line ${line}) asks for Quality Profile before Test connection`,
      `step "Add your Radarr and Sonarr instances" (line ${line}) asks for Root Folder before Test connection`,
    ]);
  });

  it('the workflow started before any instance is added', () => {
    const steps = firstRun(source);
    const reordered = [...steps.slice(0, 4), steps[6], steps[4], steps[5]];
    expect(checkOrder(reordered, map)).toEqual([
      `step "Start the main workflow" (line ${steps[6].line}) asks for Main Workflow, but no step before it does Add Your First Instance`,
    ]);
  });

  it('a link that goes nowhere', () => {
    const broken = replace(
      '(./native-installation.md#check-that-it-works)',
      '(./native-installation.md#no-such-check)',
    );
    expect(linkProblems(walk(broken, ROUTES.native).install, broken)).toEqual([
      'step "Check that the service runs": "./native-installation.md#no-such-check": the page has no heading "#no-such-check"',
    ]);
    const gone = replace(/\(#first-run-setup\)/g, '(#first-run)');
    expect(linkProblems(walk(gone, ROUTES.Docker).install, gone)).toContain(
      'step "Step 4: open the web interface": no heading "#first-run" on this page',
    );
  });

  it('a troubleshooting row whose symptom is a cause', () => {
    const broken = replace(
      /^\| Testing or saving a Radarr or Sonarr instance fails with [^|]*\|/m,
      '| The webhook address is wrong |',
    );
    const problems = troubleshootingRows(broken).flatMap((row) => checkSymptom(row) ?? []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"The webhook address is wrong" says nothing a reader sees/);
    expect(checkSymptom({ line: 1, symptom: '', cause: 'x', fix: 'y' })).toMatch(/has no symptom/);
  });

  it('a walk that stops short of Radarr, or promises another wait', () => {
    expect(checkEnding(replace(/appears in Radarr/, 'is added'))).toBe(
      'the walk does not end with the movie in Radarr',
    );
    expect(checkEnding(replace(/\b5([ -])minute/g, '20$1minute'))).toMatch(
      /the wait without Plex Pass \(5 minutes\) is not stated/,
    );
  });

  it('a Radarr page whose quick setup skips the network dialog', () => {
    const page = findDocFile('installation/radarr-configuration', LATEST_VERSION)?.source ?? '';
    const broken = replace(/^5\. If Radarr cannot reach Pulsarr at that address.*\n/m, '', page);
    const step = { title: 'Quick setup', line: 1, text: sectionOnly(broken, 'quick-setup') };
    expect(checkFlow([step], map, 'add-instance')).toEqual([
      'the steps leave out Configure Network Settings, which the reader passes through after Test connection',
      'the steps leave out Save & Retry, which the reader passes through after Test connection',
    ]);
  });

  it('a retired name on a page', () => {
    expect(findRetiredNames('Turn on **Is Default** and pick **Synced Instances**.', map)).toEqual([
      'line 1: "**Is Default**"',
      'line 1: "**Synced Instances**"',
    ]);
  });
});
