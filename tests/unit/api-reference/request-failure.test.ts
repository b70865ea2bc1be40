/** Why a request from the API reference's panel failed, as the response area explains it. */
import { describe, expect, it, vi } from 'vitest';

import { diagnoseRequestFailure } from '../../../plugins/api-reference/theme/ApiExplorer/Response/diagnose';

const answers = vi.fn(async () => new Response(null));
const refuses = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

describe('diagnoseRequestFailure', () => {
  it('names mixed content: the published https site calling a home server over http', async () => {
    const probe = vi.fn(answers);
    await expect(
      diagnoseRequestFailure({
        serverUrl: 'http://192.168.1.20:3003',
        pageUrl: 'https://jamcalli.github.io/Pulsarr/docs/api/get-config',
        probe,
      }),
    ).resolves.toEqual({ kind: 'mixed-content', address: 'http://192.168.1.20:3003' });
    expect(probe).not.toHaveBeenCalled();
  });

  it('does not call an http address on this computer mixed content: browsers allow it', async () => {
    for (const serverUrl of ['http://localhost:3003', 'http://127.0.0.1:3003', 'http://[::1]:3003']) {
      await expect(
        diagnoseRequestFailure({ serverUrl, pageUrl: 'https://jamcalli.github.io/Pulsarr/', probe: refuses }),
      ).resolves.toMatchObject({
        kind: 'unreachable',
      });
    }
  });

  it('names CORS when the server answers a request that needs no permission', async () => {
    const probe = vi.fn(answers);
    await expect(
      diagnoseRequestFailure({
        serverUrl: 'http://pulsarr.lan:3003/',
        pageUrl: 'http://localhost:3000/Pulsarr/docs/api/get-config',
        probe,
      }),
    ).resolves.toEqual({
      kind: 'blocked-by-cors',
      address: 'http://pulsarr.lan:3003',
      pageOrigin: 'http://localhost:3000',
    });
    expect(probe).toHaveBeenCalledWith('http://pulsarr.lan:3003/');
  });

  it('names an unreachable server when nothing answers', async () => {
    await expect(
      diagnoseRequestFailure({
        serverUrl: 'http://pulsarr.lan:3003',
        pageUrl: 'http://localhost:3000/',
        probe: refuses,
      }),
    ).resolves.toEqual({
      kind: 'unreachable',
      address: 'http://pulsarr.lan:3003',
    });
  });

  it('names an address that is not http(s)', async () => {
    for (const serverUrl of ['pulsarr:3003', 'ftp://pulsarr', 'not a url']) {
      await expect(
        diagnoseRequestFailure({ serverUrl, pageUrl: 'http://localhost:3000/', probe: answers }),
      ).resolves.toMatchObject({ kind: 'invalid-address' });
    }
  });
});
