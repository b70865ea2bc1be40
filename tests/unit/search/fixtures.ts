/**
 * Small built pages in the shape Docusaurus 3.8 and docusaurus-theme-openapi-docs
 * write them (reduced to what record extraction reads), for the search unit tests.
 */

const head = (title: string, tag: string, extra = '') => `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="UTF-8">
<title data-rh="true">${title} | Pulsarr</title>
<meta data-rh="true" name="docsearch:language" content="en">
<meta data-rh="true" name="docsearch:docusaurus_tag" content="${tag}">${extra}
</head>`;

const sidebar = (categories: string[], page: string) => `
<nav class="menu"><ul class="menu__list">
${categories.map((category) => `<li><a class="menu__link menu__link--sublist menu__link--active" href="#">${category}</a></li>`).join('')}
<li><a class="menu__link menu__link--active" href="#">${page}</a></li>
<li><a class="menu__link" href="#">Another page</a></li>
</ul></nav>`;

export const DOC_PAGE = `${head('Delete Sync', 'docs-default-current')}<body>
<nav class="navbar"><a class="navbar__link navbar__link--active" href="/Pulsarr/docs/intro">Documentation</a></nav>
${sidebar(['Utilities'], 'Delete Sync')}
<main><article>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li>Utilities</li><li>Delete Sync</li></ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown">
<header><h1>Delete Sync</h1></header>
<p>Delete sync removes movies and shows that nobody watchlists any more.</p>
<h2 class="anchor" id="dry-run">Run a dry run first<a href="#dry-run" class="hash-link" aria-label="Direct link">&#8203;</a></h2>
<p>A <strong>dry run</strong> lists what would be deleted, without deleting.</p>
<ul><li>Open <code>Utilities</code>.<ul><li>Nested step.</li></ul></li><li><p>Select Dry run.</p></li></ul>
<div class="language-bash theme-code-block"><pre><code>curl -X POST http://localhost:3003/v1/scheduler/schedules/delete-sync/dry-run</code></pre></div>
<div class="theme-admonition alert"><div class="admonitionHeading_Gvgb">danger</div><div><p>Files are removed from disk.</p></div></div>
<h3 class="anchor" id="settings">Settings<a href="#settings" class="hash-link">&#8203;</a></h3>
<table><thead><tr><th>Setting</th><th>Default</th><th>Meaning</th></tr></thead>
<tbody><tr><td><code>deleteMovie</code></td><td>false</td><td>Remove movies nobody wants.</td></tr></tbody></table>
<p>Text with &lt;script&gt;alert(1)&lt;/script&gt; written in it.</p>
</div>
<footer class="theme-doc-footer"><a href="#">Edit this page</a></footer>
<nav class="pagination-nav"><a href="#">Previous</a></nav>
</article></main></body></html>`;

export const API_PAGE = `${head('Create a user', 'docs-default-current')}<body>
${sidebar(['API Reference', 'Users'], 'Create a user')}
<main><article>
<nav class="theme-doc-breadcrumbs"><ul><li>API Reference</li><li>Users</li></ul></nav>
<div class="theme-doc-markdown markdown"><div class="row theme-api-markdown"><div class="col col--7 openapi-left-panel__container">
<h1 class="openapi__heading">Create a user</h1>
<pre class="openapi__method-endpoint"><span class="badge badge--success">post</span> <h2 class="openapi__method-endpoint-path">/v1/users/users</h2></pre>
<div class="openapi__divider"></div>
<p>Adds a user record that Pulsarr can sync watchlists for.</p>
<table><tr><th><p>Security Scheme Type:<td><p>apiKey<tr><th><p>Header parameter name:<td><p>X-API-Key</table>
<h2 class="anchor openapi-tabs__heading" id="request">Request<a href="#request" class="hash-link">&#8203;</a></h2>
<div class="openapi-skeleton sm"></div>
<div class="openapi-tabs__container"><div class="openapi-tabs__response-header-section"><h2 class="anchor openapi-tabs__heading" id="responses">Responses</h2></div><div>The user was created.</div></div>
</div></div></div>
</article></main></body></html>`;

export const API_PAGE_WITH_PARAMETER = `${head('Get a user', 'docs-default-current')}<body>
${sidebar(['API Reference', 'Users'], 'Get a user')}
<main><article><div class="theme-doc-markdown markdown">
<h1 class="openapi__heading">Get a user</h1>
<pre class="openapi__method-endpoint"><span class="badge badge--primary">get</span> <h2 class="openapi__method-endpoint-path">/v1/users/users/:id</h2></pre>
<p>Returns one user.</p>
</div></article></main></body></html>`;

export const HOME_PAGE = `${head('Pulsarr Documentation', 'default')}<body>
<nav class="navbar"><a class="navbar__link" href="/Pulsarr/docs/intro">Documentation</a></nav>
<main>
<p class="eyebrow">Documentation for Pulsarr 0.6.4</p>
<h1>Pulsarr</h1>
<p>Add it to your Plex watchlist. Pulsarr does the rest.</p>
<h2 id="what-pulsarr-does">What Pulsarr does</h2>
<ol><li><h3>Watchlist</h3><p>You or a friend adds a movie to a Plex watchlist.</p></li><li><h3>Route</h3><p>Routing rules pick the instance.</p></li></ol>
</main>
<footer class="footer"><a href="#">GitHub</a></footer>
</body></html>`;

export const SEARCH_PAGE = `${head('Search the documentation', 'default', '\n<meta data-rh="true" property="robots" content="noindex, follow">')}<body>
<main><h1>Search the documentation</h1></main></body></html>`;

export const SITE_URL = 'https://docs.example.test';

/** An operation page with a request body, its schema's properties as docusaurus-theme-openapi-docs 4.7 writes them. */
export const API_PAGE_WITH_BODY = `${head('Change settings', 'docs-default-current')}<body>
${sidebar(['API Reference', 'Config'], 'Change settings')}
<main><article><div class="theme-doc-markdown markdown"><div class="row theme-api-markdown"><div class="col col--7 openapi-left-panel__container">
<h1 class="openapi__heading">Change settings</h1>
<pre class="openapi__method-endpoint"><span class="badge badge--info">PUT</span> <h2 class="openapi__method-endpoint-path">http://localhost:3003<!-- -->/v1/config</h2></pre>
<p>Changes any of the stored settings.</p>
<h2 class="anchor openapi-tabs__heading" id="request">Request<a href="#request" class="hash-link">&#8203;</a></h2>
<div class="tabs-container"><div class="margin-top--md"><div role="tabpanel"><details class="openapi-markdown__details mime" open><summary><h3 class="openapi-markdown__details-summary-header-body">Body<strong class="openapi-schema__required">required</strong></h3></summary><div><div class="collapsibleContent_i85q">
<ul style="margin-left:1rem"><li class="api-reference__list-item"><div class="openapi-schema__list-item"><div><span class="openapi-schema__container"><strong class="openapi-schema__property">port</strong><span class="openapi-schema__name">integer</span></span><p>Port that goes with <code>baseUrl</code> in those webhook addresses (1–65535).<p><strong>Possible values:</strong> <code>&gt;= 1</code></div></div>
<div class="openapi-schema__list-item"><details class="openapi-markdown__details" data-collapsed="true"><summary><span class="openapi-schema__container"><strong class="openapi-schema__property">plexLabelSync</strong><span class="openapi-schema__name"> <!-- -->object</span></span></summary><div><div class="collapsibleContent_i85q"><div style="margin-left:1rem"><div><p>Settings of Plex label sync.</div>
<div class="openapi-schema__list-item"><div><span class="openapi-schema__container"><strong class="openapi-schema__property">enabled</strong><span class="openapi-schema__name">boolean</span><span class="openapi-schema__divider"></span><span class="openapi-schema__required">required</span></span><p>Label Plex items with the users who want them.</div></div>
<div class="openapi-schema__list-item"><div><span class="openapi-schema__container"><strong class="openapi-schema__property"></strong><span class="openapi-schema__name">string</span></span></div></div>
</div></div></div></details></div>
</li></ul></div></div></details></div></div></div>
</div></div></div></article></main></body></html>`;
