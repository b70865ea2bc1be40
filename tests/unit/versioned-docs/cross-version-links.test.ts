import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';

import remarkCrossVersionLinks, {
  versionOfPath,
  type CrossVersionLinksOptions,
} from '../../../plugins/versioned-docs/remark-cross-version-links';

const OPTIONS: CrossVersionLinksOptions = {
  versions: [
    { name: 'current', label: 'Latest (late 2026)', routePrefix: '/docs/latest/' },
    { name: '0.6.4', label: '0.6.4', routePrefix: '/docs/' },
  ],
  baseUrl: '/Pulsarr/',
  versionOfFile: (file) =>
    file.startsWith('/site/versioned_docs/version-0.6.4/')
      ? '0.6.4'
      : file.startsWith('/site/docs/')
        ? 'current'
        : undefined,
};

function check(markdown: string, path: string): void {
  const processor = unified().use(remarkParse).use(remarkCrossVersionLinks, OPTIONS);
  processor.runSync(processor.parse(markdown), { path } as never);
}

describe('links between docs versions', () => {
  it('belong to the version with the longest matching route prefix, with or without the base URL', () => {
    expect(versionOfPath('/docs/latest/intro', OPTIONS)?.name).toBe('current');
    expect(versionOfPath('/docs/notifications/tautulli', OPTIONS)?.name).toBe('0.6.4');
    expect(versionOfPath('/Pulsarr/docs/latest/api/get-config', OPTIONS)?.name).toBe('current');
    expect(versionOfPath('/search', OPTIONS)).toBeUndefined();
  });

  it('stop the build when a Latest page links a 0.6.4 page, naming the file, the line and the way out', () => {
    expect(() => check('Intro.\n\nSee [Tautulli](/docs/notifications/tautulli).', '/site/docs/intro.md')).toThrow(
      /\/site\/docs\/intro\.md links into another docs version:\nline 3: \/docs\/notifications\/tautulli is a page of the 0\.6\.4 docs, not of Latest \(late 2026\)/,
    );
  });

  it('stop it the other way too, for a 0.6.4 page linking Latest without saying so', () => {
    expect(() =>
      check(
        '[webhooks](/Pulsarr/docs/latest/notifications/native-webhooks)',
        '/site/versioned_docs/version-0.6.4/intro.md',
      ),
    ).toThrow(/is a page of the Latest \(late 2026\) docs/);
  });

  it('let through links within the version, links whose title names the other version, and pages outside the docs', () => {
    expect(() => check('[API](/docs/latest/api/get-config) and [x](./x.md)', '/site/docs/intro.md')).not.toThrow();
    expect(() =>
      check('[0.6.4 quick start](/docs/installation/quick-start "Pulsarr 0.6.4 docs")', '/site/docs/upgrade.md'),
    ).not.toThrow();
    expect(() => check('[anything](/docs/intro)', '/site/src/pages/markdown-page.md')).not.toThrow();
  });
});
