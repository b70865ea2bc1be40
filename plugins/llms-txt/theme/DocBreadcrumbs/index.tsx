import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import CopyPage from '@theme/CopyPage';

import styles from './styles.module.css';

/**
 * Every docs page (guides and API reference alike) shows its breadcrumbs
 * here, so the "Copy page" control and the link to the page's Markdown twin
 * join them; pages that are not docs never render this.
 */
export default function DocBreadcrumbsWithCopyPage(): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={`${siteConfig.url}${metadata.permalink}.md`} />
      </Head>
      <div className={styles.row}>
        <DocBreadcrumbs />
        <CopyPage permalink={metadata.permalink} />
      </div>
    </>
  );
}
