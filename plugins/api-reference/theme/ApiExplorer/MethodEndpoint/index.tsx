import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import { serverAddress } from '../../../operation-page/serverAddress';

const BADGE_COLOURS: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

/**
 * An operation's method and address, under its title. Written for the site in
 * place of the theme's, which added the server address only in the browser
 * after hydration, so the line grew and moved the page below it. Here the server build writes the
 * first server of the page's own OpenAPI document (customFields.apiServerUrls, by
 * docs version), and so does the browser
 * until the request panel has loaded (its state is empty until then); after
 * that the line shows the server chosen in the panel.
 * Same markup as the theme's.
 */
export default function MethodEndpoint({
  method,
  path,
  context,
}: {
  method: string;
  path: string;
  context?: string;
}): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { version } = useDocsVersion();
  const chosen = useTypedSelector((state) => state.server?.value);
  const defaults = (siteConfig.customFields?.apiServerUrls ?? {}) as Record<string, string>;
  const address = chosen ? serverAddress(chosen) : (defaults[version] ?? '');
  const url = context === 'callback' ? '' : address;
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={`badge badge--${BADGE_COLOURS[method] ?? 'secondary'}`}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method === 'event' ? (
          // A webhook page's path is the event's name (see operation-page/webhookPage.ts).
          <h2 className="openapi__method-endpoint-path">{path}</h2>
        ) : (
          <h2 className="openapi__method-endpoint-path">
            {url}
            {path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}
          </h2>
        )}
      </pre>
      <div className="openapi__divider" />
    </>
  );
}
