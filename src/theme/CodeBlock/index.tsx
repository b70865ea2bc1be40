import type { WrapperProps } from '@docusaurus/types';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { ReactNode } from 'react';

// Before any block renders: the extra languages (bash, ini, json, yaml, docker).
// Imported here rather than at startup (plugins/prism-on-demand), so the
// highlighter travels with the code block's chunk instead of every page's first script.
import '../../prism/register-languages';

type Props = WrapperProps<typeof CodeBlockType>;

/** The theme's code block, with the highlighter's languages registered on first use. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
