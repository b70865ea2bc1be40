import { describe, expect, it } from 'vitest';
import { Request } from 'postman-collection';

import codeGenerators, { CODE_SAMPLE_LANGUAGES } from '../../../plugins/api-reference/stand-ins/codeGenerators';

const request = new Request({
  method: 'GET',
  url: 'http://localhost:3003/v1/config/config',
  header: [{ key: 'X-API-Key', value: 'the-key' }],
});

function convert(language: string, variant: string): Promise<string> {
  return new Promise((resolve, reject) =>
    codeGenerators.convert(
      language,
      variant,
      request,
      { followRedirect: true, trimRequestBody: true },
      (error, snippet) => (error ? reject(error) : resolve(snippet!)),
    ),
  );
}

describe('the code generators of the request panel', () => {
  it('list the four sample languages as the theme expects', () => {
    expect(codeGenerators.getLanguageList()).toEqual([
      { key: 'curl', label: 'cURL', syntax_mode: 'bash', variants: [{ key: 'cURL' }] },
      { key: 'javascript', label: 'JavaScript', syntax_mode: 'javascript', variants: [{ key: 'Fetch' }] },
      { key: 'python', label: 'Python', syntax_mode: 'python', variants: [{ key: 'Requests' }] },
      { key: 'go', label: 'Go', syntax_mode: 'golang', variants: [{ key: 'Native' }] },
    ]);
  });

  for (const { key, variant } of CODE_SAMPLE_LANGUAGES) {
    it(`write a ${key} sample with the URL and the API key header`, async () => {
      const snippet = await convert(key, variant);
      expect(snippet).toContain('http://localhost:3003/v1/config/config');
      expect(snippet).toContain('X-API-Key');
    });
  }

  it('answer an unknown language with an error, not an exception', async () => {
    await expect(convert('cobol', 'any')).rejects.toMatch(/No code generator for cobol/);
  });
});
