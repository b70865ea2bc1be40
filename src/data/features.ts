/** The feature areas the home page shows, each linking to the page of the Latest docs that explains it. */
export interface FeatureArea {
  title: string;
  summary: string;
  to: string;
}

export const featureAreas: readonly FeatureArea[] = [
  {
    title: 'Content routing',
    summary:
      'Rules on genre, user, language, year, certification and season pick the Sonarr or Radarr instance for every title.',
    to: '/docs/latest/features/content-routing',
  },
  {
    title: 'Approvals and quotas',
    summary:
      'Cap requests per user by day, rolling week or month, and hold chosen requests until an admin approves them.',
    to: '/docs/latest/features/approval-and-quota-system',
  },
  {
    title: 'Multi-instance support',
    summary: 'Drive several Sonarr and Radarr servers, with a default instance and synced instances that mirror it.',
    to: '/docs/latest/features/multi-instance-support',
  },
  {
    title: 'Notifications',
    summary:
      'Tell each user their title is ready through the Discord bot, Apprise, Plex mobile pushes or your own webhooks.',
    to: '/docs/latest/notifications/discord',
  },
  {
    title: 'Delete sync',
    summary: 'Clean up what nobody watchlists any more, with a dry run, playlist protection and a safety limit.',
    to: '/docs/latest/utilities/delete-sync',
  },
  {
    title: 'User tags and Plex labels',
    summary: 'See who asked for what in Sonarr, Radarr and Plex, and build filters and collections from it.',
    to: '/docs/latest/utilities/user-tagging',
  },
  {
    title: 'Session monitoring',
    summary: 'Fetch the next episodes while people are still watching, and grow shows season by season.',
    to: '/docs/latest/utilities/session-monitoring',
  },
  {
    title: 'REST API and API keys',
    summary: 'Automate everything the web interface does from scripts, dashboards and home automation.',
    to: '/docs/latest/api-documentation',
  },
];

/** The journey of one watchlisted title, as shown on the home page. */
export const pipelineSteps: readonly { title: string; detail: string }[] = [
  { title: 'Watchlist', detail: 'You or a friend adds a movie or show to a Plex watchlist.' },
  { title: 'Route', detail: 'Pulsarr checks quotas and approvals, then the routing rules pick the instance.' },
  { title: 'Download', detail: 'Sonarr or Radarr receives the title with the right profile, folder and tags.' },
  { title: 'Notify', detail: 'When the import lands, the person who asked hears about it.' },
];

/** The three steps of the home page's quick start. */
export const quickStartSteps: readonly { title: string; detail: string }[] = [
  {
    title: 'Run the container',
    detail: 'Start lakker/pulsarr:latest with Docker Compose, port 3003 and a data volume.',
  },
  { title: 'Connect Plex', detail: 'Open http://localhost:3003, create the admin account and add your Plex token.' },
  { title: 'Add Sonarr and Radarr', detail: 'Enter each instance, then start the Main Workflow from the dashboard.' },
];

/** The home page's compose file: Latest Quick Start's default (a unit test holds it to the compose builder's). */
export const composeExample = `services:
  pulsarr:
    image: lakker/pulsarr:latest
    container_name: pulsarr
    ports:
      - "3003:3003"
    volumes:
      - ./data:/app/data
      - .env:/app/.env
    restart: unless-stopped
    env_file:
      - .env`;
