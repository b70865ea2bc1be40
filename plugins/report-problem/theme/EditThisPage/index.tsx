import React, { type ReactNode } from 'react';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import EditThisPage from '@theme-init/EditThisPage';

import { reportIssueUrl } from '../../issue-link';

/**
 * The theme's edit link, and beside it a link that opens a new issue about this
 * page. The docs version comes from Docusaurus (the doc's version), never the URL.
 * Pulsarr's repository is the one the site is published from (organizationName and
 * projectName of the site config), which every page already carries.
 */
export default function EditThisPageAndReport({ editUrl }: { editUrl: string }): ReactNode {
  const { metadata } = useDoc();
  const { label } = useDocsVersion();
  const { siteConfig } = useDocusaurusContext();
  const href = reportIssueUrl(`https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`, {
    title: metadata.title,
    url: `${siteConfig.url}${metadata.permalink}`,
    versionLabel: label,
  });
  return (
    <>
      <EditThisPage editUrl={editUrl} />
      <a className="margin-left--md" href={href} target="_blank" rel="noopener noreferrer">
        Report a problem with this page
      </a>
    </>
  );
}
