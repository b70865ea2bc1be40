import { describe, expect, it } from 'vitest';

import { findDocFile, listDocFiles } from './doc-sources';
import {
  checkReference,
  findRetiredNames,
  findScreenReferences,
  firstMapLink,
  loadUiMap,
  topLevelNames,
} from './ui-map';

const map = loadUiMap();
const topLevel = topLevelNames(map);
const docs = listDocFiles();
const mapPage = findDocFile(map.map);

describe('the map of the web UI', () => {
  it('is a page of the guides', () => {
    expect(mapPage, `docs/${map.map}.md`).toBeDefined();
  });

  it.each(map.screens.map((screen) => [screen.name, screen]))(
    'defines %s, with its heading and its guide',
    (_, screen) => {
      const source = mapPage?.source ?? '';
      expect(source).toContain(`**${screen.name}**`);
      expect(source).toContain(`{#${screen.anchor}}`);
      // The map links with relative paths, so match the guide's file name.
      expect(source).toMatch(new RegExp(`\\]\\([^)]*/${screen.guide.split('/').pop()}\\.md`));
      expect(findDocFile(screen.guide), `docs/${screen.guide}.md`).toBeDefined();
    },
  );
});

describe('every page names screens as the map does', () => {
  for (const doc of docs) {
    const references = findScreenReferences(doc.source, topLevel);

    it(`${doc.relPath} uses only the map's screen names`, () => {
      const problems = references.flatMap((ref) => {
        const problem = checkReference(ref.text, map);
        return problem ? [`line ${ref.line}: ${problem}`] : [];
      });
      expect([...problems, ...findRetiredNames(doc.source, map)]).toEqual([]);
    });

    if (doc.id !== map.map && references.length > 0) {
      it(`${doc.relPath} links to the map when it first sends the reader to a screen`, () => {
        const link = firstMapLink(doc.source, map);
        expect(link, 'no link to the map').toBeDefined();
        expect(link, `first screen reference on line ${references[0].line}`).toBeLessThanOrEqual(references[0].line);
      });
    }
  }
});

describe('screen references', () => {
  it('are found in bold paths and bold page names, not in code or other apps', () => {
    const source = [
      'Open **Utilities → Delete Sync**, then the **Dashboard** page.',
      'In Sonarr, open **Settings > General > Security**.',
      '```text',
      '**Plex → Users**',
      '```',
    ].join('\n');
    expect(findScreenReferences(source, topLevel)).toEqual([
      { line: 1, text: 'Utilities → Delete Sync' },
      { line: 1, text: 'Dashboard' },
    ]);
  });

  it('accept a screen and one of its parts, and reject other names and separators', () => {
    expect(checkReference('Plex → Users', map)).toBeUndefined();
    expect(checkReference('Notifications → Apprise → System Apprise URL', map)).toBeUndefined();
    expect(checkReference('Plex > Users', map)).toMatch(/separates levels/);
    expect(checkReference('Utilities → Rolling Monitoring', map)).toMatch(/not a screen of the map/);
    expect(checkReference('Utilities', map)).toMatch(/not a screen of the map/);
  });

  it('retired names are caught wherever they appear in prose', () => {
    expect(findRetiredNames('Open Settings → Plex → User Management and edit the user.', map)).toEqual([
      'line 1: "Settings → Plex"',
      'line 1: "User Management"',
    ]);
  });

  it('the first link to the map is found by its file name', () => {
    expect(firstMapLink('a\n\nSee [the map](../installation/finding-your-way.md#plex).', map)).toBe(3);
    expect(firstMapLink('No link here.', map)).toBeUndefined();
  });
});
