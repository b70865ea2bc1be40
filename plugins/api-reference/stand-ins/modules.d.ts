// Declarations for the packages the stand-ins here import (none ship types).

// The single-language code generators of postman-code-generators (no type declarations shipped).
declare module 'postman-code-generators/codegens/*' {
  const generator: {
    convert(request: unknown, options: object, callback: (error: unknown, snippet?: string) => void): void;
    getOptions(): object[];
  };
  export default generator;
}

declare module 'crypto-js/sha1' {
  const SHA1: (message: string) => { toString(): string };
  export default SHA1;
}

// Classes of postman-collection, re-exported untouched by postmanCollection.ts.
declare module 'postman-collection/lib/collection/*';

// The full lodash, as lodash/*.ts re-export its methods (no @types/lodash installed).
declare module 'lodash' {
  const lodash: Record<string, unknown>;
  export default lodash;
}

// The Postman collection SDK, whose Request the code-generator test builds.
declare module 'postman-collection';
