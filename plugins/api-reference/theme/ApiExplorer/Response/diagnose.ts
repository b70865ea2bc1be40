/**
 * Why a request from the panel did not come back. The browser reports every such
 * failure the same way (a TypeError, no status), so the cause is worked out from
 * the addresses and from one more request that needs no permission from the
 * server: a server that answers it is up, and only refused this site (CORS).
 */

export type RequestFailure =
  /** The server address is not an http(s) URL. */
  | { kind: 'invalid-address'; address: string }
  /** An https page may not call an http address (mixed content). */
  | { kind: 'mixed-content'; address: string }
  /** Nothing answered at the address. */
  | { kind: 'unreachable'; address: string }
  /** The server answered, but does not allow this site to read its answers. */
  | { kind: 'blocked-by-cors'; address: string; pageOrigin: string };

/** How long the reachability check waits for the server, in milliseconds. */
export const REACHABILITY_TIMEOUT_MS = 5_000;

/** Hosts browsers treat as this computer, which an https page may still call over http. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/** Asks the server something it may answer without allowing this site; resolves when anything answered. */
export function probeWithoutCors(url: string): Promise<unknown> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REACHABILITY_TIMEOUT_MS);
  return fetch(url, { mode: 'no-cors', cache: 'no-store', signal: abort.signal }).finally(() => clearTimeout(timer));
}

export async function diagnoseRequestFailure({
  serverUrl,
  pageUrl,
  probe = probeWithoutCors,
}: {
  serverUrl: string;
  pageUrl: string;
  probe?: (url: string) => Promise<unknown>;
}): Promise<RequestFailure> {
  let server: URL;
  try {
    server = new URL(serverUrl);
  } catch {
    return { kind: 'invalid-address', address: serverUrl };
  }
  if (server.protocol !== 'http:' && server.protocol !== 'https:')
    return { kind: 'invalid-address', address: serverUrl };
  const page = new URL(pageUrl);
  if (page.protocol === 'https:' && server.protocol === 'http:' && !isLoopback(server.hostname)) {
    return { kind: 'mixed-content', address: server.origin };
  }
  try {
    await probe(`${server.origin}/`);
    return { kind: 'blocked-by-cors', address: server.origin, pageOrigin: page.origin };
  } catch {
    return { kind: 'unreachable', address: server.origin };
  }
}
