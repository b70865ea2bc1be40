// Build-time loader for the OpenAPI theme's five tab components (see TAB_COMPONENTS in
// index.ts). When its tabs overflow, each component shows two scroll buttons that hold
// nothing but an arrow drawn in CSS: buttons without a name (axe: button-name). This
// loader gives each one an aria-label. If the theme's code no longer has the expected
// two buttons, the build stops and says so rather than ship them nameless.

const LABELS = { left: 'Scroll the tabs left', right: 'Scroll the tabs right' };

/** `className: "openapi-tabs__arrow left",` or `className: (0, clsx_1.default)("openapi-tabs__arrow", "left"),` */
const ARROW_CLASS = /className:\s*(?:"openapi-tabs__arrow (left|right)"|\(0, clsx_1\.default\)\(\s*"openapi-tabs__arrow",\s*"(left|right)"\s*\)),/g;

function labelTabArrows(source, file) {
  const sides = [];
  const labelled = source.replace(ARROW_CLASS, (match, plain, viaClsx) => {
    const side = plain ?? viaClsx;
    sides.push(side);
    return `${match} "aria-label": ${JSON.stringify(LABELS[side])},`;
  });
  if (sides.sort().join() !== 'left,right') {
    throw new Error(
      `openapi-browser-support: expected one left and one right tab scroll button in ${file}, found [${sides.join(', ')}]. ` +
        'docusaurus-theme-openapi-docs has changed: update plugins/openapi-browser-support/tab-arrow-labels-loader.cjs.',
    );
  }
  return labelled;
}

module.exports = function tabArrowLabelsLoader(source) {
  return labelTabArrows(source, this.resourcePath);
};
module.exports.labelTabArrows = labelTabArrows;
module.exports.LABELS = LABELS;
