import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Writes robots.txt at build time, pointing crawlers at the sitemap of the configured SITE_URL. */
export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      const { url, baseUrl } = context.siteConfig;
      const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${url}${baseUrl}sitemap.xml`, ''].join('\n');
      await writeFile(path.join(outDir, 'robots.txt'), body);
    },
  };
}
