/**
 * The home page shows a compose file without loading the builder's code: it must be
 * the file the Latest Quick Start and the compose builder give by default.
 */
import { describe, expect, it } from 'vitest';

import { LATEST_VERSION } from '../../../core/docs-site/versions';
import { defaultState, generateCompose } from '../../../core/settings/generator';
import { composeExample } from '../../../src/data/features';

describe("the home page's compose file", () => {
  it("is the Latest compose builder's default docker-compose.yml", () => {
    expect(composeExample.trim()).toBe(generateCompose(defaultState(LATEST_VERSION)).trim());
  });
});
