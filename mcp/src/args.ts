/** The server's command line: `pulsarr-docs-mcp [--site <url or folder>]`. */
import packageJson from '../package.json';

import { PUBLISHED_SITE } from './site';

const USAGE = `Usage: pulsarr-docs-mcp [--site <url or folder>]

An MCP server over stdio that searches and reads the Pulsarr docs.
  --site <url>     read the docs from this copy of the site (default ${PUBLISHED_SITE})
  --site <folder>  read them from a build folder (npm run build writes ./build)
  --help           show this text
  --version        show the version
`;

/** The value of --site, or what to do instead. */
export function parseArgs(args: readonly string[]): { site?: string } | { exit: number; text: string } {
  let site: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return { exit: 0, text: USAGE };
    if (arg === '--version') return { exit: 0, text: `${packageJson.version}\n` };
    if (arg === '--site' || arg.startsWith('--site=')) {
      const value = arg === '--site' ? args[(i += 1)] : arg.slice('--site='.length);
      if (value === undefined) return { exit: 2, text: `--site needs a URL or a folder.\n\n${USAGE}` };
      site = value;
    } else {
      return { exit: 2, text: `Unknown argument "${arg}".\n\n${USAGE}` };
    }
  }
  return { site };
}
