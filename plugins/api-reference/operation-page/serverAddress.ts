/** A server of the OpenAPI document: its URL, whose `{name}` variables have defaults. */
export interface ServerObject {
  url: string;
  variables?: Record<string, { default?: string }>;
}

/** The server's address, each variable at its value (its default unless the reader changed it), without a trailing slash. */
export function serverAddress(server: ServerObject): string {
  let url = server.url.replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables ?? {}))
    url = url.replace(`{${name}}`, variable.default ?? '');
  return url;
}
