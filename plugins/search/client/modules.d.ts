/// <reference types="@docusaurus/theme-search-algolia" />

// @docsearch/react ships its stylesheets' entry points without type declarations.
declare module '@docsearch/react/style/variables';
declare module '@docsearch/react/style/button';
declare module '@docsearch/react/style/modal';
