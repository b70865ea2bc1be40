import { describe, expect, it } from 'vitest';

import {
  API_PAGE_MDX_COMPONENTS,
  OPERATION_PAGE_EXPORT,
  toOperationPageMdx,
} from '../../../plugins/api-reference/operation-page/operationPageMdx';

/** The shape of a page as docusaurus-plugin-openapi-docs 4.7 writes it (front matter trimmed). */
const GENERATED = `---
id: get-config
title: "Get the settings"
---

import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";
import ParamsDetails from "@theme/ParamsDetails";
import StatusCodes from "@theme/StatusCodes";
import Heading from "@theme/Heading";
import Translate from "@docusaurus/Translate";

<Heading as={"h1"} children={"Get the settings"}></Heading>

<MethodEndpoint method={"get"} path={"/v1/config/config"} context={"endpoint"}></MethodEndpoint>

Changing the import of a setting is described below.

<StatusCodes {...require("../../../src/components/ApiOperationPage/get-config.StatusCodes.json")}></StatusCodes>
`;

describe('toOperationPageMdx', () => {
  const page = toOperationPageMdx(GENERATED);

  it('removes the component imports and keeps the content', () => {
    expect(page).not.toMatch(/^import /m);
    expect(page).toContain('<MethodEndpoint method={"get"} path={"/v1/config/config"}');
    expect(page).toContain('Changing the import of a setting is described below.');
    expect(page.startsWith('---\nid: get-config')).toBe(true);
  });

  it('re-exports the page component from the module that loads it as a chunk of its own', () => {
    expect(page.trimEnd().split('\n').at(-1)).toBe(
      `export { default as ${OPERATION_PAGE_EXPORT} } from '@site/plugins/api-reference/operation-page/load';`,
    );
  });

  it('fails on an import of a component the page component does not provide', () => {
    const withUnknown = GENERATED.replace(
      'import Heading from "@theme/Heading";',
      'import Heading from "@theme/Heading";\nimport ResponseSamples from "@theme/ResponseSamples";',
    );
    expect(() => toOperationPageMdx(withUnknown)).toThrow(/ResponseSamples/);
  });

  it('fails on an import it does not understand rather than leave it in place', () => {
    const named = GENERATED.replace(
      'import Heading from "@theme/Heading";',
      'import { Heading } from "@theme/Heading";',
    );
    expect(() => toOperationPageMdx(named)).toThrow(/cannot provide/);
  });

  it('lists each provided component once', () => {
    expect(new Set(API_PAGE_MDX_COMPONENTS).size).toBe(API_PAGE_MDX_COMPONENTS.length);
  });
});
