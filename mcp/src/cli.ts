/**
 * `pulsarr-docs-mcp [--site <url or folder>]`: the docs MCP server over stdio. Only
 * MCP messages go to stdout; everything meant for a person goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

import packageJson from '../package.json';

import { parseArgs } from './args';
import { createDocsServer } from './server';
import { siteFrom } from './site';

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  if ('exit' in parsed) {
    (parsed.exit === 0 ? process.stdout : process.stderr).write(parsed.text);
    process.exit(parsed.exit);
  }
  let site;
  try {
    site = await siteFrom(parsed.site);
  } catch (error) {
    process.stderr.write(`pulsarr-docs-mcp: ${(error as Error).message}\n`);
    process.exit(2);
  }
  await createDocsServer(site).connect(new StdioServerTransport());
  process.stderr.write(`pulsarr-docs-mcp ${packageJson.version}: reading the docs at ${site.location}\n`);
}

void main();
