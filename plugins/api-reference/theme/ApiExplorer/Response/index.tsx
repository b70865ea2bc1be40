import { useEffect, useState, type ReactNode } from 'react';
import Response from '@theme-init/ApiExplorer/Response';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { clearCode, clearHeaders, clearResponse } from '@theme/ApiExplorer/Response/slice';

import { serverAddress } from '../../../operation-page/serverAddress';

import { diagnoseRequestFailure, type RequestFailure } from './diagnose';

/** What the theme shows while a request is on its way. */
const FETCHING = 'Fetching...';

function Cause({ failure }: { failure: RequestFailure }): ReactNode {
  const address = <code>{failure.address}</code>;
  switch (failure.kind) {
    case 'invalid-address':
      return (
        <Translate id="pulsarr.apiExplorer.failure.invalidAddress" values={{ address }}>
          {
            '{address} is not a web address. Edit the base URL above: it starts with http:// or https://, then your server and its port.'
          }
        </Translate>
      );
    case 'mixed-content':
      return (
        <Translate id="pulsarr.apiExplorer.failure.mixedContent" values={{ address }}>
          {
            'Your browser blocked the request: this page was loaded over https, and an https page may not call an http address such as {address} (mixed content). Use an https address for your server, or a copy of these docs served over http on your own network.'
          }
        </Translate>
      );
    case 'unreachable':
      return (
        <Translate id="pulsarr.apiExplorer.failure.unreachable" values={{ address }}>
          {
            'Nothing answered at {address}. Check the base URL above (host and port), that Pulsarr is running, and that this computer can reach it.'
          }
        </Translate>
      );
    case 'blocked-by-cors':
      return (
        <Translate
          id="pulsarr.apiExplorer.failure.blockedByCors"
          values={{ address, site: <code>{failure.pageOrigin}</code> }}
        >
          {
            'A server answered at {address}, but your browser kept its answer from this page: the server does not allow requests from {site} (CORS).'
          }
        </Translate>
      );
  }
}

/** The response area after a request that did not come back: what most likely happened, and what always works. */
function RequestFailed({ serverUrl }: { serverUrl: string }): ReactNode {
  const dispatch = useTypedDispatch();
  const [diagnosed, setDiagnosed] = useState<{ serverUrl: string; failure: RequestFailure } | null>(null);
  useEffect(() => {
    let current = true;
    diagnoseRequestFailure({ serverUrl, pageUrl: window.location.href }).then(
      (failure) => current && setDiagnosed({ serverUrl, failure }),
    );
    return () => {
      current = false;
    };
  }, [serverUrl]);
  const failure = diagnosed?.serverUrl === serverUrl ? diagnosed.failure : null;

  return (
    <div className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">
          <Translate id="theme.openapi.response.title">Response</Translate>
        </span>
        <button
          type="button"
          className="openapi-explorer__response-clear-btn clean-btn"
          onClick={() => {
            dispatch(clearResponse());
            dispatch(clearCode());
            dispatch(clearHeaders());
          }}
        >
          <Translate id="theme.openapi.response.clear">Clear</Translate>
        </button>
      </div>
      <div className="pulsarr-request-failure" role="alert" data-failure={failure?.kind ?? 'checking'}>
        <p>
          <strong>
            <Translate id="pulsarr.apiExplorer.failure.title">The request did not complete.</Translate>
          </strong>{' '}
          {failure ? (
            <Cause failure={failure} />
          ) : (
            <Translate id="pulsarr.apiExplorer.failure.checking">Checking why…</Translate>
          )}
        </p>
        <p>
          <Translate id="pulsarr.apiExplorer.failure.curl">
            The curl command in the code samples above sends the same request from a terminal, where these browser rules
            do not apply: copy it and run it on a computer that can reach your server.
          </Translate>{' '}
          <Link to="/docs/api-documentation#try-requests-from-this-site">
            <Translate id="pulsarr.apiExplorer.failure.more">More about sending requests from this site</Translate>
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * The request panel's response area. The theme puts its own message about a
 * request that failed in the store but then shows only its placeholder ("Send the
 * request above…"), so a reader saw nothing happen; this shows why instead.
 */
export default function ResponseWrapper(props: Record<string, unknown>): ReactNode {
  const code = useTypedSelector((state) => state.response?.code);
  const value = useTypedSelector((state) => state.response?.value);
  const server = useTypedSelector((state) => state.server?.value);
  const failed = Boolean(value) && !code && value !== FETCHING;
  if (failed && server) return <RequestFailed serverUrl={serverAddress(server)} />;
  return <Response {...props} />;
}
