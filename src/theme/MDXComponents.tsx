import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';

/** The theme's Markdown components, with tables that scroll accessibly on small screens. */
const components: typeof MDXComponents = {
  ...MDXComponents,
  table: ScrollableTable,
};

export default components;
