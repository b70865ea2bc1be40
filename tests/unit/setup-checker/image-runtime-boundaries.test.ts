// Which Pulsarr images run on Bun, and so fail on a Synology NAS or a Linux kernel older than 4.11: the
// rule fires for every tag on Bun, numbered releases from 0.10.0 included, and for none on Node.js.
import { describe, expect, it } from 'vitest';

import { pulsarrImage, releaseOf, runtimeOf } from '../../../core/setup-checker/images';
import { check, composeWith, only, rulesOf, VERSIONS } from './support';

describe('the runtime of a tag', () => {
  it.each([
    ['latest', 'bun'],
    ['node', 'node'],
    ['0.10.0', 'bun'],
    ['v0.10.0', 'bun'],
    ['0.10.1', 'bun'],
    ['0.14.2', 'bun'],
    // Each number is read whole, however many digits it has.
    ['0.14.12', 'bun'],
    ['0.10.10', 'bun'],
    ['10.0.0', 'bun'],
    ['0.19.0', 'bun'],
    ['1.0.0', 'bun'],
    ['2.3.4', 'bun'],
    ['0.9.6', 'node'],
    ['v0.9.6', 'node'],
    ['0.9.5', 'node'],
    ['0.8.12', 'node'],
    ['0.6.4', 'node'],
    ['0.1.0', 'node'],
    ['0.14.2-node', 'node'],
    ['0.10.0-node', 'node'],
    ['1.0.0-node', 'node'],
  ])('%s runs on %s', (tag, runtime) => {
    expect(runtimeOf(tag)).toBe(runtime);
  });

  it.each([['0.9.7'], ['0.9.99'], ['0.10'], ['0.10.0-rc1'], ['develop'], ['0.10.0-bun'], ['x0.10.0'], ['0.10.0.1']])(
    '%s is a tag the facts say nothing about',
    (tag) => {
      expect(runtimeOf(tag)).toBeUndefined();
    },
  );

  it('names the release a numbered tag pins, with or without -node', () => {
    expect(releaseOf('0.14.2')).toBe('0.14.2');
    expect(releaseOf('v0.14.2-node')).toBe('0.14.2');
    expect(releaseOf('10.12.345')).toBe('10.12.345');
    expect(releaseOf('x0.14.2')).toBeNull();
    expect(releaseOf('0.14.2-bun')).toBeNull();
    expect(releaseOf('latest')).toBeNull();
    expect(releaseOf('0.14')).toBeNull();
  });
});

describe('the Pulsarr image a compose file names', () => {
  it.each([
    ['lakker/pulsarr', { tag: 'latest' }],
    ['lakker/pulsarr:0.14.2', { tag: '0.14.2' }],
    ['docker.io/lakker/pulsarr:node', { tag: 'node' }],
    ['docker.io/library/lakker/pulsarr:latest', { tag: 'latest' }],
    ['  lakker/pulsarr:latest  ', { tag: 'latest' }],
    ['lakker/pulsarr@sha256:abc', { tag: undefined }],
    ['lakker/pulsarr:latest@sha256:abc', { tag: undefined }],
    ['lakker/pulsarr:${TAG}', { tag: undefined }],
  ])('%j is Pulsarr’s image, with tag %o', (written, expected) => {
    const image = pulsarrImage(written);
    expect(image).not.toBeNull();
    expect(image!.written).toBe(written);
    expect(image!.tag).toBe(expected.tag);
  });

  it.each([
    ['lakker/pulsarr-beta:latest'],
    ['ghcr.io/lakker/pulsarr:latest'],
    ['other/lakker/pulsarr'],
    ['postgres:16'],
  ])('%j is another image', (written) => {
    expect(pulsarrImage(written)).toBeNull();
  });
});

describe.each(VERSIONS)('on a Synology NAS or an old kernel, checked against docs version %s', (version) => {
  const findings = (tag: string, oldKernel?: boolean) =>
    check({ version, compose: composeWith({ image: `lakker/pulsarr:${tag}` }), oldKernel });

  it.each(['latest', '0.10.0', 'v0.10.0', '0.14.2', '0.14.12', '1.0.0', '10.0.0'])(
    'lakker/pulsarr:%s, on Bun, is an error',
    (tag) => {
      const finding = only(findings(tag, true), 'image-bun-old-kernel');
      expect(finding).toMatchObject({ file: 'docker-compose.yml', line: 3, severity: 'error', link: 'synology' });
      expect(finding.why).toContain(`\`:${tag}\` runs on Bun`);
      expect(finding.fix).toBe(
        `Use \`lakker/pulsarr:${version === 'current' ? 'node' : '0.6.4'}\`, which runs on Node.js, and keep the same data volume.`,
      );
    },
  );

  it.each(['node', '0.9.6', '0.6.4', '0.14.2-node', '0.9.7', 'develop'])(
    'lakker/pulsarr:%s, not known to run on Bun, is no error',
    (tag) => {
      expect(rulesOf(findings(tag, true))).not.toContain('image-bun-old-kernel');
    },
  );

  it.each([false, undefined])('no image is an error when the answer is %s', (oldKernel) => {
    expect(rulesOf(findings('0.14.2', oldKernel))).not.toContain('image-bun-old-kernel');
  });
});
