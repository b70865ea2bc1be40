import { mergeConfig } from 'vitest/config';

import unitConfig from './vitest.config';

/**
 * The unit tests as Stryker runs them: each file with its own module registry. Stryker runs every file in one
 * process with coverage per test, where files sharing one registry fill the process's heap.
 */
export default mergeConfig(unitConfig, { test: { isolate: true } });
