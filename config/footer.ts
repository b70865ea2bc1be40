import type { ThemeConfig } from '@docusaurus/preset-classic';
import { GITHUB_REPO_URL, PULSARR_VERSION } from '../core/docs-site/site';

type FooterConfig = NonNullable<ThemeConfig['footer']>;

export const footer: FooterConfig = {
  style: 'dark',
  logo: {
    alt: 'Pulsarr',
    src: 'img/logo.svg',
    srcDark: 'img/logo.svg',
    width: 48,
    height: 48,
    href: GITHUB_REPO_URL,
  },
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Getting Started', to: '/docs/latest/intro' },
        { label: 'Quick Start', to: '/docs/latest/installation/quick-start' },
        { label: 'Configuration', to: '/docs/latest/installation/configuration' },
        { label: 'API Documentation', to: '/docs/latest/api-documentation' },
        { label: `Pulsarr ${PULSARR_VERSION} docs`, to: '/docs/intro' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: GITHUB_REPO_URL },
        { label: 'Issues', href: `${GITHUB_REPO_URL}/issues` },
        { label: 'Discord', href: 'https://discord.gg/9csTEJn5cR' },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Pulsarr App', href: GITHUB_REPO_URL },
        { label: 'Docker Hub', href: 'https://hub.docker.com/r/lakker/pulsarr' },
        { label: 'License (GPL)', href: `${GITHUB_REPO_URL}/blob/main/LICENSE` },
      ],
    },
  ],
  copyright: `Pulsarr documentation: the latest release and Pulsarr ${PULSARR_VERSION}. Pulsarr is free software under the GPL. Plex, Sonarr and Radarr are the trademarks of their owners.`,
};
