import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';

/**
 * The theme hides a dismissed announcement bar before React starts, using the
 * stored "dismissed" flag alone. When the announcement's id has changed since
 * the reader closed it, that flag belongs to the old announcement: show the new
 * one on the very first load instead of one load later.
 */
export default function announcementDismissalPlugin(context: LoadContext): Plugin {
  const { announcementBar } = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'announcement-dismissal',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      const id = JSON.stringify(announcementBar.id);
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${id}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false');}}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
