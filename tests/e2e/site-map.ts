import latestSidebar from '../../sidebars';

/** The site's routes as the specification lists them, relative to /Pulsarr/. */
export const STANDALONE_ROUTES = ['', 'background-test', 'markdown-page', 'search'] as const;

/**
 * The one docs sidebar, in order: [group label or null for top level, doc paths].
 * Groups keep the specification's order; pages inside a group follow the 0.6.4
 * site's reading order (its Previous/Next links). Two Installation pages are this
 * site's own, beyond the specification's routes: the compose file builder and the
 * setup checker, after Quick Start.
 */
export const SIDEBAR_ORDER: readonly { group: string | null; docs: readonly string[] }[] = [
  { group: null, docs: ['intro'] },
  {
    group: 'Installation',
    docs: [
      'installation/quick-start',
      'installation/compose-builder',
      'installation/check-setup',
      'installation/configuration',
      'installation/finding-your-way',
      'installation/sonarr-configuration',
      'installation/radarr-configuration',
      'installation/postgres-migration',
    ],
  },
  // Not in the specification: the troubleshooting page readers asked for (issue 30), placed
  // right under Installation, where a reader whose setup failed looks.
  { group: null, docs: ['troubleshooting'] },
  {
    group: 'Features',
    docs: ['features/content-routing', 'features/multi-instance-support', 'features/approval-and-quota-system'],
  },
  { group: 'Notifications', docs: ['notifications/discord', 'notifications/apprise', 'notifications/tautulli'] },
  {
    group: 'Utilities',
    docs: [
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
  { group: 'Development', docs: ['development/environment-variables'] },
  // After the specification's pages, the site's own page on using the docs from an AI assistant.
  { group: null, docs: ['architecture', 'contributing', 'api-documentation', 'ai-assistants'] },
];

/** The generated API reference: the sidebar's last entry, a category opening on its introduction. */
export const API_REFERENCE_CATEGORY = { group: 'API Reference', link: 'api/pulsarr-api' } as const;

export const DOC_ROUTES: readonly string[] = SIDEBAR_ORDER.flatMap((entry) => entry.docs.map((doc) => `docs/${doc}`));

/**
 * The guides of the Latest docs version, in sidebar order (sidebars.ts), without
 * the generated API reference.
 */
export function latestGuideIds(): string[] {
  const ids: string[] = [];
  const visit = (items: readonly unknown[]) => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item);
      else if (
        item &&
        typeof item === 'object' &&
        'items' in item &&
        (item as { label?: string }).label !== 'API Reference'
      )
        visit((item as { items: unknown[] }).items);
    }
  };
  visit(latestSidebar.docs as unknown[]);
  return ids;
}
