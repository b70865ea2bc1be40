import { join } from 'node:path';

import type { Plugin } from '@docusaurus/types';

/**
 * The troubleshooting pages' own pieces: the "who calls whom" map (theme/CallMap), which
 * Configuration and the webhook entry both show. The short links are in short-links.ts.
 */
export default function troubleshootingTheme(): Plugin {
  return {
    name: 'troubleshooting',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return join(__dirname, 'theme');
    },
  };
}
