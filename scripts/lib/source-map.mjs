// Reads source maps (version 3) far enough to say which source file a position of a built script
// comes from: what scripts/trace-load.mjs needs to name the module behind each profile sample.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * Decodes a map's `mappings` into one sorted array per generated line, each segment
 * [generatedColumn, sourceIndex, originalLine, originalColumn] (sourceIndex -1 when unmapped).
 * @param {string} mappings
 * @returns {number[][][]}
 */
export function decodeMappings(mappings) {
  const lines = [];
  let line = [];
  let sourceIndex = 0;
  let originalLine = 0;
  let originalColumn = 0;
  let index = 0;
  const readValue = () => {
    let result = 0;
    let shift = 0;
    let digit;
    do {
      digit = DIGIT.get(mappings[index++]);
      if (digit === undefined) throw new Error(`Invalid source map: bad VLQ digit at ${index - 1}`);
      result += (digit & 31) << shift;
      shift += 5;
    } while (digit & 32);
    return result & 1 ? -(result >>> 1) : result >>> 1;
  };
  let generatedColumn = 0;
  while (index <= mappings.length) {
    const char = mappings[index];
    if (index === mappings.length || char === ';') {
      lines.push(line);
      line = [];
      generatedColumn = 0;
      index++;
      continue;
    }
    if (char === ',') {
      index++;
      continue;
    }
    generatedColumn += readValue();
    const segment = [generatedColumn, -1, 0, 0];
    if (index < mappings.length && mappings[index] !== ',' && mappings[index] !== ';') {
      sourceIndex += readValue();
      originalLine += readValue();
      originalColumn += readValue();
      segment[1] = sourceIndex;
      segment[2] = originalLine;
      segment[3] = originalColumn;
      // The name index, when there is one, is not needed.
      if (index < mappings.length && mappings[index] !== ',' && mappings[index] !== ';') readValue();
    }
    line.push(segment);
  }
  return lines;
}

/** How far past an unmapped position the next mapped one may be and still be its body. */
const WRAPPER_REACH = 200;

/**
 * A lookup over one parsed source map: the source file of a generated position
 * (0-based line and column, as Chrome's profiles give them), or null.
 * @param {{ sources: string[], mappings: string, sourceRoot?: string, sections?: unknown }} map
 */
export function createSourceLookup(map) {
  if (map.sections) throw new Error('Indexed source maps (sections) are not supported');
  const lines = decodeMappings(map.mappings);
  return (line, column) => {
    const segments = lines[line];
    if (!segments || segments.length === 0) return null;
    // The last segment that starts at or before the column.
    let low = 0;
    let high = segments.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (segments[mid][0] <= column) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    // A position the bundler wrote itself (a module's wrapper function) has no source: the
    // wrapper's body, a few characters on, does.
    let index = found;
    if (index < 0 || segments[index][1] < 0) {
      index = segments.findIndex((segment, at) => at > found && segment[1] >= 0);
      if (index < 0 || segments[index][0] - column > WRAPPER_REACH) return null;
    }
    return { source: map.sources[segments[index][1]], line: segments[index][2], column: segments[index][3] };
  };
}

/**
 * The path of a bundled source inside the project, without the bundler's prefixes:
 * `webpack://pulsarr-docs/./node_modules/react-dom/cjs/x.js` → `node_modules/react-dom/cjs/x.js`
 * (a module type prefix such as `json|` goes too).
 * @param {string} source
 */
export function normalizeSource(source) {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^[a-z]+\|/, '')
    .replace(/^(\.\/)+/, '')
    .replace(/^.*?\/node_modules\//, 'node_modules/')
    .replace(/\?.*$/, '')
    .replace(/\s*\+\s*\d+ modules$/, '');
}

/**
 * How many characters of a built script each source produced: every generated range from one
 * mapping to the next counts for the first one's source (the bundler's own glue, unmapped, for
 * `null`).
 * @param {string} code the built script
 * @param {{ sources: string[], mappings: string }} map its source map
 * @returns {Map<string | null, string>} the generated code of each source
 */
export function codeBySource(code, map) {
  const lines = decodeMappings(map.mappings);
  const codeLines = code.split('\n');
  const parts = new Map();
  const add = (source, text) => parts.set(source, (parts.get(source) ?? '') + text);
  codeLines.forEach((text, lineIndex) => {
    const segments = lines[lineIndex] ?? [];
    if (segments.length === 0 || segments[0][0] > 0) add(null, text.slice(0, segments[0]?.[0] ?? text.length));
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? segments[index + 1][0] : text.length;
      add(segment[1] >= 0 ? map.sources[segment[1]] : null, text.slice(segment[0], end));
    });
    add(null, '\n');
  });
  return parts;
}
