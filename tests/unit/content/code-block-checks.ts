// Checks that a documentation code block in a data format parses, so readers can paste it as is.
import { parse as parseDotenv } from 'dotenv';
import { parseAllDocuments } from 'yaml';

import type { CodeBlock } from './doc-sources';

/** Languages whose blocks are `.env` files: only `KEY=value` lines and `#` comments. */
export const ENV_LANGS = ['ini', 'dotenv', 'env'];
export const YAML_LANGS = ['yaml', 'yml'];
export const JSON_LANGS = ['json'];

/** Blocks of these languages are parsed; others (bash, sql, text, mermaid…) are left alone. */
export const CHECKED_LANGS = [...YAML_LANGS, ...JSON_LANGS, ...ENV_LANGS];

const ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=.*/;
const PULSARR_IMAGE_PREFIX = 'lakker/pulsarr';

type ComposeService = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A YAML document with a top-level `services:` map is a Docker Compose file. Every service
 * needs an image or a build, and a Pulsarr service needs its volumes (or its data is lost on
 * update). A long-running Pulsarr service also needs ports; one-off task services put behind
 * a Compose profile (such as the SQLite → PostgreSQL migration steps) run and exit, so they
 * publish none.
 */
export function checkComposeFile(doc: unknown): string[] {
  if (!isRecord(doc) || !('services' in doc)) return [];
  if (!isRecord(doc.services)) return ['`services` is not a map of services'];
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(doc.services)) {
    const service: ComposeService = isRecord(raw) ? raw : {};
    if (!('image' in service) && !('build' in service)) {
      problems.push(`service \`${name}\` has neither \`image\` nor \`build\``);
    }
    const image = typeof service.image === 'string' ? service.image : '';
    if (!image.startsWith(PULSARR_IMAGE_PREFIX)) continue;
    if (!Array.isArray(service.volumes) || service.volumes.length === 0) {
      problems.push(`Pulsarr service \`${name}\` has no \`volumes\``);
    }
    const isOneOffTask = 'profiles' in service;
    if (!isOneOffTask && (!Array.isArray(service.ports) || service.ports.length === 0)) {
      problems.push(`Pulsarr service \`${name}\` has no \`ports\``);
    }
  }
  return problems;
}

function checkYaml(content: string): string[] {
  const docs = parseAllDocuments(content);
  const parseErrors = docs.flatMap((doc) => doc.errors.map((error) => `YAML: ${error.message}`));
  if (parseErrors.length > 0) return parseErrors;
  return docs.flatMap((doc) => checkComposeFile(doc.toJS()));
}

function checkJson(content: string): string[] {
  try {
    JSON.parse(content);
    return [];
  } catch (error) {
    return [`JSON: ${(error as Error).message}`];
  }
}

function checkEnv(content: string): string[] {
  const problems: string[] = [];
  const keys: string[] = [];
  content.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (!ENV_ASSIGNMENT.test(line)) {
      problems.push(`.env line ${index + 1} is not KEY=value: ${line}`);
      return;
    }
    keys.push(line.slice(0, line.indexOf('=')));
  });
  const parsed = parseDotenv(content);
  for (const key of keys) {
    if (!(key in parsed)) problems.push(`dotenv did not read \`${key}\``);
  }
  return problems;
}

/** Problems found in one code block; empty when it parses (or its language is not checked). */
export function checkCodeBlock(block: Pick<CodeBlock, 'lang' | 'content'>): string[] {
  if (YAML_LANGS.includes(block.lang)) return checkYaml(block.content);
  if (JSON_LANGS.includes(block.lang)) return checkJson(block.content);
  if (ENV_LANGS.includes(block.lang)) return checkEnv(block.content);
  return [];
}
