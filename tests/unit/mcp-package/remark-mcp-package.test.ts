// How the pages tell readers to start the docs MCP server: every configuration and command names the one
// package spec of core/docs-site/mcp-package.ts, built from the site's origin, base path and the package's
// version, and the page says where that package comes from.
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  MCP_PACKAGE_NAME,
  MCP_PACKAGE_SOURCE,
  mcpPackageSpec,
  mcpTarballUrl,
} from '../../../core/docs-site/mcp-package';
import { DEFAULT_SITE_URL } from '../../../core/docs-site/site';
import remarkMcpPackage, {
  expandMcpDirectives,
  MCP_CLIENTS,
  type RemarkMcpPackageOptions,
} from '../../../plugins/mcp-package/remark-mcp-package';
import mcpPackageJson from '../../../mcp/package.json';

const VERSION = mcpPackageJson.version;
const TARBALL = {
  version: VERSION,
  file: `pulsarr-docs-mcp-${VERSION}.tgz`,
  sha256: 'ab'.repeat(32),
  size: 213_850,
  url: mcpTarballUrl(DEFAULT_SITE_URL, VERSION),
};
const SITE: RemarkMcpPackageOptions = {
  source: 'site',
  spec: mcpPackageSpec('site', DEFAULT_SITE_URL, VERSION),
  tarball: TARBALL,
};
const REGISTRY: RemarkMcpPackageOptions = {
  source: 'registry',
  spec: mcpPackageSpec('registry', DEFAULT_SITE_URL, VERSION),
  get tarball(): never {
    throw new Error('the registry pages read no tarball');
  },
};

interface Node {
  type: string;
  lang?: string;
  meta?: string;
  value?: string;
  url?: string;
  children?: Node[];
}

function run(source: string, options: RemarkMcpPackageOptions): Node[] {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkMcpPackage, options).freeze();
  return (processor.runSync(processor.parse(source)) as Node).children ?? [];
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the package spec', () => {
  it("is the tarball's address under the site's base path, named by the package's version", () => {
    expect(mcpTarballUrl('https://jamcalli.github.io', '0.1.0')).toBe(
      'https://jamcalli.github.io/Pulsarr/mcp/pulsarr-docs-mcp-0.1.0.tgz',
    );
    expect(mcpPackageSpec('site', 'https://docs.example.org', '1.2.3')).toBe(
      'https://docs.example.org/Pulsarr/mcp/pulsarr-docs-mcp-1.2.3.tgz',
    );
  });

  it("is the package's name once the pages send readers to the registry", () => {
    expect(mcpPackageSpec('registry', 'https://docs.example.org', '1.2.3')).toBe(MCP_PACKAGE_NAME);
  });

  it('stays on the site until the package is on the registry', () => {
    expect(MCP_PACKAGE_SOURCE).toBe('site');
  });

  it('follows SITE_URL in the site config, so a build for another origin prints that address', async () => {
    vi.stubEnv('SITE_URL', 'https://docs.example.org');
    const { mcpPackageOnPages } = await import('../../../config/mcp-package');
    expect(mcpPackageOnPages.spec).toBe(`https://docs.example.org/Pulsarr/mcp/pulsarr-docs-mcp-${VERSION}.tgz`);
  });
});

describe('::mcp-config', () => {
  for (const [client, { file, serversKey }] of Object.entries(MCP_CLIENTS)) {
    it(`writes ${file}, whose entry starts the server with npx -y and the spec`, () => {
      const [block] = run(`::mcp-config{client="${client}"}`, SITE);
      expect(block).toMatchObject({ type: 'code', lang: 'json', meta: `title="${file}"` });
      const config = JSON.parse(block!.value!) as Record<string, Record<string, { command: string; args: string[] }>>;
      expect(config[serversKey]!['pulsarr-docs']).toMatchObject({ command: 'npx', args: ['-y', SITE.spec] });
      expect(block!.value).toContain(`"args": ["-y", "${SITE.spec}"]`);
    });
  }

  it('gives VS Code the stdio type it asks for', () => {
    const [block] = run('::mcp-config{client="vscode"}', SITE);
    expect(JSON.parse(block!.value!).servers['pulsarr-docs'].type).toBe('stdio');
  });

  it("adds the server's own arguments after the spec", () => {
    const [block] = run('::mcp-config{client="cursor" args="--site /home/me/pulsarr-docs/build"}', SITE);
    expect(JSON.parse(block!.value!).mcpServers['pulsarr-docs'].args).toEqual([
      '-y',
      SITE.spec,
      '--site',
      '/home/me/pulsarr-docs/build',
    ]);
  });

  it('names the package when the pages send readers to the registry', () => {
    const [block] = run('::mcp-config{client="claude-desktop"}', REGISTRY);
    expect(block!.value).toContain('"args": ["-y", "pulsarr-docs-mcp"]');
  });

  it('stops the build on a client it does not know, naming those it does', () => {
    expect(() => run('::mcp-config{client="zed"}', SITE)).toThrow(
      '::mcp-config: unknown client "zed" (known: claude-desktop, vscode, cursor)',
    );
  });
});

describe('::mcp-command', () => {
  it('writes the npx command line as a bash block', () => {
    expect(run('::mcp-command{args="--help"}', SITE)).toEqual([
      { type: 'code', lang: 'bash', value: `npx -y ${SITE.spec} --help` },
    ]);
  });
});

describe('::mcp-package{show="source"}', () => {
  it("says the server comes from this site and lists the tarball's address, size and SHA-256", () => {
    const nodes = run('::mcp-package{show="source"}', SITE);
    const text = nodes.map(textOf).join('\n');
    expect(text).toContain('npx downloads the server from this site');
    expect(text).toContain('needs nothing from the npm registry');
    expect(text).toContain(`Size: 209 KB (213,850 bytes)`);
    expect(text).toContain(`SHA-256: ${TARBALL.sha256}`);
    expect(JSON.stringify(nodes)).toContain(`"url":"${TARBALL.url}"`);
  });

  it('names the registry package, and packs nothing, once the pages send readers there', () => {
    const text = run('::mcp-package{show="source"}', REGISTRY).map(textOf).join('\n');
    expect(text).toContain('npx downloads the server from the npm registry: the package pulsarr-docs-mcp');
  });

  it('stops the build on anything else to show', () => {
    expect(() => run('::mcp-package{show="checksum"}', SITE)).toThrow('::mcp-package: show="checksum" is not known');
  });
});

describe('expandMcpDirectives', () => {
  it('writes the directives out as Markdown for the content checks, and leaves other lines alone', () => {
    const source = ['Intro.', '', '::mcp-command{args="--help"}', '', '::env-var-table{group="server"}'].join('\n');
    expect(expandMcpDirectives(source, SITE)).toBe(
      ['Intro.', '', '```bash', `npx -y ${SITE.spec} --help`, '```', '', '::env-var-table{group="server"}'].join('\n'),
    );
  });
});
