/** What the reader's new issue starts with: the page, its address and its docs version. */
export interface ReportedPage {
  title: string;
  url: string;
  versionLabel: string;
}

/**
 * The address of a new issue on `repositoryUrl` about a docs page, as GitHub's
 * new-issue form takes it (`?title=…&body=…`): the reader only adds what is wrong.
 */
export function reportIssueUrl(repositoryUrl: string, { title, url, versionLabel }: ReportedPage): string {
  const body = [`Page: ${url}`, `Docs version: ${versionLabel}`, '', 'What is wrong or missing:', ''].join('\n');
  const query = new URLSearchParams({ title: `Docs: ${title} (${versionLabel})`, body });
  return `${repositoryUrl}/issues/new?${query.toString()}`;
}
