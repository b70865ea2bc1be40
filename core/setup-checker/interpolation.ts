/**
 * Docker Compose's variable interpolation, as Compose applies it to the values of a compose file
 * before anything reads them: `${VAR}`, `$VAR`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`,
 * `${VAR?error}`, `${VAR:+other}`, `${VAR+other}` and `$$` for a `$`. Values come from the `.env`
 * beside the compose file, which is the one pasted; a variable it does not set comes from the shell
 * Compose runs in, which the checker cannot see, so the value stays unknown. An unknown part is kept
 * in the text between two private-use characters, so that a rule can tell a known value from one
 * it must not judge, and a message can show it as written.
 */

/** The start and end of a part whose value comes from the shell. */
const UNKNOWN_START = '\ue000';
const UNKNOWN_END = '\ue001';
const UNKNOWN_PART = /\ue000([^\ue001]*)\ue001/g;

export interface Interpolated {
  value: string;
  /** Every variable the text names, set or not. */
  used: string[];
  /** Variables the pasted `.env` does not set, whose value Compose takes from the shell. */
  fromShell: string[];
  /** Of those, the ones written `${VAR:?…}` or `${VAR?…}`: Compose stops unless the shell sets them. */
  required: string[];
}

/** The value of a variable in the pasted `.env`, or undefined when it does not set it. */
export type Lookup = (name: string) => string | undefined;

const NAME = /[_a-zA-Z][_a-zA-Z0-9]*/y;

/** The variable name that starts at `at`, if one does. */
function nameAt(text: string, at: number): string | undefined {
  NAME.lastIndex = at;
  return NAME.exec(text)?.[0];
}

/** How deeply defaults may nest (`${A:-${B:-…}}`): real files nest once or twice; deeper is read as written. */
const MAX_NESTING = 10;

/** For each `${` of a text, the index of the `}` that closes it; found in one pass, so no text costs more. */
function closingBraces(text: string): Map<number, number> {
  const closing = new Map<number, number>();
  const open: number[] = [];
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '$' && text[index + 1] === '$') index++;
    else if (text[index] === '$' && text[index + 1] === '{') open.push(index++);
    else if (text[index] === '}' && open.length > 0) closing.set(open.pop()!, index);
  }
  return closing;
}

export function interpolate(text: string, lookup: Lookup, depth = 0): Interpolated {
  const fromShell: string[] = [];
  const required: string[] = [];
  const used: string[] = [];
  const noteUse = (name: string) => {
    if (!used.includes(name)) used.push(name);
  };
  const unknown = (name: string, isRequired: boolean) => {
    if (!fromShell.includes(name)) fromShell.push(name);
    if (isRequired && !required.includes(name)) required.push(name);
    return `${UNKNOWN_START}${name}${UNKNOWN_END}`;
  };
  const nested = (word: string) => {
    if (depth >= MAX_NESTING) return word;
    const inner = interpolate(word, lookup, depth + 1);
    for (const name of inner.used) noteUse(name);
    for (const name of inner.fromShell) if (!fromShell.includes(name)) fromShell.push(name);
    for (const name of inner.required) if (!required.includes(name)) required.push(name);
    return inner.value;
  };
  const braces = text.includes('${') ? closingBraces(text) : new Map<number, number>();
  let value = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char !== '$') {
      value += char;
      continue;
    }
    const next = text[index + 1];
    if (next === '$') {
      value += '$';
      index++;
      continue;
    }
    if (next === '{') {
      const end = braces.get(index) ?? -1;
      const found = end === -1 ? undefined : nameAt(text, index + 2);
      const name = found !== undefined && index + 2 + found.length <= end ? found : null;
      if (end === -1 || !name) {
        // Not a template Compose reads: Compose refuses the file; keep it as written.
        value += char;
        continue;
      }
      noteUse(name);
      const rest = text.slice(index + 2 + name.length, end);
      const operator = /^(:-|-|:\?|\?|:\+|\+)?/.exec(rest)![0];
      const word = rest.slice(operator.length);
      const set = lookup(name);
      const nonEmpty = set !== undefined && set !== '';
      switch (operator) {
        case '':
          value += set ?? unknown(name, false);
          break;
        case ':-':
          value += nonEmpty ? set : nested(word);
          break;
        case '-':
          value += set ?? nested(word);
          break;
        case ':?':
          value += nonEmpty ? set : unknown(name, true);
          break;
        case '?':
          value += set ?? unknown(name, true);
          break;
        case ':+':
          value += nonEmpty ? nested(word) : '';
          break;
        case '+':
          value += set !== undefined ? nested(word) : '';
          break;
      }
      index = end;
      continue;
    }
    const name = nameAt(text, index + 1);
    if (!name) {
      value += char;
      continue;
    }
    noteUse(name);
    value += lookup(name) ?? unknown(name, false);
    index += name.length;
  }
  return { value, used, fromShell, required };
}

/** Does an interpolated value hold a part whose value comes from the shell? */
export function hasUnknown(value: string): boolean {
  return value.includes(UNKNOWN_START);
}

/** An interpolated value as a message shows it: each unknown part as the `${VAR}` it was. */
export function asWritten(value: string): string {
  return value.replace(UNKNOWN_PART, (_, name: string) => `\${${name}}`);
}

/**
 * A compose document with every string value interpolated (keys are not: Compose does not fill in
 * names), where each variable from the shell is used, as paths into the document, and every variable
 * the document names.
 */
export function interpolateDocument(
  value: unknown,
  lookup: Lookup,
): { value: unknown; uses: { name: string; required: boolean; path: (string | number)[] }[]; names: Set<string> } {
  const uses: { name: string; required: boolean; path: (string | number)[] }[] = [];
  const names = new Set<string>();
  const walk = (node: unknown, path: (string | number)[]): unknown => {
    if (typeof node === 'string') {
      if (!node.includes('$')) return node;
      const result = interpolate(node, lookup);
      for (const name of result.used) names.add(name);
      for (const name of result.fromShell) uses.push({ name, required: result.required.includes(name), path });
      return result.value;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, index]));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key])]));
    }
    return node;
  };
  return { value: walk(value, []), uses, names };
}
