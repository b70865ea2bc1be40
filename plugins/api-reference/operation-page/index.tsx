import React, { type ComponentType, type ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import Translate from '@docusaurus/Translate';
import MethodEndpoint from '@theme/ApiExplorer/MethodEndpoint';
import type { Props } from '@theme/DocItem';
import Heading from '@theme/Heading';
import OperationTabs from '@theme/OperationTabs';
import ParamsDetails from '@theme/ParamsDetails';
import RequestSchema from '@theme/RequestSchema';
import StatusCodes from '@theme/StatusCodes';
import TabItem from '@theme/TabItem';

import '../page-styles';
import OperationItem from './OperationItem';
import type { ApiPageMdxComponentName } from './operationPageMdx';

// The generated pages pass each component the props it expects; this map only routes names to components.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const components: Record<ApiPageMdxComponentName, ComponentType<any>> = {
  Heading,
  MethodEndpoint,
  OperationTabs,
  ParamsDetails,
  RequestSchema,
  StatusCodes,
  TabItem,
  Translate,
};

/**
 * One operation of the API reference (description, parameters, responses and
 * the "Send API Request" panel: see OperationItem), with the components its
 * generated page uses. Loaded as a separate chunk by theme/DocItem, so
 * only operation pages download it.
 */
export default function ApiOperationPage(props: Props): ReactNode {
  return (
    <MDXProvider components={components}>
      <OperationItem {...props} />
    </MDXProvider>
  );
}
