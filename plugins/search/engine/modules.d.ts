/// <reference types="@docusaurus/theme-search-algolia" />

// @docsearch/react ships these entry points without type declarations.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '@docsearch/react/style';

// The modal loaded as its own copy of the DocSearch module (see theme/SearchBar):
// the navbar's copy then keeps only the button and the keyboard hook.
declare module '@docsearch/react/dist/esm/index.js?modal' {
  export { DocSearchModal } from '@docsearch/react';
}
