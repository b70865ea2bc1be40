/**
 * Reads a `.env` as Docker Compose does for `env_file` and for the project's own `.env`, following
 * the rules at https://docs.docker.com/compose/how-tos/environment-variables/variable-interpolation/
 * (compose-go's dotenv parser): `#` lines are comments; an unquoted value runs to the line end, and a
 * ` #` in it starts a comment; a quoted value runs to the next quote not escaped with `\`, over lines;
 * single-quoted values are literal but for `\'`; double-quoted ones expand `\n`, `\r`, `\t`, `\\`
 * and `\"`. Compose interpolates `$` in unquoted and double-quoted values: such a value is reported
 * as an error here, as the generator must never leave one for Compose to rewrite.
 */
export function parseComposeEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  let at = 0;
  const fail = (message: string): never => {
    throw new Error(`Compose cannot read the .env at line ${text.slice(0, at).split('\n').length}: ${message}`);
  };
  while (at < text.length) {
    const lineEnd = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
    const line = text.slice(at, lineEnd);
    if (line.trim() === '' || line.trimStart().startsWith('#')) {
      at = lineEnd + 1;
      continue;
    }
    const name = /^\s*([A-Za-z0-9_.]+)\s*=[ \t]*/.exec(line);
    if (!name) fail(`no NAME= in ${JSON.stringify(line)}`);
    const key = name![1]!;
    at += name![0].length;
    const quote = text[at];
    if (quote === "'" || quote === '"') {
      let end = at + 1;
      while (end < text.length && !(text[end] === quote && text[end - 1] !== '\\')) end += 1;
      if (end >= text.length) fail(`unterminated quoted value of ${key}`);
      const raw = text.slice(at + 1, end);
      if (quote === "'") {
        values[key] = raw.replace(/\\'/g, "'");
      } else {
        if (raw.includes('$')) fail(`Compose would interpolate the $ in ${key}`);
        const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', '\\': '\\', '"': '"' };
        values[key] = raw.replace(/\\(.)/g, (match, char: string) => escapes[char] ?? match);
      }
      const rest = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end);
      const after = text.slice(end + 1, rest).trim();
      if (after !== '' && !after.startsWith('#')) fail(`text after the closing quote of ${key}`);
      at = rest + 1;
    } else {
      const value = text.slice(at, lineEnd).split(' #')[0]!.trimEnd();
      if (value.includes('$')) fail(`Compose would interpolate the $ in ${key}`);
      values[key] = value;
      at = lineEnd + 1;
    }
  }
  return values;
}
