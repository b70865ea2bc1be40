import { resolve } from 'node:path';

import type { PluginConfig } from '@docusaurus/types';

import { shortLinkRedirects, type ShortLinkTarget } from '../plugins/troubleshooting/short-links';
import { docsVersion, LATEST_VERSION } from '../core/docs-site/versions';

/**
 * The short links of the troubleshooting entries, for support answers: `/Pulsarr/go/<name>`
 * opens the Latest troubleshooting entry whose heading id is `<name>`. Add the id of a new
 * entry here; a name that is no entry, or a name listed twice, stops the build and says which.
 */
export const SHORT_LINKS: readonly string[] = [
  'webhook-callback',
  'plex-pass-rss',
  'slow-sync',
  'friend-missing',
  'reverse-proxy',
  'delete-sync-safety',
  'discord-notifications',
  '4k-instance',
  'quota',
  'synology-restart',
  'user-tags',
  'admin-password',
];

const latest = docsVersion(LATEST_VERSION);

/** The Latest troubleshooting page the short links lead to. */
export const SHORT_LINK_TARGET: ShortLinkTarget = {
  siteDir: resolve(__dirname, '..'),
  file: `${latest.docsDir}/troubleshooting.md`,
  route: `/docs/${latest.path}/troubleshooting`,
};

/** Docusaurus's client-redirects plugin, writing one redirect page per short link at build time. */
export const shortLinksPlugin: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  { redirects: shortLinkRedirects(SHORT_LINKS, SHORT_LINK_TARGET) },
];
