import type { ThemeConfig } from '@docusaurus/preset-classic';

import { GITHUB_REPO_URL } from '../core/docs-site/site';

type NavbarConfig = NonNullable<ThemeConfig['navbar']>;

/** The fixed top bar. Set `hideOnScroll: true` to slide it away while reading. */
export const navbar: NavbarConfig = {
  title: 'Pulsarr',
  hideOnScroll: false,
  logo: {
    alt: 'Pulsarr home',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'docSidebar',
      sidebarId: 'docs',
      position: 'left',
      label: 'Documentation',
    },
    // Both docs versions; from a page it leads to the same page in the other version when there is one.
    { type: 'docsVersionDropdown', position: 'right' },
    { type: 'custom-githubStars', position: 'right', repositoryUrl: GITHUB_REPO_URL },
    // The class lets src/css/custom.css keep the search button in the row on small screens.
    { type: 'search', position: 'right', className: 'pulsarr-navbar-search' },
  ],
};
