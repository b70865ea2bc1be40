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

// The request panel's state (a Redux store ApiItem provides), as far as the
// site's own panel components read it.
declare module '@theme/ApiItem/hooks' {
  /** One security scheme of the document, with the key it has there and the scopes an operation asks for. */
  export interface SecuritySchemeOption {
    key: string;
    type: string;
    name?: string;
    scopes?: string[];
    [field: string]: unknown;
  }

  /** A server of the document, as the request panel keeps it. */
  export interface ServerOption {
    url: string;
    description?: string;
    variables?: Record<string, { default?: string; enum?: string[] }>;
  }

  export interface ApiPanelState {
    /** Empty until the page has hydrated: the server build renders with an empty store. */
    server?: { value?: ServerOption; options: ServerOption[] };
    auth: {
      /** Each security option of the operation: the schemes it combines. */
      options: Record<string, SecuritySchemeOption[]>;
      selected?: string;
    };
  }

  export function useTypedSelector<Selected>(select: (state: ApiPanelState) => Selected): Selected;
}
