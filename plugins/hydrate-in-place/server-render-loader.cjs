// Build-time loader for three schema views of the OpenAPI theme (see
// SCHEMA_VIEWS_RENDERED_IN_BROWSER in index.ts): the parameters, the request body and
// each response's body. The theme exports each as its view wrapped in <BrowserOnly>
// behind a skeleton, so the server's HTML has no parameters and no schemas: a reader
// without JavaScript, a search engine and the site's own search records see grey
// bars, and in the browser the views render in one long task after hydration and push
// the page about. The views need nothing the server lacks (their state store is
// empty until the request panel loads, in the server's render and the browser's
// first). This loader exports the view itself. If a file no longer has the expected
// wrapper, the build stops and says so.

/** `exports.default = RequestSchema;` where `const RequestSchemaComponent = ...` is the view. */
function renderOnServer(source, file) {
  const exported = /^exports\.default = (\w+);\s*$/m.exec(source);
  const view = exported && `${exported[1]}Component`;
  const wrapper = exported && new RegExp(`^const ${exported[1]} = \\(props\\) => \\{\\s*return react_1\\.default\\.createElement\\(\\s*BrowserOnly_1\\.default,`, 'm');
  if (!exported || !new RegExp(`^const ${view} = `, 'm').test(source) || !wrapper.test(source)) {
    throw new Error(
      `hydrate-in-place: expected ${file} to export a view wrapped in BrowserOnly (const X = (props) => BrowserOnly(XComponent); exports.default = X). ` +
        'docusaurus-theme-openapi-docs has changed: update plugins/hydrate-in-place/server-render-loader.cjs.',
    );
  }
  return source.replace(exported[0], `exports.default = ${view};\n`);
}

module.exports = function serverRenderLoader(source) {
  return renderOnServer(source, this.resourcePath);
};
module.exports.renderOnServer = renderOnServer;
