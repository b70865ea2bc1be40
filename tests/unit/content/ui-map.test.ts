import { describe, expect, it } from 'vitest';

import { SPEC_VERSION } from '../../../core/docs-site/versions';
import { findDocFile, listDocFiles } from './doc-sources';
import {
  checkReference,
  findRetiredNames,
  findScreenReferences,
  firstMapLink,
  loadUiMap,
  mapSection,
  screensLinked,
  topLevelNames,
} from './ui-map';

// The map describes the 0.6.4 web interface; Latest has no map page.
const map = loadUiMap();
const topLevel = topLevelNames(map);
const docs = listDocFiles(SPEC_VERSION);
const mapPage = findDocFile(map.map, SPEC_VERSION);

describe('the map of the web UI', () => {
  it('is a page of the guides', () => {
    expect(mapPage, `${map.map}.md`).toBeDefined();
  });

  // Sections and pages have a heading on the map page; dialogs, and the two screens with no label
  // to print (the sign-up screen and the login page), are described in the guides that need them.
  const mapped = map.screens.filter((screen) => screen.anchor !== '');

  it.each(mapped.map((screen) => [screen.name, screen]))('defines %s, with its heading and its guide', (_, screen) => {
    const source = mapPage?.source ?? '';
    expect(source).toContain(`**${screen.name}**`);
    expect(source).toContain(`{#${screen.anchor}}`);
    // The map links with relative paths, so match the guide's file name.
    expect(source).toMatch(new RegExp(`\\]\\([^)]*/${screen.guide?.split('/').pop()}\\.md`));
    expect(findDocFile(screen.guide ?? '', SPEC_VERSION), `${screen.guide}.md`).toBeDefined();
  });

  it('gives a heading to every section and page, and none to a dialog', () => {
    const wrong = map.screens.filter(
      (screen) =>
        (screen.anchor !== '') !== ((screen.kind === 'section' || screen.kind === 'page') && screen.named !== false),
    );
    expect(wrong.map((screen) => screen.name)).toEqual([]);
  });

  // The first run passes these controls; the map page shows each where it is, so a reader who
  // lands there from a guide finds it. Other controls are on the map file for the guides.
  it('shows each named control of the first run in bold in the section of one of its screens', () => {
    const screens = new Map(map.screens.map((screen) => [screen.name, screen]));
    const firstRun = new Set(map.flows['first-run']);
    const missing = map.controls
      .filter((control) => control.named !== false && firstRun.has(control.name))
      .filter((control) => {
        const anchors = control.screens.map((name) => screens.get(name)?.anchor ?? '');
        const parents = control.screens
          .flatMap((name) => screens.get(name)?.on ?? [])
          .map((name) => screens.get(name)?.anchor ?? '');
        return ![...anchors, ...parents]
          .filter((anchor) => anchor !== '')
          .some((anchor) => mapSection(mapPage?.source ?? '', anchor).includes(`**${control.name}**`));
      })
      .map((control) => control.name);
    expect(missing).toEqual([]);
  });

  it('names each control once', () => {
    const names = map.controls.map((control) => control.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
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
      'In Sonarr, open **System > Tasks**.',
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
    expect(checkReference('Plex → Configuration → Generate RSS', map)).toBeUndefined();
    expect(checkReference('Plex → Configuration → Start', map)).toMatch(/not a screen of the map/);
    expect(checkReference('Plex > Users', map)).toMatch(/separates levels/);
    expect(checkReference('Utilities → Rolling Monitoring', map)).toMatch(/not a screen of the map/);
    expect(checkReference('Utilities → Plex Label Sync', map)).toMatch(/not a screen of the map/);
  });

  it('retired names are caught wherever they appear in prose', () => {
    expect(findRetiredNames('Open Settings → Plex → User Management and edit the user.', map)).toEqual([
      'line 1: "Settings → Plex"',
      'line 1: "User Management"',
    ]);
  });

  it('a link to a section of the map names the screens of that section', () => {
    expect(screensLinked('./finding-your-way.md#radarr', map)).toEqual([
      'Radarr',
      'Radarr → Instances',
      'Radarr → Content Router',
    ]);
    expect(screensLinked('../installation/finding-your-way.md#plex-users', map)).toEqual(['Plex → Users']);
    expect(screensLinked('./radarr-configuration.md#connection', map)).toEqual([]);
  });

  it('a section of the map runs to the next heading of its level', () => {
    const page = '## Plex {#plex}\n\nA\n\n### Users {#plex-users}\n\nB\n\n## Sonarr {#sonarr}\n\nC';
    expect(mapSection(page, 'plex')).toContain('B');
    expect(mapSection(page, 'plex')).not.toContain('C');
    expect(mapSection(page, 'plex-users')).toBe('### Users {#plex-users}\n\nB\n');
    expect(mapSection(page, 'radarr')).toBe('');
  });

  it('the first link to the map is found by its file name', () => {
    expect(firstMapLink('a\n\nSee [the map](../installation/finding-your-way.md#plex).', map)).toBe(3);
    expect(firstMapLink('No link here.', map)).toBeUndefined();
  });
});
