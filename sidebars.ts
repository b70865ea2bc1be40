import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItems = SidebarsConfig[string];

/**
 * The API reference's part of the sidebar: one category per tag of the OpenAPI
 * document, generated into docs/api/sidebar.ts with the pages by
 * `npm run api:generate` (run by npm start and npm run build).
 *
 * It is loaded with require() when Docusaurus reads this file, not imported:
 * a static import would make `tsc --noEmit` (the first step of npm test) fail
 * on a clean clone, where docs/api/ does not exist yet. Docusaurus loads this
 * file with jiti, whose require() reads TypeScript.
 */
function generatedApiSidebar(): SidebarItems {
  const file = join(__dirname, 'docs/api/sidebar.ts');
  if (!existsSync(file)) {
    throw new Error(
      'The API reference has not been generated: run `npm run api:generate` first (npm start and npm run build do).',
    );
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the file may not exist when tsc runs.
  const generated = require(file) as SidebarItems | { default: SidebarItems };
  // The file default-exports the item list; jiti hands over that export itself.
  return Array.isArray(generated) ? generated : (generated as { default: SidebarItems }).default;
}

/**
 * The one docs sidebar: intro, the groups in the order of the specification,
 * the top-level pages, then the generated API reference. Inside each group the
 * pages follow the reading order of the 0.6.4 site (its pages' Previous/Next
 * links), so "Next" leads a new user from installation to a working setup.
 */
const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Installation',
      link: { type: 'doc', id: 'installation/quick-start' },
      items: [
        'installation/quick-start',
        'installation/compose-builder',
        'installation/configuration',
        'installation/finding-your-way',
        'installation/sonarr-configuration',
        'installation/radarr-configuration',
        'installation/postgres-migration',
      ],
    },
    {
      type: 'category',
      label: 'Features',
      items: ['features/content-routing', 'features/multi-instance-support', 'features/approval-and-quota-system'],
    },
    {
      type: 'category',
      label: 'Notifications',
      items: ['notifications/discord', 'notifications/apprise', 'notifications/tautulli'],
    },
    {
      type: 'category',
      label: 'Utilities',
      items: [
        'utilities/api-keys',
        'utilities/delete-sync',
        'utilities/new-user-defaults',
        'utilities/plex-label-sync',
        'utilities/plex-notifications',
        'utilities/public-content-notifications',
        'utilities/session-monitoring',
        'utilities/user-tagging',
      ],
    },
    {
      type: 'category',
      label: 'Development',
      items: ['development/environment-variables'],
    },
    'architecture',
    'contributing',
    'api-documentation',
    {
      type: 'category',
      label: 'API Reference',
      link: { type: 'doc', id: 'api/pulsarr-api' },
      items: generatedApiSidebar(),
    },
  ],
};

export default sidebars;
