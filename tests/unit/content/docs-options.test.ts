import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { docsOptions, guideEditUrl, isPartialGitHistory } from '../../../config/docs';

describe('guideEditUrl', () => {
  it('opens a guide at its path under docs/docs in the Pulsarr repository', () => {
    expect(guideEditUrl('installation/quick-start.md')).toBe(
      'https://github.com/jamcalli/pulsarr/edit/main/docs/docs/installation/quick-start.md',
    );
  });

  it('uses the numbered file name of utilities that have one', () => {
    expect(guideEditUrl('utilities/delete-sync.md')).toBe(
      'https://github.com/jamcalli/pulsarr/edit/main/docs/docs/utilities/02-delete-sync.md',
    );
  });

  it('gives generated API pages no edit link', () => {
    expect(guideEditUrl('api/get-config.api.mdx')).toBeUndefined();
  });
});

describe('last-updated dates', () => {
  it('are left out where git history cannot give them', () => {
    const notARepository = mkdtempSync(join(tmpdir(), 'no-git-'));
    expect(isPartialGitHistory(notARepository)).toBe(true);
    expect(docsOptions(false).showLastUpdateTime).toBe(false);
  });

  it('are shown when the history is complete', () => {
    expect(docsOptions(true).showLastUpdateTime).toBe(true);
  });
});
