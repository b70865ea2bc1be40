// read_doc's page guard against addresses made to look like the docs' own: a page is read only when the
// address's host is exactly the docs' host (or the copy the server reads), on its own scheme and port. A
// longer host that starts or ends with it, a host hidden behind a user name, a query or a fragment, or an
// escaped dot is another host; case, a default port and a user name on the docs' own host change nothing.
import { describe, expect, it } from 'vitest';

import { pagePathOf } from '../../../mcp/src/server';

const DOCS = 'https://docs.example.org';
const PAGE = '/Pulsarr/docs/latest/intro';

const refusal = (origin: string) => ({
  error: `${origin} is not the Pulsarr docs: read_doc reads pages of ${DOCS}/Pulsarr/ only.`,
});

describe('a host that only looks like the docs host', () => {
  it.each([
    ['with a trailing dot', `https://docs.example.org.${PAGE}`, 'https://docs.example.org.'],
    [
      'with an escaped dot and more after it',
      `https://docs.example.org%2eevil.example${PAGE}`,
      'https://docs.example.org.evil.example',
    ],
    [
      'in capitals, with more after it',
      `https://DOCS.EXAMPLE.ORG.EVIL.EXAMPLE${PAGE}`,
      'https://docs.example.org.evil.example',
    ],
    [
      'with a hyphen and more after it',
      `https://docs.example.org-evil.example${PAGE}`,
      'https://docs.example.org-evil.example',
    ],
    [
      'as a user name and port before another host',
      `https://docs.example.org:443@evil.example${PAGE}`,
      'https://evil.example',
    ],
    ['after a # that ends the real host', `https://evil.example#@docs.example.org${PAGE}`, 'https://evil.example'],
    ['after a ? that ends the real host', `https://evil.example?@docs.example.org${PAGE}`, 'https://evil.example'],
    ['with the docs host as a path', `https://evil.example/docs.example.org${PAGE}`, 'https://evil.example'],
    ['a parent domain of the docs host', `https://example.org${PAGE}`, 'https://example.org'],
  ])('%s is refused, naming the host it really is', (_what, address, origin) => {
    expect(pagePathOf(address, [DOCS])).toEqual(refusal(origin));
  });
});

describe('the docs host itself', () => {
  it.each([
    ['in capitals', `HTTPS://DOCS.EXAMPLE.ORG${PAGE}`],
    ['with its default port written out', `https://docs.example.org:443${PAGE}`],
    ['with an empty port', `https://docs.example.org:${PAGE}`],
    ['with a user name, which is never sent anywhere', `https://reader:secret@docs.example.org${PAGE}`],
  ])('%s names the page', (_what, address) => {
    expect(pagePathOf(address, [DOCS])).toEqual({ path: PAGE });
  });

  it('is the only host taken when the docs are the only site allowed', () => {
    expect(pagePathOf(`http://127.0.0.1:4000${PAGE}`, [DOCS])).toEqual(refusal('http://127.0.0.1:4000'));
  });
});
