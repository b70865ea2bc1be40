// A page stylesheet must be linked from every page it styles (or the page paints unstyled first),
// and from no other (or the split saves nothing).
import { describe, expect, it } from 'vitest';

import {
  htmlClasses,
  selectorClassSets,
  styleRules,
  stylesPage,
  withPageStylesheets,
} from '../../../plugins/page-styles/link-stylesheets';

const SHARED_CSS = '.menu__link{color:red}.docs-wrapper{height:100%}';
const API_CSS =
  ':root{--x:1}.docs-wrapper{height:100%}.openapi__heading{font-size:2rem}@media (min-width:997px){.openapi-tabs__item.active{color:blue}}.theme-api-markdown .badge:not(.badge--info){margin:0}';

const sheet = {
  name: 'api-reference',
  href: 'assets/css/styles-api-reference.abc.css',
  selectors: selectorClassSets(API_CSS, new Set(styleRules(SHARED_CSS))),
};

describe('page stylesheets', () => {
  it('reads each style rule, inside at-rules too', () => {
    expect(styleRules(API_CSS)).toEqual([
      ':root{--x:1}',
      '.docs-wrapper{height:100%}',
      '.openapi__heading{font-size:2rem}',
      '.openapi-tabs__item.active{color:blue}',
      '.theme-api-markdown .badge:not(.badge--info){margin:0}',
    ]);
  });

  it('needs every class a selector names, leaving out rules the shared stylesheet has and classes inside :not()', () => {
    expect(sheet.selectors.map((classes) => [...classes].sort())).toEqual([
      ['openapi__heading'],
      ['active', 'openapi-tabs__item'],
      ['badge', 'theme-api-markdown'],
    ]);
  });

  it('styles a page whose elements carry all the classes of one of its selectors', () => {
    expect(stylesPage(sheet, htmlClasses('<h1 class="openapi__heading big">API</h1>'))).toBe(true);
    expect(stylesPage(sheet, htmlClasses('<div class=theme-api-markdown><span class="badge">x</span></div>'))).toBe(
      true,
    );
  });

  it('does not style a guide, though it shares classes with it', () => {
    const guide =
      '<html class="docs-wrapper plugin-docs"><a class="navbar__link active">Docs</a><span class=badge>v</span>';
    expect(stylesPage(sheet, htmlClasses(guide))).toBe(false);
  });

  it('is linked right after the shared stylesheet, on the pages it styles only', () => {
    const head =
      '<link rel=stylesheet href=/Pulsarr/assets/css/styles.123.css><script src=/Pulsarr/assets/js/main.js></script>';
    const api = withPageStylesheets(
      `${head}<h1 class=openapi__heading>API</h1>`,
      'assets/css/styles.123.css',
      [sheet],
      '/Pulsarr/',
    );
    expect(api.html).toContain(
      '<link rel=stylesheet href=/Pulsarr/assets/css/styles.123.css><link rel=stylesheet href=/Pulsarr/assets/css/styles-api-reference.abc.css><script',
    );
    const guide = withPageStylesheets(
      `${head}<h1 class=title>Guide</h1>`,
      'assets/css/styles.123.css',
      [sheet],
      '/Pulsarr/',
    );
    expect(guide).toEqual({ html: `${head}<h1 class=title>Guide</h1>`, linked: [] });
  });
});
