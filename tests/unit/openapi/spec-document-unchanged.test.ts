/**
 * The 0.6.4 API reference stays exactly as published while the Latest document changes beside
 * it: the 0.6.4 document, with every $ref resolved by the reader the site uses, must keep the
 * fingerprint it had when the Latest document was authored. Sharing files between the two
 * documents, or changing the reader, must not move a single byte of it. To change the 0.6.4
 * document on purpose, update the fingerprint in the same commit and say why.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { SPEC_VERSION } from '../../../core/docs-site/versions';
import { loadResolvedDocument } from './load-openapi';

const RESOLVED_0_6_4_SHA256 = '34eea7a7bdafd95aea856cb1ec94b8bb2d7dee838f1cf1eca81fa5b143997f9f';

describe('the 0.6.4 document', () => {
  it('resolves to the same document as when the Latest document was authored', () => {
    const resolved = JSON.stringify(loadResolvedDocument(SPEC_VERSION));
    expect(crypto.createHash('sha256').update(resolved).digest('hex')).toBe(RESOLVED_0_6_4_SHA256);
  });
});
