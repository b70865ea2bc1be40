// Which variables are also set in the web interface or through the API is read from each version's
// OpenAPI document (the body of updateConfig), never decided by hand: the data module's list must be
// that body's property names, and each variable's overridesUi follows from it.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { DOCS_VERSIONS } from '../../../core/docs-site/versions';
import { loadResolvedDocument, requestBodyProperties } from '../../../core/openapi/openapi-document';
import { CONFIG_UPDATE_PROPERTIES } from '../../../core/settings/config-update';
import { envData, ENV_DATA_VERSIONS } from '../../../core/settings/env-vars';
import { REPO_ROOT } from '../content/doc-sources';

const documentOf = (version: string) =>
  loadResolvedDocument(path.join(REPO_ROOT, DOCS_VERSIONS.find((info) => info.name === version)!.openapiRoot));

describe.each(ENV_DATA_VERSIONS)('docs version %s: what the config update accepts', (version) => {
  const properties = requestBodyProperties(documentOf(version), 'updateConfig');

  it('is the body of updateConfig in its OpenAPI document, property for property', () => {
    expect(
      [...CONFIG_UPDATE_PROPERTIES[version]],
      `core/settings/config-update.ts, ${version}: ${JSON.stringify(properties)}`,
    ).toEqual(properties);
  });

  it('marks a variable as also set in the web interface or API exactly when that body has it', () => {
    for (const variable of envData(version).variables) {
      expect(variable.overridesUi, variable.name).toBe(properties.includes(variable.name));
    }
  });
});

describe('the cases review F5-1 and issue 38 found', () => {
  it('0.6.4 reads baseUrl from .env only, and takes port and cookieSecret through the API', () => {
    const overrides = (name: string) =>
      envData('0.6.4').variables.find((variable) => variable.name === name)!.overridesUi;
    expect([overrides('baseUrl'), overrides('port'), overrides('cookieSecret')]).toEqual([false, true, true]);
  });

  it('Latest sets baseUrl in the web interface, but authenticationMethod and appriseUrl only in .env', () => {
    const overrides = (name: string) =>
      envData('current').variables.find((variable) => variable.name === name)!.overridesUi;
    expect([overrides('baseUrl'), overrides('authenticationMethod'), overrides('appriseUrl')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
