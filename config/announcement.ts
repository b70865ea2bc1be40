import type { ThemeConfig } from '@docusaurus/preset-classic';
import { PULSARR_VERSION } from '../core/docs-site/site';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The strip above the navbar. Readers who close it do not see it again until
 * `id` changes, so give every new announcement a new id.
 */
export const announcementBar: AnnouncementBarConfig = {
  id: `docs-versions-latest-and-${PULSARR_VERSION}`,
  content: `New: docs for the Pulsarr you install today, beside those of Pulsarr ${PULSARR_VERSION}. New here? Start with the <a href="/Pulsarr/docs/latest/installation/quick-start">quick start</a>.`,
  backgroundColor: '#1b2a3a',
  textColor: '#e8f1f8',
  isCloseable: true,
};
