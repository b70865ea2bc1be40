/**
 * The stylesheets of the API reference's pages: the OpenAPI theme's (which the
 * theme does not register for every page, see patches/README.md) and the site's
 * own. Operation pages import this module (operation-page/index.tsx), and so do
 * the introduction pages (config/openapi.ts); plugins/page-styles keeps both
 * stylesheets out of the one every page loads.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './api-reference.css';
