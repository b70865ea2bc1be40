// The webhook address as Pulsarr's constructWebhookUrl() builds it (0.6.4 and Latest): the port rule.
import { describe, expect, it } from 'vitest';

import { webhookTarget } from '../../../core/setup-checker/webhook';

describe('the address Sonarr and Radarr are given', () => {
  it('https without a port of its own carries none: a reverse proxy answers on 443', () => {
    const target = webhookTarget('https://pulsarr.example.com', '443');
    expect(target).toMatchObject({ portFrom: 'none', origin: 'https://pulsarr.example.com' });
    expect(target?.port).toBeUndefined();
  });

  it('a port in baseUrl is kept, whatever port says', () => {
    expect(webhookTarget('http://pulsarr.media.svc.cluster.local:3003', '80')).toMatchObject({
      portFrom: 'baseUrl',
      port: 3003,
    });
  });

  it('http without a port gets port; the scheme’s own port stays out of the address but is still called', () => {
    expect(webhookTarget('http://192.168.1.20', '3003')).toMatchObject({
      portFrom: 'port',
      port: 3003,
      origin: 'http://192.168.1.20:3003',
    });
    expect(webhookTarget('http://pulsarr.lan/', '80')).toMatchObject({ port: 80, origin: 'http://pulsarr.lan' });
  });

  it('a value that is no URL is read again after http://, as Pulsarr falls back, whatever that makes of it', () => {
    expect(webhookTarget('192.168.1.20', '3003')?.origin).toBe('http://192.168.1.20:3003');
    // The rules never compare ports for such a baseUrl: its bad-value finding comes first.
    expect(webhookTarget('https://pulsarr.<mydomain>', '3003')?.origin).toBe('http://https:3003');
    expect(webhookTarget('http://192.168.1.20', 'abc')).toBeNull();
  });

  it('port is a whole number from 1 to 65535, written in digits only; anything else builds no address', () => {
    expect(webhookTarget('http://192.168.1.20', '1')).toMatchObject({ port: 1, origin: 'http://192.168.1.20:1' });
    expect(webhookTarget('http://192.168.1.20', '65535')?.port).toBe(65535);
    for (const port of ['0', '65536', '+3003', ' 3003', '3003.0', '-1', '']) {
      expect(webhookTarget('http://192.168.1.20', port), JSON.stringify(port)).toBeNull();
    }
  });

  it('an https address with a port of its own keeps it; one without a host builds no address', () => {
    expect(webhookTarget('https://pulsarr.example.com:8443', '3003')).toMatchObject({
      protocol: 'https:',
      hostname: 'pulsarr.example.com',
      port: 8443,
      portFrom: 'baseUrl',
      origin: 'https://pulsarr.example.com:8443',
    });
    expect(webhookTarget('', '3003')).toBeNull();
    // A URL of a scheme without hosts reads, but names no host to call.
    expect(webhookTarget('file:///srv/pulsarr', '3003')).toBeNull();
  });
});
