import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

/**
 * "Report a problem with this page" beside every guide's "Edit this page" link:
 * a plain link to a new issue on Pulsarr's repository, its title and text filled
 * in with the page's title, address and docs version. It wraps the theme's edit
 * link, so it shows exactly where that link does (guides, not generated pages).
 */
export default function reportProblemTheme(): Plugin {
  return {
    name: 'report-problem',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
