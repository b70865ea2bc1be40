import React, { type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * The theme's locale dropdown keeps ?search#hash on its links (spec §2), but in
 * Docusaurus 3.8.1 only after the first client-side navigation: the server
 * renders the links without them, and hydration does not patch attributes that
 * differ. Rendering the dropdown afresh once the page is live writes the links
 * with the current query string and hash from the first load on.
 */
export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'live' : 'server-rendered'} {...props} />;
}
