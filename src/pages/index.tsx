import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';

import FeatureGrid from '@site/src/components/home/FeatureGrid';
import HomeHero from '@site/src/components/home/HomeHero';
import Pipeline from '@site/src/components/home/Pipeline';
import QuickStartPath from '@site/src/components/home/QuickStartPath';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Pulsarr Documentation"
      description="Install and run Pulsarr: real-time Plex watchlist monitoring that routes movies to Radarr and shows to Sonarr, with approvals, quotas and notifications."
    >
      <main>
        <HomeHero />
        <Pipeline />
        <FeatureGrid />
        <QuickStartPath />
      </main>
    </Layout>
  );
}
