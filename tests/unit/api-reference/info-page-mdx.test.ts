import { describe, expect, it } from 'vitest';

import { PAGE_STYLES_MODULE, toInfoPageMdx } from '../../../plugins/api-reference/info-page-mdx';

/** The start of an introduction page as docusaurus-plugin-openapi-docs 4.7 writes it. */
const GENERATED = `---
id: pulsarr-api
title: "Pulsarr API"
hide_title: true
---

import ApiLogo from "@theme/ApiLogo";
import Heading from "@theme/Heading";

<Heading as={"h1"} className={"openapi__heading"} children={"Pulsarr API"}></Heading>
`;

describe('toInfoPageMdx', () => {
  const page = toInfoPageMdx(GENERATED);

  it('imports the API pages’ stylesheets right after the front matter', () => {
    expect(page.startsWith('---\nid: pulsarr-api\n')).toBe(true);
    expect(page).toMatch(new RegExp(`^---\\n[\\s\\S]*?\\n---\\n\\nimport '${PAGE_STYLES_MODULE}';\\n`));
  });

  it('keeps the rest of the page as the generator wrote it', () => {
    expect(page.endsWith(GENERATED.slice(GENERATED.indexOf('\nimport ApiLogo')))).toBe(true);
  });
});
