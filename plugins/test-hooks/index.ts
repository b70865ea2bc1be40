import type { LoadContext, Plugin } from '@docusaurus/types';

/** Where the test build serves the page that crashes on demand, below the base URL. */
export const CRASH_TEST_ROUTE = 'test-hooks/crash';

/**
 * Only in the test build (config/test-hooks.ts): adds a page whose content
 * crashes on demand, to prove the theme's crash fallback. Readers never get it.
 */
export default function testHooksPlugin(context: LoadContext): Plugin {
  return {
    name: 'test-hooks',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: `${context.baseUrl}${CRASH_TEST_ROUTE}`,
        component: '@site/plugins/test-hooks/CrashTestPage',
        exact: true,
      });
    },
  };
}
