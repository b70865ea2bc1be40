/**
 * Stands in for the `postman-code-generators` package in the browser bundle.
 * The package bundles the generators of about 40 language variants; the API reference shows samples in four languages
 * (config/openapi.ts, languageTabs), so only those generators are included.
 * Same interface as the package: getLanguageList, getOptions, convert.
 */
import curl from 'postman-code-generators/codegens/curl';
import goNative from 'postman-code-generators/codegens/golang';
import javascriptFetch from 'postman-code-generators/codegens/js-fetch';
import pythonRequests from 'postman-code-generators/codegens/python-requests';

type Callback<T> = (error: unknown, result?: T) => void;

interface CodeGenerator {
  convert(request: unknown, options: object, callback: Callback<string>): void;
  getOptions(): object[];
}

interface Language {
  key: string;
  label: string;
  syntaxMode: string;
  variant: string;
  generator: CodeGenerator;
}

/** The languages of the code samples, keyed as the theme's languageTabs name them. */
export const CODE_SAMPLE_LANGUAGES: readonly Language[] = [
  { key: 'curl', label: 'cURL', syntaxMode: 'bash', variant: 'cURL', generator: curl },
  { key: 'javascript', label: 'JavaScript', syntaxMode: 'javascript', variant: 'Fetch', generator: javascriptFetch },
  { key: 'python', label: 'Python', syntaxMode: 'python', variant: 'Requests', generator: pythonRequests },
  { key: 'go', label: 'Go', syntaxMode: 'golang', variant: 'Native', generator: goNative },
];

function find(language: string, variant: string): CodeGenerator | undefined {
  return CODE_SAMPLE_LANGUAGES.find(
    (entry) => entry.key === language.toLowerCase() && entry.variant.toLowerCase() === variant.toLowerCase(),
  )?.generator;
}

function getLanguageList() {
  return CODE_SAMPLE_LANGUAGES.map(({ key, label, syntaxMode, variant }) => ({
    key,
    label,
    syntax_mode: syntaxMode,
    variants: [{ key: variant }],
  }));
}

function getOptions(language: string, variant: string, callback: Callback<object[]>): void {
  const generator = find(language, variant);
  if (!generator) return callback(`No code generator for ${language} (${variant})`);
  callback(null, generator.getOptions());
}

function convert(
  language: string,
  variant: string,
  request: unknown,
  options: object,
  callback: Callback<string>,
): void {
  const generator = find(language, variant);
  if (!generator) return callback(`No code generator for ${language} (${variant})`);
  try {
    generator.convert(request, options, callback);
  } catch (error) {
    callback(error);
  }
}

export default { getLanguageList, getOptions, convert };
