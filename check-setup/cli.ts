/**
 * npm run check-setup -- <.env> [docker-compose.yml] [--version latest|0.6.4] [--old-kernel]
 *
 * The page's checks for a maintainer answering a support question: the same
 * findings, printed. Exit codes: 0 no errors, 1 errors, 2 input it cannot read: a
 * missing file, a folder, binary data (message on stderr). check-setup/main.mjs runs
 * it with jiti, as Docusaurus loads TypeScript.
 */
import fs from 'node:fs';

import { LATEST_VERSION, SPEC_VERSION } from '../core/docs-site/versions';
import type { EnvDataVersion } from '../core/settings/env-vars';
import { checkSetup } from '../core/setup-checker/check';
import { formatReport } from '../core/setup-checker/format';
import { findBinary, INPUT_LIMIT_KB } from '../core/setup-checker/input';

export const USAGE = `Usage: npm run check-setup -- <.env> [docker-compose.yml] [--version latest|${SPEC_VERSION}] [--old-kernel]
  A single file ending in .yml or .yaml is read as the compose file.
  --version     the docs version to check against (default: latest)
  --old-kernel  Pulsarr runs on a Synology NAS or a Linux kernel older than 4.11
Exit codes: 0 no errors, 1 errors, 2 input it cannot read (a missing file, a folder, binary data).`;

/** Thrown for input the command cannot read; the message is for the reader. */
export class CheckSetupInputError extends Error {}

// Enough bytes for INPUT_LIMIT_KB characters of any UTF-8 text; the checker cuts the rest with a finding.
const READ_LIMIT_BYTES = INPUT_LIMIT_KB * 1024 * 4 + 4;

function readStart(path: string): string {
  let descriptor: number;
  try {
    if (fs.statSync(path).isDirectory()) throw new CheckSetupInputError(`${path} is a folder, not a file.`);
    descriptor = fs.openSync(path, 'r');
  } catch (error) {
    if (error instanceof CheckSetupInputError) throw error;
    throw new CheckSetupInputError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  try {
    const buffer = Buffer.alloc(READ_LIMIT_BYTES);
    const length = fs.readSync(descriptor, buffer, 0, READ_LIMIT_BYTES, 0);
    return new TextDecoder('utf-8').decode(buffer.subarray(0, length));
  } finally {
    fs.closeSync(descriptor);
  }
}

export interface CliArguments {
  envPath?: string;
  composePath?: string;
  version: EnvDataVersion;
  oldKernel: boolean;
}

export function parseArguments(args: readonly string[]): CliArguments {
  const files: string[] = [];
  let version: EnvDataVersion = LATEST_VERSION;
  let oldKernel = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--version') {
      const name = args[++index];
      if (name === 'latest' || name === LATEST_VERSION) version = LATEST_VERSION;
      else if (name === SPEC_VERSION) version = SPEC_VERSION;
      else throw new CheckSetupInputError(`Unknown docs version "${name ?? ''}": use latest or ${SPEC_VERSION}.`);
    } else if (arg === '--old-kernel') oldKernel = true;
    else if (arg.startsWith('-')) throw new CheckSetupInputError(`Unknown option ${arg}.\n${USAGE}`);
    else files.push(arg);
  }
  if (files.length === 0 || files.length > 2) throw new CheckSetupInputError(USAGE);
  if (files.length === 1 && /\.ya?ml$/i.test(files[0]!)) return { composePath: files[0], version, oldKernel };
  return { envPath: files[0], composePath: files[1], version, oldKernel };
}

/** Runs the command; returns its exit code. */
export function main(args: readonly string[], out: (text: string) => void, err: (text: string) => void): number {
  if (args.includes('--help') || args.includes('-h')) {
    out(USAGE);
    return 0;
  }
  try {
    const parsed = parseArguments(args);
    const env = parsed.envPath === undefined ? undefined : readStart(parsed.envPath);
    const compose = parsed.composePath === undefined ? undefined : readStart(parsed.composePath);
    // Binary data is input the command cannot read, as the usage says: stderr and exit code 2, as for a missing file.
    for (const [path, text] of [
      [parsed.envPath, env],
      [parsed.composePath, compose],
    ] as const) {
      const binary = text === undefined ? null : findBinary(text.slice(0, INPUT_LIMIT_KB * 1024));
      if (binary) {
        throw new CheckSetupInputError(
          `Cannot read ${path}: it is not a text file (line ${binary.line} holds ${binary.what}). Give the checker the text of the file, saved as UTF-8.`,
        );
      }
    }
    const result = checkSetup({ version: parsed.version, env, compose, oldKernel: parsed.oldKernel || undefined });
    out(formatReport(result, parsed.version));
    return result.summary.errors > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof CheckSetupInputError) {
      err(error.message);
      return 2;
    }
    throw error;
  }
}
