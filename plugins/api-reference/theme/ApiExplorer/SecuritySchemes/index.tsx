import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import { useTypedSelector, type SecuritySchemeOption } from '@theme/ApiItem/hooks';

/** The label of one field of a security scheme; the theme translates the usual ones. */
function fieldLabel(field: string): string {
  switch (field) {
    case 'name':
      return translate({ id: 'theme.openapi.securitySchemes.name', message: 'name:' });
    case 'type':
      return translate({ id: 'theme.openapi.securitySchemes.type', message: 'type:' });
    case 'scopes':
      return translate({ id: 'theme.openapi.securitySchemes.scopes', message: 'scopes:' });
    case 'in':
      return translate({ id: 'theme.openapi.securitySchemes.in', message: 'in:' });
    case 'flows':
      return translate({ id: 'theme.openapi.securitySchemes.flows', message: 'flows:' });
    case 'description':
      return translate({ id: 'theme.openapi.securitySchemes.description', message: 'description:' });
    case 'scheme':
      return translate({ id: 'theme.openapi.securitySchemes.scheme', message: 'scheme:' });
    case 'bearerFormat':
      return translate({ id: 'theme.openapi.securitySchemes.bearerFormat', message: 'bearerFormat:' });
    case 'openIdConnectUrl':
      return translate({ id: 'theme.openapi.securitySchemes.openIdConnectUrl', message: 'openIdConnectUrl:' });
    default:
      return `${field}:`;
  }
}

/** One scheme's fields, one a line; its name links to the authentication section of the introduction. */
function SchemeFields({
  scheme,
  authenticationPath,
}: {
  scheme: SecuritySchemeOption;
  authenticationPath: string;
}): ReactNode {
  const { key, name, type, scopes, ...rest } = scheme;
  return (
    <pre className="api-reference__security-scheme">
      <span>
        <strong>{fieldLabel('name')}</strong> <Link to={authenticationPath}>{name ?? key}</Link>
      </span>
      <span>
        <strong>{fieldLabel('type')}</strong> {type}
      </span>
      {scopes && scopes.length > 0 && (
        <span>
          <strong>{fieldLabel('scopes')}</strong> <code>{scopes.join(',')}</code>
        </span>
      )}
      {Object.entries(rest).map(([field, value]) => (
        <span key={field}>
          <strong>{fieldLabel(field)}</strong>{' '}
          {typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value)}
        </span>
      ))}
    </pre>
  );
}

/** Doc id of each API reference's introduction, whose Authentication section the scheme names link to. */
const API_INTRODUCTION_DOC_ID = 'api/pulsarr-api';

/**
 * The top of the request panel: how the selected security option
 * authenticates, folded by default. Written for the site in place of the
 * theme's component, whose "Authorization" heading is an h4 right after the
 * page's h2 headings (axe: heading-order); here it is an h3. The scheme names
 * link to the introduction of the page's own docs version, found through
 * Docusaurus (the generator's `info_path` names the 0.6.4 address for both).
 */
export default function SecuritySchemes({ infoPath }: { infoPath: string }): ReactNode {
  const introduction = useLayoutDoc(API_INTRODUCTION_DOC_ID);
  const options = useTypedSelector((state) => state.auth.options);
  const selected = useTypedSelector((state) => state.auth.selected);
  const schemes = selected === undefined ? undefined : options[selected];
  if (!schemes?.[0]?.type) return null;
  return (
    <details className="openapi-security__details">
      <summary className="openapi-security__summary-container">
        <h3 className="openapi-security__summary-header">Authorization: {schemes[0].name ?? schemes[0].type}</h3>
      </summary>
      {schemes.map((scheme) => (
        <SchemeFields
          key={scheme.key}
          scheme={scheme}
          authenticationPath={`${introduction?.path ?? `/${infoPath}`}#authentication`}
        />
      ))}
    </details>
  );
}
