// The theme component this plugin's theme/ wraps, as Docusaurus resolves it: the
// theme's own (a theme wrapping with @theme-original would render itself).
declare module '@theme-init/EditThisPage' {
  import type { ReactNode } from 'react';

  export default function EditThisPage(props: { editUrl: string }): ReactNode;
}
