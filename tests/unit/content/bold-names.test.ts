// Every name a guide prints in bold is one the reader finds on screen: a screen, dialog, tab or
// control of its version's map (tests/content/ui-map.yaml for 0.6.4, ui-map-latest.yaml for
// Latest), a label of another application the guide walks through, or a reviewed term that is not
// a label (tests/content/bold-outside-ui.yaml). On a 0.6.4 page, a Later versions note speaks of
// later releases, so its bold names are held to the Latest map.
import { describe, expect, it } from 'vitest';

import { LATEST_VERSION, SPEC_VERSION, type DocsVersionName } from '../../../core/docs-site/versions';
import { laterNoteRanges } from './content-lint';
import { listDocFiles } from './doc-sources';
import {
  boldNamesIn,
  checkBoldName,
  loadBoldOutsideUi,
  loadLatestUiMap,
  loadUiMap,
  type BoldOutsideUi,
  type UiMap,
} from './ui-map';

const outside = loadBoldOutsideUi();
const latestMap = loadLatestUiMap();
const MAPS: Record<DocsVersionName, UiMap> = { [SPEC_VERSION]: loadUiMap(), [LATEST_VERSION]: latestMap };

/** Problems of one page: each bold name its version's map does not hold, with its line. */
function pageProblems(source: string, map: UiMap, laterMap: UiMap | undefined, reviewed: BoldOutsideUi): string[] {
  const notes = laterMap ? laterNoteRanges(source) : [];
  return boldNamesIn(source).flatMap(({ line, text }) => {
    const inNote = notes.some(([from, to]) => line >= from && line <= to);
    const problem = checkBoldName(text, inNote && laterMap ? laterMap : map, reviewed);
    return problem ? [`line ${line}: ${problem}`] : [];
  });
}

for (const version of [SPEC_VERSION, LATEST_VERSION] as const) {
  const map = MAPS[version];
  const laterMap = version === SPEC_VERSION ? latestMap : undefined;
  const exempt = new Set(outside.pages.map((entry) => entry.page));

  describe(`the ${version} guides print only names the web interface shows`, () => {
    for (const doc of listDocFiles(version)) {
      if (exempt.has(doc.id)) continue;
      it(`${doc.relPath}`, () => {
        expect(pageProblems(doc.source, map, laterMap, outside)).toEqual([]);
      });
    }
  });
}

describe('the reviewed list of bold names outside the interface', () => {
  it('holds no name that is also on a map, and no name twice', () => {
    const names = [...outside.otherApplications, ...outside.notUi].map((entry) => entry.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const onMaps = new Set(
      Object.values(MAPS).flatMap((map) => [...map.screens, ...map.controls].map((element) => element.name)),
    );
    expect(names.filter((name) => onMaps.has(name))).toEqual([]);
  });

  it('exempts only pages that exist', () => {
    const ids = new Set(
      ([SPEC_VERSION, LATEST_VERSION] as const).flatMap((version) => listDocFiles(version).map((doc) => doc.id)),
    );
    expect(outside.pages.map((entry) => entry.page).filter((page) => !ids.has(page))).toEqual([]);
  });
});

// Each check must reject a broken page: a check that cannot fail proves nothing.
describe('checking bold names', () => {
  const none: BoldOutsideUi = { otherApplications: [], notUi: [], pages: [] };

  it('accepts screens, controls, dialogs, tabs and a path into a screen', () => {
    const page = [
      'On **Radarr → Instances**, select **Add Your First Instance**.',
      'The **Connect to Plex** dialog opens on its **Login with Plex** tab.',
      'Open **Notifications → Apprise Notifications → System Apprise URL**.',
    ].join('\n');
    expect(pageProblems(page, latestMap, undefined, none)).toEqual([]);
  });

  it('rejects a name the map does not hold, and says the real label when it knows it', () => {
    const page = 'Select **Add Instance Now** and turn on **Auto Start**.';
    expect(pageProblems(page, latestMap, undefined, none)).toEqual([
      'line 1: **Add Instance Now** is neither a screen nor a control of the map, nor a reviewed name of another application',
      'line 1: **Auto Start** is not in the web interface; it reads Auto-Start',
    ]);
  });

  it('rejects a path into a screen that names no part of it, or uses another separator', () => {
    expect(pageProblems('Open **Plex → Users → Bulk Edit**.', latestMap, undefined, none)).toHaveLength(1);
    expect(pageProblems('Open **Plex > Users**.', latestMap, undefined, none)[0]).toMatch(/separates levels/);
  });

  it('rejects a label the version does not confirm, so that the guide describes it', () => {
    expect(pageProblems('Select **the button that adds an instance**.', MAPS[SPEC_VERSION], undefined, none)).toEqual([
      'line 1: **the button that adds an instance** is not a label the web interface is known to show: describe it by place and role',
    ]);
  });

  it('skips leads and code, and takes another application only from the reviewed list', () => {
    const page = [
      '1. **Open Pulsarr.** Go to it.',
      '**Check:** it runs.',
      '```text',
      '**Nothing**',
      '```',
      'In Discord, select **Add Bot**.',
    ].join('\n');
    expect(pageProblems(page, latestMap, undefined, none)).toEqual([
      'line 6: **Add Bot** is neither a screen nor a control of the map, nor a reviewed name of another application',
    ]);
    const reviewed = { ...none, otherApplications: [{ name: 'Add Bot', app: 'Discord Developer Portal' }] };
    expect(pageProblems(page, latestMap, undefined, reviewed)).toEqual([]);
  });

  it('holds a Later versions note of a 0.6.4 page to the Latest map', () => {
    const page = [
      'Select **Add Your First Route**.',
      '',
      ':::note[Later versions]',
      '',
      'Later releases add **Delete Tracked Content Only** and **Tracked Content Only**.',
      '',
      ':::',
    ].join('\n');
    expect(pageProblems(page, MAPS[SPEC_VERSION], latestMap, none)).toEqual([
      'line 5: **Tracked Content Only** is not in the web interface; it reads Delete Tracked Content Only',
    ]);
    expect(pageProblems(page, MAPS[SPEC_VERSION], undefined, none)).toHaveLength(2);
  });
});
