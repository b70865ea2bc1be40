import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { docsOptions, guideEditUrl, isPartialGitHistory } from '../../../config/docs';

describe('guideEditUrl', () => {
  it('opens a 0.6.4 guide at its path under docs/docs on the main branch, as the 0.6.4 site did', () => {
    expect(guideEditUrl('installation/quick-start.md', '0.6.4')).toBe(
      'https://github.com/jamcalli/pulsarr/edit/main/docs/docs/installation/quick-start.md',
    );
  });

  it('uses the numbered 0.6.4 file name of utilities that had one', () => {
    expect(guideEditUrl('utilities/delete-sync.md', '0.6.4')).toBe(
      'https://github.com/jamcalli/pulsarr/edit/main/docs/docs/utilities/02-delete-sync.md',
    );
  });

  it('opens a Latest guide on the default branch, master, under its unnumbered name', () => {
    expect(guideEditUrl('utilities/delete-sync.md', 'current')).toBe(
      'https://github.com/jamcalli/pulsarr/edit/master/docs/docs/utilities/delete-sync.md',
    );
    expect(guideEditUrl('installation/native-installation.md', 'current')).toBe(
      'https://github.com/jamcalli/pulsarr/edit/master/docs/docs/installation/native-installation.md',
    );
  });

  it('gives generated API pages and the site’s own pages no edit link, having no file in Pulsarr', () => {
    expect(guideEditUrl('api/get-config.api.mdx', '0.6.4')).toBeUndefined();
    expect(guideEditUrl('api/get-config.api.mdx', 'current')).toBeUndefined();
    expect(guideEditUrl('installation/compose-builder.mdx', 'current')).toBeUndefined();
    expect(guideEditUrl('installation/check-setup.mdx', 'current')).toBeUndefined();
    expect(guideEditUrl('installation/check-setup.mdx', '0.6.4')).toBeUndefined();
    expect(guideEditUrl('installation/upgrading-from-0.6.4.md', 'current')).toBeUndefined();
  });

  it('stops on a version that does not exist, naming the ones that do', () => {
    expect(() => guideEditUrl('intro.md', '0.7.0')).toThrow(
      'Unknown docs version "0.7.0". Available versions: current, 0.6.4.',
    );
  });
});

const LATEST_SHEETS = join(__dirname, '../../../../shared/product-latest/pages');

describe.skipIf(!existsSync(LATEST_SHEETS))('edit links of the Latest pages', () => {
  const sheets = readdirSync(LATEST_SHEETS, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.facts.md'));

  it.each(sheets)('%s: opens the file its sheet names, on master', (sheet) => {
    const text = readFileSync(join(LATEST_SHEETS, sheet), 'utf8');
    const repositoryFile = /^Repository file: `(docs\/docs\/[^`]+)`/m.exec(text)?.[1];
    expect(repositoryFile, 'the sheet names its file').toBeDefined();
    const docPath = repositoryFile!.replace(/^docs\/docs\//, '');
    expect(existsSync(join(__dirname, '../../../docs', docPath)), `docs/${docPath}`).toBe(true);
    expect(guideEditUrl(docPath, 'current')).toBe(`https://github.com/jamcalli/pulsarr/edit/master/${repositoryFile}`);
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
