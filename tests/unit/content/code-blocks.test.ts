import { describe, expect, it } from 'vitest';

import { DOCS_VERSIONS } from '../../../core/docs-site/versions';
import { CHECKED_LANGS, checkCodeBlock } from './code-block-checks';
import { extractCodeBlocks, listDocFiles } from './doc-sources';

const docs = DOCS_VERSIONS.flatMap((version) => listDocFiles(version.name));

describe('code blocks in the docs of every version parse', () => {
  it('finds hand-written pages to check', () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  for (const doc of docs) {
    const blocks = extractCodeBlocks(doc.source);
    for (const block of blocks) {
      if (!CHECKED_LANGS.includes(block.lang)) continue;
      const name = `${doc.relPath}:${block.line} (${block.lang}${block.meta ? ` ${block.meta}` : ''})`;
      it(name, () => {
        expect(checkCodeBlock(block), `${name} has problems`).toEqual([]);
      });
    }
  }

  it('every fenced block names its language', () => {
    const unnamed = docs.flatMap((doc) =>
      extractCodeBlocks(doc.source)
        .filter((block) => block.lang === '')
        .map((block) => `${doc.relPath}:${block.line}`),
    );
    expect(unnamed).toEqual([]);
  });
});

describe('extractCodeBlocks', () => {
  it('reads the language, meta, line and body of a fenced block', () => {
    const source = ['# Title', '', '```yaml title="docker-compose.yml"', 'a: 1', '```', ''].join('\n');
    expect(extractCodeBlocks(source)).toEqual([
      { line: 3, lang: 'yaml', meta: 'title="docker-compose.yml"', content: 'a: 1' },
    ]);
  });

  it('removes the indentation of a block nested in a list item', () => {
    const source = ['1. Step', '', '   ```ini', '   port=3003', '   ```'].join('\n');
    expect(extractCodeBlocks(source)[0]).toMatchObject({ lang: 'ini', content: 'port=3003' });
  });

  it('does not end a four-backtick block at a three-backtick line', () => {
    const source = ['````md', '```yaml', 'a: 1', '```', '````'].join('\n');
    const blocks = extractCodeBlocks(source);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].content).toBe('```yaml\na: 1\n```');
  });
});

describe('checkCodeBlock catches broken examples', () => {
  it('reports YAML that does not parse', () => {
    expect(checkCodeBlock({ lang: 'yaml', content: 'services:\n  pulsarr:\n    image: [unclosed' })).not.toEqual([]);
  });

  it('reports JSON that does not parse', () => {
    expect(checkCodeBlock({ lang: 'json', content: '{"success": true,}' })).not.toEqual([]);
  });

  it('reports .env lines that are not KEY=value', () => {
    expect(checkCodeBlock({ lang: 'ini', content: 'port=3003\n[section]\nexport TZ=UTC' })).toHaveLength(2);
  });

  it('accepts .env comments, blank lines and quoted JSON values', () => {
    const content = '# comment\n\nport=3003\nquotaSettings=\'{"cleanup":{"enabled":true}}\'\nappriseUrl=';
    expect(checkCodeBlock({ lang: 'ini', content })).toEqual([]);
  });

  it('reports a compose service without image or build', () => {
    expect(checkCodeBlock({ lang: 'yaml', content: 'services:\n  web:\n    ports: ["80:80"]' })).toEqual([
      'service `web` has neither `image` nor `build`',
    ]);
  });

  it('reports a Pulsarr compose service without ports or volumes', () => {
    const problems = checkCodeBlock({
      lang: 'yaml',
      content: 'services:\n  pulsarr:\n    image: lakker/pulsarr:latest',
    });
    expect(problems).toEqual([
      'Pulsarr service `pulsarr` has no `volumes`',
      'Pulsarr service `pulsarr` has no `ports`',
    ]);
  });

  it('lets a one-off Pulsarr task behind a profile go without ports', () => {
    const content = [
      'services:',
      '  migrate:',
      '    image: lakker/pulsarr:latest',
      '    volumes: ["./data:/app/data"]',
      '    profiles: [migration]',
    ].join('\n');
    expect(checkCodeBlock({ lang: 'yaml', content })).toEqual([]);
  });
});
