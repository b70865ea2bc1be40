import { describe, expect, it } from 'vitest';

import { reportIssueUrl } from '../../../plugins/report-problem/issue-link';

describe('reportIssueUrl', () => {
  it("opens the repository's new-issue form with the page's title, address and docs version", () => {
    const url = new URL(
      reportIssueUrl('https://github.com/jamcalli/Pulsarr', {
        title: 'Delete Sync & "safety" #1? 100%',
        url: 'https://jamcalli.github.io/Pulsarr/docs/utilities/delete-sync',
        versionLabel: '0.6.4',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/jamcalli/Pulsarr/issues/new');
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
    // Characters that mean something in a URL come back as written.
    expect(url.searchParams.get('title')).toBe('Docs: Delete Sync & "safety" #1? 100% (0.6.4)');
    expect(url.searchParams.get('body')).toContain(
      'Page: https://jamcalli.github.io/Pulsarr/docs/utilities/delete-sync\n',
    );
    expect(url.searchParams.get('body')).toContain('Docs version: 0.6.4\n');
    expect(url.hash).toBe('');
  });
});
