#!/usr/bin/env node
/**
 * `npm run test:mutation`: runs Stryker (stryker.config.mjs; arguments after `--` go to `stryker run`,
 * e.g. `-- --mutate core/settings/generator.ts`), then prints the score of each module from
 * reports/mutation/mutation.json (the mutation-testing-report-schema). `--module <name>` mutates one
 * module of stryker.config.mjs only; `--report-only` prints the table of the last run without running Stryker.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { MUTATION_MODULES } from '../stryker.config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = path.join(ROOT, 'reports/mutation/mutation.json');

/** The statuses of the schema, in the columns they are counted in. */
const COLUMNS = {
  Killed: 'killed',
  Timeout: 'timeout',
  Survived: 'survived',
  NoCoverage: 'no coverage',
  CompileError: 'compile error',
  RuntimeError: 'runtime error',
  Ignored: 'ignored',
};

/** Does `file` (relative, with /) match a module's pattern (a path, or a folder with `*.ts`)? */
function matches(file, pattern) {
  if (!pattern.includes('*')) return file === pattern;
  const [folder, ext] = pattern.split('*');
  return file.startsWith(folder) && !file.slice(folder.length).includes('/') && file.endsWith(ext);
}

/** Counts per module, and the score as Stryker computes it: detected over valid (killed + timeout over those plus survived and no coverage). */
export function moduleScores(report, modules = MUTATION_MODULES) {
  const rows = modules.map((module) => ({ module: module.name, files: 0, counts: {} }));
  for (const [fileName, file] of Object.entries(report.files)) {
    const relative = path.isAbsolute(fileName) ? path.relative(ROOT, fileName) : fileName;
    const normalized = relative.split(path.sep).join('/');
    const row = rows.find((_, index) => modules[index].files.some((pattern) => matches(normalized, pattern)));
    if (!row) continue;
    row.files += 1;
    for (const mutant of file.mutants) row.counts[mutant.status] = (row.counts[mutant.status] ?? 0) + 1;
  }
  return rows.map((row) => {
    const count = (status) => row.counts[status] ?? 0;
    const detected = count('Killed') + count('Timeout');
    const undetected = count('Survived') + count('NoCoverage');
    const valid = detected + undetected;
    return {
      module: row.module,
      files: row.files,
      mutants: Object.values(row.counts).reduce((sum, n) => sum + n, 0),
      ...Object.fromEntries(Object.entries(COLUMNS).map(([status, column]) => [column, count(status)])),
      score: valid === 0 ? null : (100 * detected) / valid,
    };
  });
}

function printTable(rows) {
  const headers = ['module', 'mutants', 'killed', 'timeout', 'survived', 'no coverage', 'ignored', 'score'];
  const cells = rows
    .filter((row) => row.files > 0)
    .map((row) => [
      row.module,
      ...headers.slice(1, -1).map((header) => String(row[header])),
      row.score === null ? 'n/a' : `${row.score.toFixed(1)}%`,
    ]);
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((line) => line[column].length)));
  const line = (values) =>
    values
      .map((value, column) => (column === 0 ? value.padEnd(widths[column]) : value.padStart(widths[column])))
      .join('  ');
  console.log(`\nMutation score per module (${path.relative(ROOT, REPORT)}):\n`);
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const values of cells) console.log(line(values));
  console.log(
    '\nscore = (killed + timeout) / (killed + timeout + survived + no coverage); the survivors are in reports/mutation/mutation.html.',
  );
}

/**
 * Stryker's arguments: those given, with `--module <name>` turned into that module's files and an
 * incremental file of its own, so that working on one module keeps the results of a whole run.
 */
function strykerArgs(args) {
  const at = args.indexOf('--module');
  if (at === -1) return args;
  const name = args[at + 1];
  const module = MUTATION_MODULES.find((candidate) => candidate.name === name);
  if (!module) {
    console.error(`--module takes one of ${MUTATION_MODULES.map((candidate) => candidate.name).join(', ')}.`);
    process.exit(2);
  }
  const rest = [...args.slice(0, at), ...args.slice(at + 2)];
  return [...rest, '--mutate', module.files.join(','), '--incrementalFile', `reports/stryker-incremental-${name}.json`];
}

function main(args) {
  const reportOnly = args.includes('--report-only');
  let status = 0;
  if (!reportOnly) {
    // Stryker runs the tests in a copy at .stryker-tmp/sandbox-<id>/, where the tests' `../shared/` (the
    // facts beside the project) is .stryker-tmp/shared/: a link there keeps them reading the real one.
    const shared = path.join(ROOT, '..', 'shared');
    const link = path.join(ROOT, '.stryker-tmp', 'shared');
    if (existsSync(shared) && !existsSync(link)) {
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(shared, link, 'dir');
    }
    const stryker = path.join(ROOT, 'node_modules/.bin/stryker');
    const run = () => spawnSync(stryker, ['run', ...strykerArgs(args)], { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
    rmSync(REPORT, { force: true });
    status = run();
    // A run cut short (a test runner that died) saves the mutants it tested: a second run resumes from there.
    if (status !== 0 && !existsSync(REPORT)) {
      console.error('\nStryker stopped before the end; running it again to test the mutants left.\n');
      status = run();
    }
  }
  if (!existsSync(REPORT)) {
    console.error(`No ${path.relative(ROOT, REPORT)}: run npm run test:mutation first.`);
    process.exit(status || 1);
  }
  printTable(moduleScores(JSON.parse(readFileSync(REPORT, 'utf8'))));
  process.exit(status);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
