/**
 * What an operation page imports to get its page component (see
 * operationPageMdx.ts). The 132 pages import this module; this module alone
 * imports the API reference's code, with one dynamic import, so the bundler
 * keeps that code in one chunk of its own. The top-level await makes each
 * page's module wait for the chunk: Docusaurus then has it before it renders
 * or hydrates the page.
 */
const { default: ApiOperationPage } = await import('./index');

export default ApiOperationPage;
