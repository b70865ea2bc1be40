import type { ReactNode } from 'react';
import ApiExplorer from '@theme/ApiExplorer';
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import { createStoreWithState, type ApiPanelStore, type ApiThemeOptions } from '@theme/ApiItem/store';

/**
 * The "Send API Request" panel of an operation page and the state it works
 * on. Loaded on demand by OperationItem: this chunk holds the request
 * builder, the code-sample generators and their highlighting, which a reader
 * who never reaches the panel does not need.
 */

/** The operation as the generator stores it in a page's front matter (`api`). */
export interface OperationDocument {
  method: string;
  servers?: unknown[];
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown;
  securitySchemes?: unknown;
  [field: string]: unknown;
}

/** Reads the `api` front matter of an operation page: the operation, as the generator writes it. */
export function readOperation(api: unknown): OperationDocument {
  if (api && typeof api === 'object' && typeof (api as OperationDocument).method === 'string')
    return api as OperationDocument;
  throw new Error(
    'This operation page has no "api" front matter: regenerate the API reference (npm run api:generate).',
  );
}

const SUCCESS_STATUS = /^2\d\d$/;

/** What the left column's media-type tabs chose before the panel loaded: kept, not reset. */
interface CarriedChoices {
  accept?: { value?: string };
  contentType?: { value?: string };
}

/**
 * The panel's state for one operation: the media types it accepts and sends
 * (success responses only), its servers, its parameters grouped by place and
 * its security options, with the server a reader picked earlier in this tab.
 */
export function createPanelStore(
  operation: OperationDocument,
  options: ApiThemeOptions | undefined,
  carried: CarriedChoices = {},
): ApiPanelStore {
  const accepted = Object.entries(operation.responses ?? {})
    .filter(([status]) => SUCCESS_STATUS.test(status))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const sent = Object.keys(operation.requestBody?.content ?? {});
  const params: Record<'path' | 'query' | 'header' | 'cookie', unknown[]> = {
    path: [],
    query: [],
    header: [],
    cookie: [],
  };
  for (const parameter of operation.parameters ?? []) params[parameter.in].push(parameter);
  const storage = createStorage(options?.authPersistence ?? 'sessionStorage');
  const savedServer = storage.getItem('server');
  const server = savedServer ? (JSON.parse(savedServer) as { url?: string }) : undefined;
  const pick = (value: string | undefined, choices: string[]) =>
    value && choices.includes(value) ? value : choices[0];
  return createStoreWithState(
    {
      accept: { value: pick(carried.accept?.value, accepted), options: accepted },
      contentType: { value: pick(carried.contentType?.value, sent), options: sent },
      server: { value: server?.url ? server : undefined, options: operation.servers ?? [] },
      response: { value: undefined },
      body: { type: 'empty' },
      params,
      auth: createAuth({ security: operation.security, securitySchemes: operation.securitySchemes, options }),
      schemaSelection: { selections: {} },
    },
    [createPersistenceMiddleware(options)],
  );
}

export default function RequestPanel({
  operation,
  infoPath,
}: {
  operation: OperationDocument;
  infoPath?: string;
}): ReactNode {
  return <ApiExplorer item={operation} infoPath={infoPath} />;
}
