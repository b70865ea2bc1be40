import type { List } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';

import { DOCS_VERSIONS, SPEC_VERSION } from '../../../core/docs-site/versions';
import { callMapTwin, callsOf, inlineParts } from '../../../plugins/troubleshooting/call-map';
import { findLaterOnlyOutsideNotes } from '../content/content-lint';
import { loadLaterOnly } from '../content/version-rules';

describe('the call map', () => {
  for (const { name, slug } of DOCS_VERSIONS) {
    it(`has the five calls of a ${slug} install, the webhook at baseUrl and port`, () => {
      const calls = callsOf(name);
      expect(calls.map((call) => `${call.from} → ${call.to}`)).toEqual([
        "Your browser → Pulsarr's web interface",
        'Pulsarr → Sonarr and Radarr',
        "Sonarr and Radarr → Pulsarr's webhook",
        'Pulsarr → Plex',
        'Pulsarr → Notification services',
      ]);
      expect(calls[2].address).toContain('`baseUrl` and `port`');
    });

    it(`says the same in the ${slug} Markdown twin: a numbered list of the calls and why localhost fails`, () => {
      const [, list, note] = callMapTwin(name);
      expect(list.type).toBe('list');
      expect((list as List).children).toHaveLength(5);
      expect(toString((list as List).children[2])).toContain("Sonarr and Radarr → Pulsarr's webhook");
      expect(toString((list as List).children[2])).toContain('http://pulsarr:3003');
      expect(toString(note)).toContain('are that container itself');
    });
  }

  it('tells 0.6.4 readers that baseUrl and port live in .env only, and names nothing of later releases', () => {
    expect(callsOf(SPEC_VERSION)[2].setIn).toContain('`.env` only');
    const text = callMapTwin(SPEC_VERSION)
      .map((node) => toString(node))
      .join('\n');
    expect(findLaterOnlyOutsideNotes(text, loadLaterOnly())).toEqual([]);
  });

  it('stops on a docs version it has no calls for, naming those it has', () => {
    expect(() => callsOf('9.9.9')).toThrow(
      'The call map has no calls for docs version "9.9.9"; it has: current, 0.6.4',
    );
  });

  it('marks up code and screen names in its cells', () => {
    expect(inlineParts('The **Sonarr** page, `baseUrl` and text')).toEqual([
      { kind: 'text', value: 'The ' },
      { kind: 'strong', value: 'Sonarr' },
      { kind: 'text', value: ' page, ' },
      { kind: 'code', value: 'baseUrl' },
      { kind: 'text', value: ' and text' },
    ]);
  });
});
