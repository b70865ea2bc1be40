// The GitHub Actions workflows are code that only runs on GitHub: these tests hold what a maintainer
// relies on (when they run, what they may write, which Node.js and actions they use, when search
// records are pushed), so that a careless edit fails here first. `npm run lint:workflows` checks the
// files against the workflow schema.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.join(__dirname, '../../..');
const WORKFLOWS_DIR = path.join(ROOT, '.github/workflows');

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
  'continue-on-error'?: unknown;
  'working-directory'?: string;
}

interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string> | string;
  env?: Record<string, string>;
  environment?: { name: string; url?: string };
  steps: Step[];
}

interface Workflow {
  on: Record<string, { branches?: string[]; paths?: string[] } | null>;
  permissions?: Record<string, string> | string;
  concurrency?: { group: string; 'cancel-in-progress': boolean | string };
  jobs: Record<string, Job>;
}

const workflowFiles = readdirSync(WORKFLOWS_DIR).filter((file) => /\.ya?ml$/.test(file));
const source = (file: string) => readFileSync(path.join(WORKFLOWS_DIR, file), 'utf8');
const workflow = (file: string) => parse(source(file)) as Workflow;

const checks = workflow('checks.yml');
const publish = workflow('publish.yml');
const publishBuild = publish.jobs.build!;
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

const allSteps = () =>
  workflowFiles.flatMap((file) =>
    Object.entries(workflow(file).jobs).flatMap(([job, { steps }]) => steps.map((step) => ({ file, job, step }))),
  );
const stepIndex = (steps: Step[], match: (step: Step) => boolean) => steps.findIndex(match);

/** Everything the site is built from: a push to the default branch that changes one of them publishes. */
const SITE_SOURCES = [
  'docs/**',
  'versioned_docs/**',
  'versioned_sidebars/**',
  'versions.json',
  'sidebars.ts',
  'openapi/**',
  'plugins/**',
  'core/**',
  'src/**',
  'config/**',
  'static/**',
  'i18n/**',
  'patches/**',
  'package.json',
  'package-lock.json',
  'docusaurus.config.ts',
  '.github/workflows/publish.yml',
];

describe('when the workflows run', () => {
  it('checks every pull request and every push to the default branch', () => {
    expect(Object.keys(checks.on).sort()).toEqual(['pull_request', 'push']);
    expect(checks.on.push?.branches).toEqual(['main']);
  });

  it('publishes on a push to the default branch that changes a site source, and by hand', () => {
    expect(Object.keys(publish.on).sort()).toEqual(['push', 'workflow_dispatch']);
    expect(publish.on.push?.branches).toEqual(['main']);
    expect(publish.on.push?.paths).toEqual(expect.arrayContaining(SITE_SOURCES));
  });

  it('watches only paths that exist, so a renamed folder cannot silently stop publishing', () => {
    const missing = (publish.on.push?.paths ?? []).filter(
      (pattern) => !existsSync(path.join(ROOT, pattern.replace(/\/\*\*$/, ''))),
    );
    expect(missing).toEqual([]);
  });

  it('publishes the default branch only, also when started by hand on another branch', () => {
    expect(publishBuild.if).toBe('github.ref_name == github.event.repository.default_branch');
  });

  it('runs one deployment at a time and lets a started one finish', () => {
    expect(publish.concurrency).toEqual({ group: 'pages', 'cancel-in-progress': false });
  });
});

describe('what the workflows may do', () => {
  it('grant at most read access to the repository at the top level', () => {
    for (const file of workflowFiles) {
      const { permissions } = workflow(file);
      expect([{}, { contents: 'read' }], file).toContainEqual(permissions);
    }
  });

  it('give every job its own permissions: write access only to the deploy job for Pages, an OIDC token only to it and the npm publish', () => {
    const grants = workflowFiles.flatMap((file) =>
      Object.entries(workflow(file).jobs).map(([job, { permissions }]) => [`${file} ${job}`, permissions]),
    );
    expect(Object.fromEntries(grants)).toEqual({
      'checks.yml test': { contents: 'read' },
      'publish.yml build': { contents: 'read' },
      'publish.yml deploy': { pages: 'write', 'id-token': 'write' },
      // The token signs the package's provenance statement; it writes nothing to the repository.
      'publish-mcp.yml publish': { contents: 'read', 'id-token': 'write' },
    });
  });

  it('deploy to the github-pages environment with GitHub Pages actions, after the build', () => {
    const deploy = publish.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' });
    expect(deploy.steps.map((step) => step.uses?.split('@')[0])).toEqual(['actions/deploy-pages']);
    expect(publishBuild.steps.at(-1)).toMatchObject({ with: { path: 'build' } });
    expect(publishBuild.steps.at(-1)?.uses?.split('@')[0]).toBe('actions/upload-pages-artifact');
  });

  it('never let a failing step pass, so nothing broken is published', () => {
    expect(allSteps().filter(({ step }) => step['continue-on-error'] !== undefined)).toEqual([]);
  });
});

describe('what the workflows run', () => {
  it('publish from a full clone, so every page shows its real "Last updated" date', () => {
    const checkout = publishBuild.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
  });

  it('install Node.js from .nvmrc, with the npm cache keyed on the lockfile', () => {
    const setups = allSteps().filter(({ step }) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.map(({ file, job }) => `${file} ${job}`)).toEqual([
      'checks.yml test',
      'publish-mcp.yml publish',
      'publish.yml build',
    ]);
    for (const { file, step } of setups) {
      expect(step.with).toEqual({
        'node-version-file': '.nvmrc',
        cache: 'npm',
        'cache-dependency-path': 'package-lock.json',
        // npm publish authenticates to the registry setup-node names.
        ...(file === 'publish-mcp.yml' ? { 'registry-url': 'https://registry.npmjs.org' } : {}),
      });
    }
  });

  it('use a Node.js in .nvmrc that package.json engines allows', () => {
    const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
    const tested = /^(\d+)\.(\d+)\.(\d+)$/.exec(nvmrc);
    const lowest = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(packageJson.engines.node);
    expect(tested, `.nvmrc holds an exact version: "${nvmrc}"`).not.toBeNull();
    expect(lowest, `engines.node is a caret range: "${packageJson.engines.node}"`).not.toBeNull();
    const [major, minor, patch] = tested!.slice(1).map(Number);
    const [lowMajor, lowMinor, lowPatch] = lowest!.slice(1).map(Number);
    expect(major).toBe(lowMajor);
    expect(minor! * 10_000 + patch!).toBeGreaterThanOrEqual(lowMinor! * 10_000 + lowPatch!);
  });

  it('run the README commands on the runner, with no browser download', () => {
    const runs = checks.jobs.test!.steps.map((step) => step.run?.trim()).filter(Boolean);
    expect(runs).toContain('npm ci --no-audit --no-fund');
    expect(runs.at(-1)).toBe('npm test');
    expect(checks.jobs.test!.env?.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD).toBe('1');
    expect(allSteps().filter(({ step }) => /playwright install/.test(step.run ?? ''))).toEqual([]);
  });

  it('keep the Playwright report, test results and bench results when a check fails', () => {
    const upload = checks.jobs.test!.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('failure()');
    expect(String(upload?.with?.path).trim().split('\n')).toEqual([
      'playwright-report/',
      'test-results/',
      'bench-results/',
    ]);
  });

  it('pin every action to a full commit SHA with its release in a comment, one release per action', () => {
    const pins = new Map<string, Set<string>>();
    for (const file of workflowFiles) {
      for (const line of source(file).split('\n')) {
        const uses = /^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/.exec(line);
        if (!uses || uses[1]!.startsWith('./')) continue;
        expect(`${uses[1]}${uses[2]}`, file).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
        const [action] = uses[1]!.split('@');
        pins.set(action!, (pins.get(action!) ?? new Set()).add(`${uses[1]}${uses[2]}`));
      }
    }
    expect(pins.size).toBeGreaterThan(0);
    for (const [action, seen] of pins) expect([...seen], action).toHaveLength(1);
  });

  it('validate every workflow file in npm run lint and in npm test', () => {
    // By name, or as one of the lint:* scripts that run-s and run-p (npm-run-all2) expand.
    const runsWorkflowLint = (script: string) =>
      script.includes('npm run lint:workflows') || /\brun-[ps]\b[^&]*\slint:\*(\s|$)/.test(script);
    expect(runsWorkflowLint(packageJson.scripts.lint)).toBe(true);
    expect(runsWorkflowLint(packageJson.scripts.test)).toBe(true);
    for (const file of workflowFiles) {
      expect(packageJson.scripts['lint:workflows']).toContain(`action-validator .github/workflows/${file}`);
    }
  });
});

describe('search records on publish', () => {
  const steps = publishBuild.steps;
  const pushAt = stepIndex(steps, (step) => step.run?.trim() === 'npm run search:push');
  const push = steps[pushAt]!;
  const gate = steps.find((step) => step.id && push.if === `steps.${step.id}.outputs.push == 'true'`);

  /** Runs the gate step's script as the runner would, and returns what it wrote to GITHUB_OUTPUT. */
  function gateOutput(writeKey: string): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'workflow-gate-'));
    try {
      const output = path.join(dir, 'output');
      const result = spawnSync('bash', ['-e', '-c', gate!.run!], {
        env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ALGOLIA_WRITE_API_KEY: writeKey },
        encoding: 'utf8',
      });
      expect(result.status).toBe(0);
      return readFileSync(output, 'utf8').trim();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('are pushed only when ALGOLIA_WRITE_API_KEY is set', () => {
    expect(gate, 'a step whose output decides the push').toBeDefined();
    expect(gate!.env).toEqual({ ALGOLIA_WRITE_API_KEY: '${{ secrets.ALGOLIA_WRITE_API_KEY }}' });
    expect(gateOutput('a-write-key')).toBe('push=true');
    expect(gateOutput('')).toBe('push=false');
  });

  it('are pushed after the build and before the upload, so a failed push publishes nothing', () => {
    const buildAt = stepIndex(steps, (step) => step.run?.trim() === 'npm run build');
    const uploadAt = stepIndex(steps, (step) => !!step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(buildAt).toBeGreaterThan(-1);
    expect(pushAt).toBeGreaterThan(buildAt);
    expect(uploadAt).toBeGreaterThan(pushAt);
  });

  it('give the write key to the push alone, never to the install or the build', () => {
    expect(push.env).toEqual({ ALGOLIA_WRITE_API_KEY: '${{ secrets.ALGOLIA_WRITE_API_KEY }}' });
    expect(publishBuild.env).not.toHaveProperty('ALGOLIA_WRITE_API_KEY');
    const holders = steps.filter((step) => JSON.stringify(step).includes('secrets.'));
    expect(holders).toEqual([gate, push]);
  });

  it('build with the site address and search settings from repository variables', () => {
    expect(publishBuild.env).toMatchObject({
      SITE_URL: '${{ vars.SITE_URL }}',
      SEARCH_BACKEND: '${{ vars.SEARCH_BACKEND }}',
      ALGOLIA_APP_ID: '${{ vars.ALGOLIA_APP_ID }}',
      ALGOLIA_SEARCH_API_KEY: '${{ vars.ALGOLIA_SEARCH_API_KEY }}',
      ALGOLIA_INDEX_NAME: '${{ vars.ALGOLIA_INDEX_NAME }}',
    });
  });
});

describe('publishing the docs MCP server', () => {
  const publishMcp = workflow('publish-mcp.yml');
  const steps = publishMcp.jobs.publish!.steps;

  it('runs only for a pushed mcp-v* tag', () => {
    expect(publishMcp.on).toEqual({ push: { tags: ['mcp-v*'] } });
  });

  it('publishes mcp/ with provenance, after its tests and its build, once the tag matches its version', () => {
    const runs = steps.map((step) => step.run ?? step.uses?.split('@')[0]);
    const at = (pattern: RegExp) => runs.findIndex((run) => run && pattern.test(run));
    expect(at(/mcp-v\$version/)).toBeGreaterThan(-1);
    expect(at(/mcp-v\$version/)).toBeLessThan(at(/vitest run tests\/unit\/mcp/));
    expect(at(/vitest run tests\/unit\/mcp/)).toBeLessThan(at(/npm run mcp:build/));
    expect(at(/npm run mcp:build/)).toBeLessThan(at(/npm publish/));
    const publishStep = steps.find((step) => step.run?.includes('npm publish'))!;
    expect(publishStep['working-directory']).toBe('mcp');
    expect(publishStep.run).toMatch(/^npm publish --provenance --access public$/m);
  });

  it('publishes the bundle the site publishes too: one file and its notices, no dependencies', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'mcp/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.files).toEqual(['dist/pulsarr-docs-mcp.js', 'dist/THIRD_PARTY_NOTICES.txt', 'README.md']);
    // The tests the workflow runs first pack it and check what it holds (tests/unit/mcp/package.test.ts).
    expect(steps.some((step) => step.run === 'npx vitest run tests/unit/mcp')).toBe(true);
  });

  it('gives the npm token to the publish step alone', () => {
    const withToken = steps.filter((step) => JSON.stringify(step).includes('secrets.'));
    expect(withToken.map((step) => step.name)).toEqual(['Publish with provenance']);
  });
});
