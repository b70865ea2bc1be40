// The browser build of Algolia's lite client, read by tests for its defaults; same API as 'algoliasearch/lite'.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export { liteClient } from 'algoliasearch/lite';
}
