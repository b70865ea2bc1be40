import React, { type ReactNode } from 'react';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { useCurrentSidebarCategory, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import DocCardList from '@theme/DocCardList';

/** Each docs version's operation descriptions, by doc id (written by the plugin, see ../index.ts). */
export type CardDescriptions = Record<string, Record<string, string>>;

/**
 * A tag page's cards: the operations of its sidebar category, each with its
 * description, as the theme's cards show them. The descriptions come with the
 * tag page instead of with every docs page (see patches/README.md).
 */
export default function ApiTagCards({ descriptions }: { descriptions: CardDescriptions }): ReactNode {
  const items = useCurrentSidebarCategory().items;
  const ofVersion = descriptions[useDocsVersion().version] ?? {};
  const withDescriptions = items.map((item): PropSidebarItem => {
    if (item.type !== 'link' || item.description !== undefined || !item.docId) return item;
    const description = ofVersion[item.docId];
    return description === undefined ? item : { ...item, description };
  });
  return <DocCardList items={withDescriptions} />;
}
