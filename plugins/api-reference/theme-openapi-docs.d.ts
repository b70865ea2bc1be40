// The few theme components of docusaurus-theme-openapi-docs the site imports
// itself. The theme ships no declarations for its components.
// The pieces of the theme's API item that operation-page/ puts together.
declare module '@theme/ApiItem/Layout' {
  import type { ReactNode } from 'react';

  export default function Layout(props: { children: ReactNode }): ReactNode;
}

declare module '@theme/SkeletonLoader' {
  import type { ReactNode } from 'react';

  export default function SkeletonLoader(props: { size?: 'sm' | 'md' | 'lg' }): ReactNode;
}

declare module '@theme/ApiItem/store' {
  import type { Middleware, Store } from '@reduxjs/toolkit';

  /** `themeConfig.api` of the site config. */
  export interface ApiThemeOptions {
    authPersistence?: 'localStorage' | 'sessionStorage' | false;
    [option: string]: unknown;
  }

  export type ApiPanelStore = Store;

  export function createStoreWithState(
    preloadedState: Record<string, unknown>,
    middlewares: Middleware[],
  ): ApiPanelStore;
  export function createStoreWithoutState(
    preloadedState: Record<string, unknown>,
    middlewares: Middleware[],
  ): ApiPanelStore;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  import type { Middleware } from '@reduxjs/toolkit';
  import type { ApiThemeOptions } from '@theme/ApiItem/store';

  export function createPersistenceMiddleware(options: ApiThemeOptions | undefined): Middleware;
}

declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(persistence: string | false): Storage;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  import type { ApiThemeOptions } from '@theme/ApiItem/store';

  export function createAuth(input: {
    security: unknown;
    securitySchemes: unknown;
    options: ApiThemeOptions | undefined;
  }): unknown;
}

declare module '@theme/ApiExplorer' {
  import type { ReactNode } from 'react';

  /** The "Send API Request" panel: security, code samples, request and response. */
  export default function ApiExplorer(props: { item: unknown; infoPath?: string }): ReactNode;
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
    /** The last answer: its body (or the theme's message after a failure), and its status code once one came back. */
    response?: { value?: string; code?: string };
    /** Empty until the page has hydrated: the server build renders with an empty store. */
    server?: { value?: ServerOption; options: ServerOption[] };
    auth: {
      /** Each security option of the operation: the schemes it combines. */
      options: Record<string, SecuritySchemeOption[]>;
      selected?: string;
    };
  }

  export function useTypedSelector<Selected>(select: (state: ApiPanelState) => Selected): Selected;
  export function useTypedDispatch(): (action: unknown) => void;
}

declare module '@theme/ApiExplorer/Response/slice' {
  export function clearResponse(): unknown;
  export function clearCode(): unknown;
  export function clearHeaders(): unknown;
}

declare module '@theme-init/ApiExplorer/Response' {
  const Response: import('react').ComponentType<Record<string, unknown>>;
  export default Response;
}
