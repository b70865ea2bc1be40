import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

import { CRASH_CAUSE_MESSAGE, CRASH_MESSAGE, CRASH_SWITCH_KEY, RECOVERED_TEXT } from './crash-switch';

function ContentThatCanCrash(): ReactNode {
  // Read only after hydration, so the server-rendered page is always the working one.
  const isBrowser = useIsBrowser();
  if (isBrowser && window.sessionStorage.getItem(CRASH_SWITCH_KEY) === 'on') {
    throw new Error(CRASH_MESSAGE, { cause: new Error(CRASH_CAUSE_MESSAGE) });
  }
  return <p>{RECOVERED_TEXT}</p>;
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" description="A test-build page that crashes on demand.">
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <ContentThatCanCrash />
      </main>
    </Layout>
  );
}
