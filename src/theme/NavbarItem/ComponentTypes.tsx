import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';

import GitHubStarButton from '@site/src/components/GitHubStarButton';

/** The theme's navbar item types plus ours, used as `type: 'custom-…'` in config/navbar.ts. */
const types: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-githubStars': GitHubStarButton,
};

export default types;
