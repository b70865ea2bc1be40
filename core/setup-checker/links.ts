/**
 * Where each finding sends the reader, per docs version: a doc path relative to
 * the version's docs root, with an anchor. Kept in one table so a target can move
 * (to a troubleshooting entry, say) without touching the rules;
 * tests/unit/setup-checker/links.test.ts checks that every page and anchor exists.
 */
import type { EnvDataVersion } from '../settings/env-vars';

export type LinkId =
  | 'variables'
  | 'valuesWritten'
  | 'overrides'
  | 'otherVersion'
  | 'webhookAddress'
  | 'basePath'
  | 'cookies'
  | 'cookieSecret'
  | 'seeding'
  | 'mocks'
  | 'database'
  | 'image'
  | 'synology'
  | 'ports'
  | 'dataVolume'
  | 'dockerUser'
  | 'timeZone'
  | 'envFile'
  | 'composeFile'
  | 'input';

export const FINDING_LINKS: Record<EnvDataVersion, Record<LinkId, string>> = {
  current: {
    variables: 'development/environment-variables',
    valuesWritten: 'development/environment-variables#how-values-are-written',
    overrides: 'development/environment-variables#how-env-overrides-the-web-interface',
    otherVersion: 'installation/upgrading-from-0.6.4#step-2-update-env',
    webhookAddress: 'troubleshooting#webhook-callback',
    basePath: 'troubleshooting#reverse-proxy',
    cookies: 'installation/configuration#core-settings',
    cookieSecret: 'development/environment-variables#security-and-sessions',
    seeding: 'development/environment-variables#sonarr-and-radarr-seeding-development-only',
    mocks: 'development/local-mocks',
    database: 'installation/configuration#database',
    image: 'installation/compose-builder#which-image',
    synology: 'troubleshooting#synology-restart',
    ports: 'installation/compose-builder#docker-user-and-port',
    dataVolume: 'installation/quick-start#step-2-create-docker-composeyml',
    dockerUser: 'installation/configuration#docker-user',
    timeZone: 'installation/configuration#core-settings',
    envFile: 'installation/quick-start#step-2-create-docker-composeyml',
    composeFile: 'installation/check-setup#what-it-checks',
    input: 'installation/check-setup#what-it-reads',
  },
  '0.6.4': {
    variables: 'development/environment-variables',
    valuesWritten: 'development/environment-variables#how-values-are-written',
    overrides: 'development/environment-variables#how-env-overrides-the-web-interface',
    otherVersion: 'development/environment-variables',
    webhookAddress: 'troubleshooting#webhook-callback',
    basePath: 'troubleshooting#reverse-proxy',
    cookies: 'installation/configuration#core-settings',
    cookieSecret: 'development/environment-variables#security-and-sessions',
    seeding: 'development/environment-variables#sonarr-and-radarr-seeding-development-only',
    // 0.6.4 has no mock servers: a MOCK_ variable is an unknown name there, and this link is never given.
    mocks: 'development/environment-variables',
    database: 'installation/configuration#postgresql',
    image: 'installation/quick-start#step-2-create-docker-composeyml',
    synology: 'installation/check-setup#what-it-checks',
    ports: 'installation/configuration#core-settings',
    dataVolume: 'installation/quick-start#step-2-create-docker-composeyml',
    dockerUser: 'development/environment-variables',
    timeZone: 'installation/configuration#core-settings',
    envFile: 'installation/quick-start#step-2-create-docker-composeyml',
    composeFile: 'installation/check-setup#what-it-checks',
    input: 'installation/check-setup#what-it-reads',
  },
};

/** What each link is called where a finding shows it. */
export const LINK_TITLES: Record<LinkId, string> = {
  variables: 'Environment variables',
  valuesWritten: 'How values are written',
  overrides: 'How .env overrides the web interface',
  otherVersion: 'Variables of the other version',
  webhookAddress: 'When Sonarr or Radarr cannot call Pulsarr back',
  basePath: 'Behind a reverse proxy on a sub-path',
  cookies: 'Cookies over HTTPS',
  cookieSecret: 'Security and sessions',
  seeding: 'Sonarr and Radarr seeding (development only)',
  mocks: 'Local mock servers',
  database: 'Database settings',
  image: 'Which image',
  synology: 'Synology NAS and older Linux kernels',
  ports: 'Ports',
  dataVolume: 'The data folder',
  dockerUser: 'Docker user',
  timeZone: 'Time zone',
  envFile: 'How the compose file loads .env',
  composeFile: 'What the checker looks at',
  input: 'What the checker reads',
};
