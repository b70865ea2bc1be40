#!/usr/bin/env node
// npm run check-setup -- <.env> [docker-compose.yml] [--version latest|0.6.4] [--old-kernel]
// Prints the findings of the "Check your setup" page for a pasted-in setup (core/setup-checker/).
// Exit codes: 0 no errors, 1 errors, 2 input it cannot read (message on stderr).
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

// The checker is TypeScript shared with the site; jiti is how Docusaurus itself loads TypeScript.
const load = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
const { main } = load('./cli.ts');

process.exitCode = main(
  process.argv.slice(2),
  (text) => console.log(text),
  (text) => console.error(text),
);
