import type { PluggableList } from 'unified';

import { remarkGeneratedContent } from '../plugins/compose-builder';

import { PULSARR_VERSION } from './site';

/**
 * Remark plugins run on every guide before Docusaurus's own: the docs plugin and the
 * Markdown twins (config/llms-txt.ts) both use this list, so a twin holds what its page shows.
 */
export const docsRemarkPlugins: PluggableList = [[remarkGeneratedContent, { pulsarrVersion: PULSARR_VERSION }]];
