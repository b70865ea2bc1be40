// The theme components this plugin's theme/ uses, as Docusaurus resolves them.
declare module '@theme-init/DocBreadcrumbs' {
  import type { ReactNode } from 'react';

  export default function DocBreadcrumbs(): ReactNode;
}

declare module '@theme/CopyPage' {
  import type { ReactNode } from 'react';

  export default function CopyPage(props: { permalink: string }): ReactNode;
}
