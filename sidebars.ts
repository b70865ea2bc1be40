import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The one docs sidebar, in the order of the specification: intro, the groups,
 * then the top-level pages.
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
        'installation/configuration',
        'installation/postgres-migration',
        'installation/radarr-configuration',
        'installation/sonarr-configuration',
      ],
    },
    {
      type: 'category',
      label: 'Features',
      items: [
        'features/approval-and-quota-system',
        'features/content-routing',
        'features/multi-instance-support',
      ],
    },
    {
      type: 'category',
      label: 'Notifications',
      items: ['notifications/apprise', 'notifications/discord', 'notifications/tautulli'],
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
  ],
};

export default sidebars;
