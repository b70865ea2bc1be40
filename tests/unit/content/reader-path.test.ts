// Quick Start read as a new reader reads it: step by step, following only what each step says.
// Every screen, button and field a step names must be on the map of the web interface, named
// with the screen it is on, and every link a step gives must lead to a page, heading or API page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SPEC_VERSION } from '../../../core/docs-site/versions';
import { docsDirOf, findDocFile, REPO_ROOT } from './doc-sources';
import {
  anchorsOf,
  apiSlugsFrom,
  boldTermsIn,
  checkActionOrder,
  checkFlow,
  checkLink,
  checkOrder,
  checkStepNames,
  sectionOnly,
  headingSlug,
  INSTANCE_PREREQUISITES,
  INSTANCE_SETUP,
  linksIn,
  missingPrerequisites,
  stepsOf,
  type LinkContext,
  type Step,
} from './reader-path';
import { loadBoldOutsideUi, loadUiMap } from './ui-map';

const SHARED_REFERENCE = join(REPO_ROOT, '..', 'shared', 'reference');
const QUICK_START = 'installation/quick-start';

const map = loadUiMap();
const otherApplications = new Set(loadBoldOutsideUi().otherApplications.map((entry) => entry.name));
const quickStart = findDocFile(QUICK_START, SPEC_VERSION);
const source = quickStart?.source ?? '';
const steps = stepsOf(source);

const context: LinkContext = {
  docsDir: docsDirOf(SPEC_VERSION),
  fromDocId: QUICK_START,
  fromSource: source,
  // 0.6.4 keeps the specification's routes: its API reference is at /docs/api/.
  apiBase: '/docs/api/',
  apiSlugs: apiSlugsFrom(
    readFileSync(join(SHARED_REFERENCE, 'operations.tsv'), 'utf8'),
    readFileSync(join(SHARED_REFERENCE, 'tags.tsv'), 'utf8'),
    'pulsarr-api',
  ),
  readDoc: (file) => readFileSync(file, 'utf8'),
};

describe(`the ${SPEC_VERSION} Quick Start, walked step by step`, () => {
  it('has its install steps and its first-run steps', () => {
    expect(steps.filter((step) => step.title.startsWith('Step ')).length).toBeGreaterThanOrEqual(4);
    expect(steps.filter((step) => !step.title.startsWith('Step ')).length).toBeGreaterThanOrEqual(7);
  });

  for (const step of steps) {
    describe(`"${step.title}" (line ${step.line})`, () => {
      it('names every screen, button and field as the map does, with the screen it is on', () => {
        expect(checkStepNames(step, map, otherApplications)).toEqual([]);
      });

      it('gives only links that lead somewhere', () => {
        const problems = linksIn(step.text).flatMap((link) => {
          const problem = checkLink(link.target, context);
          return problem ? [problem] : [];
        });
        expect(problems).toEqual([]);
      });
    });
  }

  it('tells the reader to make an instance the default, on the screens where the switch is', () => {
    const instances = steps.find((step) => boldTermsIn(step).includes('Default Instance'));
    expect(instances, 'no step turns on Default Instance').toBeDefined();
  });
});

/** The first-run steps, which every install route ends in. */
const firstRun = (page: string): Step[] => stepsOf(sectionOnly(page, 'first-run-setup'));

describe(`the ${SPEC_VERSION} Quick Start first run, after either install route`, () => {
  it('sends the reader there from the Docker route and from the source build', () => {
    const docker = steps.filter((step) => step.title.startsWith('Step '));
    expect(linksIn(docker[docker.length - 1].text).map((link) => link.target)).toContain('#first-run-setup');
    const source = /<TabItem value="source"[\s\S]*?<\/TabItem>/.exec(quickStart?.source ?? '')?.[0] ?? '';
    expect(linksIn(source).map((link) => link.target)).toContain('#first-run-setup');
  });

  it('passes through every screen the web interface shows on the way, in its order', () => {
    expect(checkFlow(firstRun(source), map, 'first-run')).toEqual([]);
  });

  it('asks for nothing before what it depends on', () => {
    expect(checkOrder(firstRun(source), map)).toEqual([]);
  });
});

const sample = [
  '## First-run setup',
  '',
  '1. **Open Pulsarr.** Go to the address.',
  '2. **Add instances.** On [**Radarr → Instances**](./finding-your-way.md#radarr), turn on **Default Instance**.',
  '3. **Run it.** Select **Generate RSS**, then **Sync Tags**.',
  '',
  '### Step 4: open the web interface',
  '',
  'Browse to it.',
  '',
  '</TabItem>',
].join('\n');

describe('reading steps', () => {
  it('finds numbered steps with a bold lead and step headings, with their text', () => {
    const found = stepsOf(sample);
    expect(found.map((step) => [step.title, step.line])).toEqual([
      ['Open Pulsarr', 3],
      ['Add instances', 4],
      ['Run it', 5],
      ['Step 4: open the web interface', 7],
    ]);
    expect(found[3].text).toBe('### Step 4: open the web interface\n\nBrowse to it.\n');
  });

  it('reports a control named without its screen, and a name the map does not know', () => {
    const [, addInstances, runIt] = stepsOf(sample);
    expect(checkStepNames(addInstances, map)).toEqual([]);
    expect(checkStepNames(runIt, map)).toEqual([
      'step "Run it" names **Generate RSS** but not where it is (Plex → Configuration)',
      'step "Run it" names **Sync Tags** but not where it is (Utilities → User Tags)',
    ]);
    const unknown = { title: 'Refresh', line: 1, text: '1. **Refresh.** Select **Manual Refresh**.' };
    expect(checkStepNames(unknown, map)).toEqual([
      'step "Refresh" names **Manual Refresh**, which the UI map does not define',
    ]);
  });

  it('accepts a control whose screen the step names in bold', () => {
    const step = {
      title: 'Feeds',
      line: 1,
      text: '1. **Feeds.** On **Plex → Configuration**, select **Generate RSS**.',
    };
    expect(checkStepNames(step, map)).toEqual([]);
  });
});

describe('following links', () => {
  it('resolves pages, headings and API pages of the version', () => {
    expect(checkLink('./radarr-configuration.md', context)).toBeUndefined();
    expect(checkLink('./finding-your-way.md#radarr', context)).toBeUndefined();
    expect(checkLink('../features/content-routing.md#where-rules-live', context)).toBeUndefined();
    expect(checkLink('#first-run-setup', context)).toBeUndefined();
    expect(checkLink('/docs/api/create-radarr-instance', context)).toBeUndefined();
    expect(checkLink('https://support.plex.tv/', context)).toBeUndefined();
  });

  it('reports pages, headings and API pages that do not exist', () => {
    expect(checkLink('./missing-configuration.md', context)).toMatch(/not a page/);
    expect(checkLink('./finding-your-way.md#missing', context)).toMatch(/no heading "#missing"/);
    expect(checkLink('#no-such-step', context)).toMatch(/no heading/);
    expect(checkLink('/docs/api/create-missing-instance', context)).toMatch(/not a page of the API reference/);
    expect(checkLink('/docs/latest/intro', context)).toMatch(/not a page of this docs version/);
  });

  it('slugs headings as Docusaurus does', () => {
    expect(headingSlug('Step 1: create the .env file')).toBe('step-1-create-the-env-file');
    expect(headingSlug('Settings in `.env`')).toBe('settings-in-env');
    expect(anchorsOf('## Plex {#plex}\n\n## Troubleshooting\n\n## Troubleshooting\n')).toEqual(
      new Set(['plex', 'troubleshooting', 'troubleshooting-1']),
    );
  });
});

describe(`the ${SPEC_VERSION} Quick Start, adding Sonarr and Radarr`, () => {
  it('asks for a quality profile and a root folder in Sonarr and Radarr before the reader starts', () => {
    expect(missingPrerequisites(source, INSTANCE_PREREQUISITES)).toEqual([]);
  });

  it('has the reader add each instance, test its connection and save it, in that order', () => {
    expect(checkActionOrder(steps, INSTANCE_SETUP)).toEqual([]);
  });
});

describe('checking the first run of a broken Quick Start', () => {
  const replace = (from: string | RegExp, to: string, page = source) => {
    const broken = page.replace(from, to);
    expect(broken, `the page no longer contains ${String(from)}`).not.toBe(page);
    return broken;
  };

  it('reports the sign-in left out between the new account and the token dialog', () => {
    const broken = replace(/^3\. \*\*Sign in\.\*\*.*\n/m, '');
    expect(checkFlow(firstRun(broken), map, 'first-run')).toEqual([
      'the steps leave out the login page, which the reader passes through after the sign-up screen',
    ]);
    expect(checkOrder(firstRun(broken), map)).toEqual([
      expect.stringMatching(/asks for Enter Your Plex Token, but no step before it does the login page$/),
    ]);
  });

  it('reports the quality profile asked for before the connection test', () => {
    const broken = replace(
      '   1. Select the button that adds an instance.',
      '   1. Select the button that adds an instance, then choose its quality profile.',
    );
    expect(checkOrder(firstRun(broken), map)).toEqual([
      expect.stringMatching(/asks for Quality Profile before the check-mark test button$/),
    ]);
  });

  it('reports a label 0.6.4 is not known to show, and a control named without its screen', () => {
    const inferred = replace('select that button', 'select **Start**');
    expect(firstRun(inferred).flatMap((step) => checkStepNames(step, map))).toContain(
      'step "Start the main workflow" names **Start**, which the UI map does not define',
    );
    const described = replace(
      'Select the button that adds an instance.',
      'Select **the button that adds an instance**.',
    );
    expect(firstRun(described).flatMap((step) => checkStepNames(step, map))).toContain(
      'step "Add your Sonarr and Radarr instances" names **the button that adds an instance**, a label the web interface is not known to show',
    );
    const unplaced = replace('On **Plex → Configuration**, select **Generate RSS**.', 'Select **Generate RSS**.');
    expect(firstRun(unplaced).flatMap((step) => checkStepNames(step, map))).toEqual([
      'step "With Plex Pass, generate the RSS feeds" names **Generate RSS** but not where it is (Plex → Configuration)',
    ]);
  });

  it('reports the users page left out of the first run', () => {
    const broken = replace(/^8\. \*\*Let friends sync\.\*\*.*\n/m, '');
    expect(checkFlow(firstRun(broken), map, 'first-run')).toEqual([
      "the steps leave out Plex → Users, which the reader passes through after the card's save button",
      "the steps leave out Edit User Information, which the reader passes through after the card's save button",
      "the steps leave out Can Sync Watchlist, which the reader passes through after the card's save button",
    ]);
  });
});

describe('checking the instance setup of a broken Quick Start', () => {
  it('reports steps that never save the instance', () => {
    const broken = source.replace(/^ *\d+\. Save the instance\b.*\n/m, '');
    expect(broken).not.toBe(source);
    expect(checkActionOrder(stepsOf(broken), INSTANCE_SETUP)).toEqual(['no step asks the reader to save the instance']);
  });

  it('reports a save asked for only before the connection test', () => {
    const step = {
      title: 'Add instances',
      line: 1,
      text: '1. **Add instances.** Add an instance, save the instance, then test the connection.',
    };
    expect(checkActionOrder([step], INSTANCE_SETUP)).toEqual([
      'the steps ask to save the instance only before they ask to test the connection',
    ]);
  });

  it('reports prerequisites without the quality profile and root folder', () => {
    const broken = source.replace(/^- \*\*A quality profile and a root folder\b.*\n/m, '');
    expect(broken).not.toBe(source);
    expect(missingPrerequisites(broken, INSTANCE_PREREQUISITES)).toEqual([
      '"Before you start" does not ask for a quality profile',
      '"Before you start" does not ask for a root folder',
    ]);
    expect(missingPrerequisites('## Install\n\nRun it.\n', INSTANCE_PREREQUISITES)).toEqual([
      'the page has no "Before you start" section',
    ]);
  });
});
