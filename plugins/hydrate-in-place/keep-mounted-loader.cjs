// Build-time loader for the tab components of Docusaurus's classic theme and of the
// OpenAPI theme (see TABS_REMOUNTED_AFTER_HYDRATION in index.ts). Each renders its
// tabs under `key={String(isBrowser)}`: when the page has hydrated, the key changes
// and React throws the hydrated tabs away and builds them again, with everything in
// them (on an API page, the request body and the responses: most of the article;
// on a docs page, the code blocks, which then lose the server's highlighting). The
// tabs choose their tab with useTabs, which already keeps the server's choice while
// hydrating and applies a stored or linked choice in a layout effect, so the remount
// only costs time. This loader removes the key. If a file no longer has exactly one
// such key, the build stops and says so.

const REMOUNT_KEY = /key: String\(isBrowser\),|key=\{String\(isBrowser\)\}/g;

function keepMounted(source, file) {
  let found = 0;
  const kept = source.replace(REMOUNT_KEY, () => {
    found += 1;
    return '';
  });
  if (found !== 1) {
    throw new Error(
      `hydrate-in-place: expected one key={String(isBrowser)} in ${file}, found ${found}. ` +
        'The theme has changed: update plugins/hydrate-in-place/keep-mounted-loader.cjs.',
    );
  }
  return kept;
}

module.exports = function keepMountedLoader(source) {
  return keepMounted(source, this.resourcePath);
};
module.exports.keepMounted = keepMounted;
