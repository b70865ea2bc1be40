import { describe, expect, it } from 'vitest';

import {
  CONTENT_RULES,
  findEmptySettings,
  findLocalPostgresUrls,
  findOtherAdmonitionSyntax,
  findSourceTalk,
  findTroubleshootingLayout,
} from './content-lint';
import { listDocFiles } from './doc-sources';

const docs = listDocFiles();

describe('the guides follow the content rules', () => {
  for (const [rule, check] of Object.entries(CONTENT_RULES)) {
    it(rule, () => {
      const problems = docs.flatMap((doc) => check(doc.source).map((problem) => `${doc.relPath} ${problem}`));
      expect(problems).toEqual([]);
    });
  }
});

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

describe('findLocalPostgresUrls', () => {
  const url = fence('ini', 'dbConnectionString=postgresql://pulsarr:pw@localhost:5432/pulsarr');

  it('reports a localhost PostgreSQL URL on a Docker page', () => {
    expect(findLocalPostgresUrls(`Run it with Docker.\n\n## Step 3\n\n${url}\n`)).toHaveLength(1);
    expect(findLocalPostgresUrls('Docker page: `postgres://127.0.0.1/db`')).toHaveLength(1);
  });

  it('accepts it when a warning in the same section explains localhost', () => {
    const warning = ':::warning[Not localhost]\nInside the container, localhost is the container itself.\n:::';
    expect(findLocalPostgresUrls(`Docker.\n\n## Step 3\n\n${url}\n\n${warning}\n`)).toEqual([]);
  });

  it('still reports it when the warning is in another section', () => {
    const warning = ':::warning[Not localhost]\nlocalhost is the container.\n:::';
    expect(findLocalPostgresUrls(`Docker.\n\n## Step 2\n\n${warning}\n\n## Step 3\n\n${url}\n`)).toHaveLength(1);
  });

  it('leaves pages that are not about Docker and URLs to other hosts alone', () => {
    expect(findLocalPostgresUrls(url)).toEqual([]);
    expect(findLocalPostgresUrls('Docker: postgresql://u:p@db:5432/pulsarr')).toEqual([]);
  });
});

describe('findOtherAdmonitionSyntax', () => {
  it('reports a title written after a space', () => {
    expect(findOtherAdmonitionSyntax(':::note Later versions\ntext\n:::')).toEqual([
      'line 1: write `:::note[Later versions]`',
    ]);
  });

  it('accepts the bracket syntax and untitled admonitions', () => {
    expect(findOtherAdmonitionSyntax(':::note[Later versions]\ntext\n:::\n\n:::tip\ntext\n:::')).toEqual([]);
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
  ])('reports %j', (sentence) => {
    expect(findSourceTalk(sentence)).toHaveLength(1);
  });

  it('accepts statements about the product and later releases', () => {
    expect(findSourceTalk('In 0.6.4 the rule editor is on the Sonarr page. Later versions move it.')).toEqual([]);
  });

  it('ignores code blocks', () => {
    expect(findSourceTalk('```text\nearlier documentation says\n```')).toEqual([]);
  });
});
