import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

export {
  default as remarkGeneratedContent,
  composeBuilderTwin,
  type RemarkGeneratedContentOptions,
} from './remark-generated-content';

/**
 * The compose file builder: its page's component (`@theme/ComposeBuilder`) lives
 * in theme/, so its code is only in the chunk of the page that uses it. The
 * tables and default files on other pages come from remark-generated-content.ts
 * at build time, with no code in the browser.
 */
export default function composeBuilderPlugin(): Plugin {
  return {
    name: 'compose-builder',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return join(__dirname, 'theme');
    },
  };
}
