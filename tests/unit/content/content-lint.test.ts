import { describe, expect, it } from 'vitest';

import { LATEST_VERSION, SPEC_VERSION, type DocsVersionName } from '../../../core/docs-site/versions';
import {
  baseUrlRows,
  findEmptySettings,
  findLocalFirstBaseUrl,
  findLaterOnlyOutsideNotes,
  findLaterOnlySettings,
  findLocalServiceUrls,
  findOtherAdmonitionSyntax,
  findOtherImageTags,
  findSourceTalk,
  findTroubleshootingLayout,
  findUntitledAdmonitions,
  installedImage,
  laterNoteRanges,
  type LaterOnlyEntry,
} from './content-lint';
import { findDocFile, listDocFiles } from './doc-sources';
import { contentRulesFor, loadLaterOnly, loadSpecVersionFacts } from './version-rules';

/** The docs versions whose pages are linted: the rules about writing for both, those about 0.6.4 for 0.6.4. */
const LINTED_VERSIONS: readonly DocsVersionName[] = [SPEC_VERSION, LATEST_VERSION];

for (const version of LINTED_VERSIONS) {
  const docs = listDocFiles(version);

  describe(`the ${version} guides follow the content rules`, () => {
    it('has pages to check', () => {
      expect(docs.length).toBeGreaterThan(0);
    });

    for (const [rule, check] of Object.entries(contentRulesFor(version))) {
      it(rule, () => {
        const problems = docs.flatMap((doc) => check(doc.source).map((problem) => `${doc.relPath} ${problem}`));
        expect(problems).toEqual([]);
      });
    }
  });
}

const fence = (lang: string, body: string) => ['```' + lang + ' title=".env"', body, '```'].join('\n');

describe('findEmptySettings', () => {
  it('reports a token set to nothing in a .env block', () => {
    expect(findEmptySettings(fence('ini', 'port=3003\ndiscordBotToken='))).toEqual([
      'line 3: `discordBotToken=` would wipe a setting at every restart',
    ]);
  });

  it('reports a JSON setting set to [] or {} in env and shell blocks', () => {
    expect(findEmptySettings(fence('env', "plexTokens=[]\nquotaSettings='{}'"))).toHaveLength(2);
    expect(findEmptySettings(fence('bash', 'export plexTokens=[]'))).toHaveLength(1);
  });

  it('lets commented lines, real values and other variables pass', () => {
    expect(findEmptySettings(fence('ini', '# discordBotToken=\nplexTokens=["abc"]\nappriseUrl='))).toEqual([]);
  });

  it('lets a :::danger admonition show the harmful line on purpose', () => {
    const source = [':::danger[This wipes your tokens]', '', fence('ini', 'plexTokens=[]'), '', ':::'].join('\n');
    expect(findEmptySettings(source)).toEqual([]);
  });
});

describe('findLocalServiceUrls', () => {
  const radarrUrl = 'Set **Base URL** to `http://localhost:7878`.';
  const warning = ':::warning[Not localhost]\nInside the container, localhost is the container itself.\n:::';

  it('reports a localhost address of Radarr, Plex, Apprise or PostgreSQL without a warning', () => {
    expect(findLocalServiceUrls(`## Step 5\n\n${radarrUrl}\n`)).toEqual([
      'section "Step 5" (line 1): http://localhost:7878 without a warning that localhost is the Pulsarr container',
    ]);
    expect(findLocalServiceUrls('Plex answers at `http://127.0.0.1:32400`.')).toHaveLength(1);
    expect(findLocalServiceUrls(fence('ini', 'appriseUrl=http://localhost:8000'))).toHaveLength(1);
    expect(
      findLocalServiceUrls(fence('ini', 'dbConnectionString=postgresql://pulsarr:pw@localhost/pulsarr')),
    ).toHaveLength(1);
    expect(findLocalServiceUrls(fence('ini', 'dbHost=localhost'))).toHaveLength(1);
  });

  it('accepts it when a warning in the same section explains localhost', () => {
    expect(findLocalServiceUrls(`## Step 5\n\n${radarrUrl}\n\n${warning}\n`)).toEqual([]);
  });

  it('still reports it when the warning is in another section', () => {
    expect(findLocalServiceUrls(`## Step 4\n\n${warning}\n\n## Step 5\n\n${radarrUrl}\n`)).toHaveLength(1);
  });

  it('accepts a warning in the section a subsection sits in, but not in a sibling', () => {
    expect(findLocalServiceUrls(`## Setup\n\n${warning}\n\n### Radarr\n\n${radarrUrl}\n`)).toEqual([]);
    expect(findLocalServiceUrls(`## Setup\n\n### Plex\n\n${warning}\n\n### Radarr\n\n${radarrUrl}\n`)).toHaveLength(1);
  });

  it("leaves Pulsarr's own address and other hosts alone", () => {
    expect(findLocalServiceUrls('Open `http://localhost:3003` in your browser.')).toEqual([]);
    expect(findLocalServiceUrls('Use `http://radarr:7878` or `postgresql://u:p@db:5432/pulsarr`.')).toEqual([]);
  });
});

describe('findOtherAdmonitionSyntax', () => {
  it('reports a title written after a space', () => {
    expect(findOtherAdmonitionSyntax(':::note Later versions\ntext\n:::')).toEqual([
      'line 1: write `:::note[Later versions]`',
    ]);
  });

  it('accepts the bracket syntax', () => {
    expect(findOtherAdmonitionSyntax(':::note[Later versions]\ntext\n:::')).toEqual([]);
  });
});

describe('findUntitledAdmonitions', () => {
  it('reports an admonition without a title, or with an empty one', () => {
    expect(findUntitledAdmonitions('Text.\n\n:::tip\nRun Tautulli nearby.\n:::')).toEqual([
      'line 3: `:::tip` has no title; write `:::tip[Title]`',
    ]);
    expect(findUntitledAdmonitions(':::note[]\ntext\n:::')).toHaveLength(1);
  });

  it('accepts titled admonitions and the closing fence', () => {
    expect(findUntitledAdmonitions(':::tip[Run Tautulli nearby]\ntext\n:::')).toEqual([]);
  });
});

describe('findTroubleshootingLayout', () => {
  const table = (header: string) => `## Troubleshooting\n\n| ${header} |\n| --- | --- | --- |\n| a | b | c |\n`;

  it('accepts a Symptom | Cause | Fix table', () => {
    expect(findTroubleshootingLayout(table('Symptom | Cause | Fix'))).toEqual([]);
  });

  it('reports another header in a troubleshooting section', () => {
    expect(findTroubleshootingLayout(table('Problem | Cause | Fix'))).toHaveLength(1);
    expect(
      findTroubleshootingLayout('## Troubleshooting\n\n| Symptom | Cause and fix |\n| --- | --- |\n| a | b |\n'),
    ).toHaveLength(1);
  });

  it('reports a symptom-like table in any section', () => {
    expect(
      findTroubleshootingLayout('## Errors\n\n| Error | Cause | Fix |\n| --- | --- | --- |\n| a | b | c |\n'),
    ).toHaveLength(1);
  });

  it('reports a troubleshooting section written as headings and lists', () => {
    expect(
      findTroubleshootingLayout('## Troubleshooting\n\n### The bot is silent\n\n- Check the token.\n'),
    ).toHaveLength(1);
  });

  it('ignores other tables', () => {
    expect(findTroubleshootingLayout('## Settings\n\n| Setting | Default |\n| --- | --- |\n| a | b |\n')).toEqual([]);
  });
});

describe('findSourceTalk', () => {
  it.each([
    'The 0.6.x approval documentation calls it the Users section.',
    'Earlier documentation says you add a rule on the Sonarr page.',
    'Older editions of this page showed another example.',
    'The documentation of different releases places the rule editor in two places.',
    'The 0.6.4 configuration guide gave `silent` as the default.',
    'Because the sources disagree, set it yourself.',
    'The rule builder is documented in later versions.',
    'The 0.6.4-era environment variable reference lists them.',
    'Whether an unset `logLevel` means `info` or `silent` in 0.6.4 is not certain.',
    'What each sends in 0.6.4 is not settled.',
    'The 0.6.4 architecture overview named only SQLite as the backend database.',
    'The version ranges are those of an earlier 0.x release; 0.6.4 may use newer ones.',
    'Nothing shows that 0.6.4 merges a partial object with the stored settings.',
    "`info` is the default in Pulsarr's settings schema.",
    'A test suite was still being built at the time of Pulsarr 0.6.4.',
    'This page describes 0.6.4.',
  ])('reports %j', (sentence) => {
    expect(findSourceTalk(sentence)).toHaveLength(1);
  });

  it('accepts statements about the product and later releases', () => {
    expect(findSourceTalk('In 0.6.4 the rule editor is on the Sonarr page. Later versions move it.')).toEqual([]);
    expect(findSourceTalk('Step 2 brings the SQLite schema up to date; `logLevel` defaults to `info`.')).toEqual([]);
    expect(findSourceTalk('Open **Settings → Connect**: the Plex connection is listed there.')).toEqual([]);
  });

  it('ignores code blocks', () => {
    expect(findSourceTalk('```text\nearlier documentation says\n```')).toEqual([]);
  });
});

const laterOnly: LaterOnlyEntry[] = [
  { text: 'listenPort', why: 'internal bind port' },
  { text: 'Auto Reset Check Interval', why: 'a later field' },
  { pattern: '\\bBun\\b', why: 'later runtime' },
];

describe('installedImage', () => {
  it('reads the image of the first compose file that names one', () => {
    const quickStart =
      '```yaml title="docker-compose.yml"\nservices:\n  pulsarr:\n    image: lakker/pulsarr:0.6.4\n```';
    expect(installedImage(quickStart)).toBe('lakker/pulsarr:0.6.4');
    expect(installedImage('No compose file here.')).toBeUndefined();
  });

  it('finds the image the 0.6.4 Quick Start installs', () => {
    expect(loadSpecVersionFacts().installedImage).toBe('lakker/pulsarr:0.6.4');
  });
});

describe('findOtherImageTags', () => {
  const compose = (image: string) => fence('yaml', `services:\n  pulsarr-migrate-data:\n    image: ${image}`);

  it('reports another tag, or no tag, in an example', () => {
    expect(findOtherImageTags(compose('lakker/pulsarr:latest'), 'lakker/pulsarr:0.6.4')).toEqual([
      'line 4: `lakker/pulsarr:latest` is not the image Quick Start installs (`lakker/pulsarr:0.6.4`)',
    ]);
    expect(findOtherImageTags(compose('lakker/pulsarr'), 'lakker/pulsarr:0.6.4')).toHaveLength(1);
    expect(findOtherImageTags('Pull `lakker/pulsarr:node` instead.', 'lakker/pulsarr:0.6.4')).toHaveLength(1);
  });

  it('accepts the installed tag, the bare repository name and later images in a Later versions note', () => {
    expect(findOtherImageTags(compose('lakker/pulsarr:0.6.4'), 'lakker/pulsarr:0.6.4')).toEqual([]);
    expect(findOtherImageTags('Images are on Docker Hub as `lakker/pulsarr`.', 'lakker/pulsarr:0.6.4')).toEqual([]);
    const note = ':::note[Later versions]\n\nLater releases add `lakker/pulsarr:node`.\n\n:::';
    expect(findOtherImageTags(note, 'lakker/pulsarr:0.6.4')).toEqual([]);
  });
});

describe('findLaterOnlySettings', () => {
  const table = (row: string) => `| Setting | Key | Default |\n| --- | --- | --- |\n${row}\n`;

  it('reports a later-only setting in a settings table', () => {
    expect(
      findLaterOnlySettings(table('| Auto Reset Check Interval | `autoResetIntervalHours` | `24` |'), laterOnly),
    ).toEqual(['line 3: settings table lists "Auto Reset Check Interval", which only later releases have']);
    expect(
      findLaterOnlySettings('| Variable | Default |\n| --- | --- |\n| `listenPort` | `3003` |', laterOnly),
    ).toHaveLength(1);
  });

  it('accepts 0.6.4 settings, other tables and tables inside a Later versions note', () => {
    expect(findLaterOnlySettings(table('| Automatic Reset | `enableAutoReset` | `true` |'), laterOnly)).toEqual([]);
    expect(
      findLaterOnlySettings('| Symptom | Cause | Fix |\n| --- | --- | --- |\n| a `listenPort` | b | c |', laterOnly),
    ).toEqual([]);
    const note = `:::note[Later versions]\n\n${table('| Auto Reset Check Interval | `autoResetIntervalHours` | `24` |')}\n:::`;
    expect(findLaterOnlySettings(note, laterOnly)).toEqual([]);
  });
});

describe('findLaterOnlyOutsideNotes', () => {
  it('reports a later-only name in prose or code outside a Later versions note', () => {
    expect(findLaterOnlyOutsideNotes('Source builds need Bun 1.3.', laterOnly)).toEqual([
      'line 1: "Bun" exists only in later releases (later runtime)',
    ]);
    expect(findLaterOnlyOutsideNotes(fence('ini', 'listenPort=3003'), laterOnly)).toHaveLength(1);
  });

  it('accepts it inside a Later versions note, and words that only contain it', () => {
    const note = ':::note[Later versions]\n\nLater releases run on Bun and add `listenPort`.\n\n:::';
    expect(findLaterOnlyOutsideNotes(`Intro.\n\n${note}\n`, laterOnly)).toEqual([]);
    expect(laterNoteRanges(`Intro.\n\n${note}\n`)).toEqual([[3, 7]]);
    expect(findLaterOnlyOutsideNotes('A bundle of tools.', laterOnly)).toEqual([]);
  });

  it('reads a well-formed later-only list', () => {
    const entries = loadLaterOnly();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map((entry) => entry.text ?? entry.pattern)).toContain('lakker/pulsarr:node');
  });
});

/**
 * The pages where readers enter the address of a Sonarr or Radarr server, and the docs versions
 * whose pages follow the Base URL rule. Latest joins once its Radarr and Sonarr pages pass.
 */
const INSTANCE_PAGES = ['installation/radarr-configuration', 'installation/sonarr-configuration'];
const BASE_URL_VERSIONS: readonly DocsVersionName[] = [SPEC_VERSION];

for (const version of BASE_URL_VERSIONS) {
  describe(`the ${version} Radarr and Sonarr pages`, () => {
    for (const page of INSTANCE_PAGES) {
      it(`${page} leads its Base URL examples with an address that works from a container`, () => {
        const doc = findDocFile(page, version);
        expect(doc, `${page}.md`).toBeDefined();
        const source = doc?.source ?? '';
        expect(baseUrlRows(source).filter((row) => row.firstExample !== undefined)).not.toEqual([]);
        expect(findLocalFirstBaseUrl(source)).toEqual([]);
      });
    }
  });
}

describe('findLocalFirstBaseUrl', () => {
  const row = (examples: string) =>
    `| Field | Required | Meaning |\n| --- | --- | --- |\n| **Base URL** | Yes | The address, for example ${examples}. |\n`;

  it('reports a Base URL row whose first example is localhost or 127.0.0.1', () => {
    expect(findLocalFirstBaseUrl(row('`http://localhost:7878` or `https://radarr.example.com`'))).toEqual([
      "line 3: the first Base URL example is `http://localhost:7878`, which inside the Pulsarr container is the container itself; lead with the server's IP address or the container's name",
    ]);
    expect(findLocalFirstBaseUrl(row('`http://127.0.0.1:8989`'))).toHaveLength(1);
  });

  it('accepts a container-safe first example, with localhost after it, and other rows', () => {
    expect(
      findLocalFirstBaseUrl(row('`http://192.168.1.100:7878`, `http://radarr:7878` or `http://localhost:7878`')),
    ).toEqual([]);
    expect(findLocalFirstBaseUrl('| **Tautulli URL** | `http://localhost:8181` |')).toEqual([]);
    expect(findLocalFirstBaseUrl('```text\n| **Base URL** | `http://localhost:7878` |\n```')).toEqual([]);
  });

  it(`reports the ${SPEC_VERSION} Radarr page with localhost put back first`, () => {
    const source = findDocFile('installation/radarr-configuration', SPEC_VERSION)?.source ?? '';
    const [first] = baseUrlRows(source);
    expect(first?.firstExample).toBeDefined();
    const lines = source.split('\n');
    lines[first.line - 1] = lines[first.line - 1].replace(`\`${first.firstExample}\``, '`http://localhost:7878`');
    expect(findLocalFirstBaseUrl(lines.join('\n'))).toHaveLength(1);
  });
});
