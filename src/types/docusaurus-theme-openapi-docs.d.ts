// The few theme components of docusaurus-theme-openapi-docs the site imports
// itself. The theme ships no declarations for its components.
declare module '@theme/ApiItem' {
  import type { ReactNode } from 'react';
  import type { Props } from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}

declare module '@theme/ApiExplorer/MethodEndpoint' {
  import type { ComponentType } from 'react';

  const MethodEndpoint: ComponentType<{ method: string; path: string; context?: string }>;
  export default MethodEndpoint;
}

// Components the generated pages pass their own props to; the site only hands them on.
declare module '@theme/OperationTabs' {
  const OperationTabs: import('react').ComponentType<Record<string, unknown>>;
  export default OperationTabs;
}
declare module '@theme/ParamsDetails' {
  const ParamsDetails: import('react').ComponentType<Record<string, unknown>>;
  export default ParamsDetails;
}
declare module '@theme/RequestSchema' {
  const RequestSchema: import('react').ComponentType<Record<string, unknown>>;
  export default RequestSchema;
}
declare module '@theme/StatusCodes' {
  const StatusCodes: import('react').ComponentType<Record<string, unknown>>;
  export default StatusCodes;
}
