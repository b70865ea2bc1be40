/**
 * The address Pulsarr gives Sonarr and Radarr for their webhooks, built as its `constructWebhookUrl()`
 * builds it in 0.6.4 and in Latest: `baseUrl` is read as a URL (or as `http://` and the value); when it
 * names no port of its own, an `https://` address gets none and any other gets `:` and `port`. Its path
 * is Pulsarr's, whatever path `baseUrl` has.
 */

export interface WebhookTarget {
  protocol: string;
  hostname: string;
  /** The port Sonarr and Radarr connect to; undefined for `https://` without a port (443, a proxy's). */
  port?: number;
  /** Where that port comes from. */
  portFrom: 'baseUrl' | 'port' | 'none';
  /** `protocol//host[:port]`, the start of the webhook address. */
  origin: string;
}

function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The webhook target for a `baseUrl` and a `port`, or null when no address can be built from `baseUrl`. */
export function webhookTarget(baseUrl: string, port: string): WebhookTarget | null {
  const url = parsed(baseUrl) ?? parsed(`http://${baseUrl}`);
  if (!url || url.hostname === '') return null;
  const defaultPort = url.protocol === 'https:' ? 443 : url.protocol === 'http:' ? 80 : undefined;
  if (url.port !== '') {
    return {
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      portFrom: 'baseUrl',
      origin: url.origin,
    };
  }
  if (url.protocol === 'https:') {
    return { protocol: url.protocol, hostname: url.hostname, portFrom: 'none', origin: url.origin };
  }
  const number = /^[0-9]+$/.test(port) ? Number(port) : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > 65535) return null;
  url.port = String(number);
  return {
    protocol: url.protocol,
    hostname: url.hostname,
    // A port equal to the scheme's default disappears from the URL; the call still goes to it.
    port: url.port === '' ? (defaultPort ?? number) : Number(url.port),
    portFrom: 'port',
    origin: url.origin,
  };
}
