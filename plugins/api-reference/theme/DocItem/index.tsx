import React, { createElement, type ComponentType, type ReactNode } from 'react';
import type { Props } from '@theme/DocItem';
import DocItem from '@theme-init/DocItem';

import { OPERATION_PAGE_EXPORT } from '../../operation-page/operationPageMdx';

/**
 * The page component an operation page of the API reference exports (see
 * operation-page/operationPageMdx.ts). Other pages export none.
 */
export function operationPageComponent(content: Props['content']): ComponentType<Props> | undefined {
  return (content as unknown as Record<string, ComponentType<Props> | undefined>)[OPERATION_PAGE_EXPORT];
}

/**
 * The one docs plugin renders every page with this component: the theme's doc
 * item for ordinary pages (and the API reference's introduction and tag
 * pages), the API item for operation pages. The API item's code comes with
 * the operation page itself, so ordinary pages never download it.
 */
export default function DocItemChooser(props: Props): ReactNode {
  const operationPage = operationPageComponent(props.content);
  // A component the page module exports, the same for every render of the page.
  return operationPage ? createElement(operationPage, props) : <DocItem {...props} />;
}
