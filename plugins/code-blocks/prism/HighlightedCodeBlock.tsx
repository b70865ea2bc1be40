/**
 * The theme's code block with the site's extra Prism languages (bash, ini, json,
 * yaml, docker) registered first: the part of every code block that needs the
 * highlighter. theme/CodeBlock loads it when a block comes near the screen.
 */
import type { ReactNode } from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';

import './register-languages';

export default function HighlightedCodeBlock(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
