/**
 * The /search page: the modal's results for a query, a page at a time. The query and
 * the page live in the URL (`?q=…&page=2`), so a shared link opens the same results.
 * It asks the same backend as the modal, with the same filters.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useQueryString,
  useSearchLinkCreator,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import translations from '@theme/SearchTranslations';

import { SEARCH_INPUT_MAX_LENGTH, SEARCH_PAGE_VERSION_PARAM } from '../../../../core/search-engine/constants';
import type { SearchHit, SearchResponse } from '../../../../core/search-engine/engine';
import { HIERARCHY_LEVELS } from '../../../../core/search-engine/records';
import { sanitizeHit } from '../../client/sanitize';
import { loadPageSearchClient, useSearchParameters, useSiteSearch } from '../../client/site-search';
import { limitQuery } from '../../../../core/search-engine/text';
import { useContextualVersion, useSearchableVersions, type SearchableVersion } from '../../client/versions';

import { SEARCH_PAGE_PARAMETERS } from './request';
import styles from './styles.module.css';

/** Typing pauses this long before the page searches, in milliseconds. */
const SEARCH_PAGE_DEBOUNCE_MS = 150;

interface Answer {
  key: string;
  response?: SearchResponse;
  failed?: boolean;
}

interface ResultItem {
  url: string;
  title: string;
  breadcrumbs: string[];
  summary: string;
}

function toResultItem(hit: SearchHit, processUrl: (url: string) => string): ResultItem {
  const safe = sanitizeHit(hit);
  const levels = HIERARCHY_LEVELS.map((level) => safe._highlightResult.hierarchy?.[level]?.value ?? null).filter(
    (value): value is string => value !== null,
  );
  const title = levels.pop() ?? '';
  const summary = safe._snippetResult.content?.value ?? '';
  return { url: processUrl(hit.url ?? ''), title, breadcrumbs: levels, summary };
}

function pageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        { query },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

function useDocumentsFound(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found"',
          message: 'One document found|{count} documents found',
        },
        { count },
      ),
    );
}

function Pagination({
  query,
  version,
  page,
  pages,
}: {
  query: string;
  version: string | undefined;
  page: number;
  pages: number;
}) {
  const createSearchLink = useSearchLinkCreator();
  if (pages <= 1) return null;
  const versionParam = version ? `&${SEARCH_PAGE_VERSION_PARAM}=${encodeURIComponent(version)}` : '';
  const linkTo = (target: number) =>
    `${createSearchLink(query)}${versionParam}${target > 0 ? `&page=${target + 1}` : ''}`;
  return (
    <nav className={clsx('pagination-nav', styles.pagination)} aria-label="Search result pages">
      {page > 0 ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={linkTo(page - 1)} rel="prev">
          <div className="pagination-nav__label">Previous page</div>
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.pageNumber} aria-current="page">
        Page {page + 1} of {pages}
      </p>
      {page + 1 < pages ? (
        <Link className="pagination-nav__link pagination-nav__link--next" to={linkTo(page + 1)} rel="next">
          <div className="pagination-nav__label">Next page</div>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The docs version the page searches: the one named in the address (`?version=`),
 * else the one the reader was on or chose last, else the newest.
 */
function useSearchedVersion(): { versions: SearchableVersion[]; searched: SearchableVersion | undefined } {
  const versions = useSearchableVersions();
  const contextual = useContextualVersion();
  const [named] = useQueryString(SEARCH_PAGE_VERSION_PARAM);
  const searched = versions.find((version) => version.name === named) ?? contextual;
  return { versions, searched };
}

function VersionChoice({
  versions,
  searched,
  onChange,
}: {
  versions: SearchableVersion[];
  searched: SearchableVersion | undefined;
  onChange: (name: string) => void;
}) {
  if (versions.length < 2) return null;
  return (
    <label className={styles.versionChoice}>
      <Translate id="theme.SearchPage.docsVersionLabel">Docs version</Translate>{' '}
      <select value={searched?.name} onChange={(event) => onChange(event.target.value)}>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function SearchPageContent(): ReactNode {
  const siteSearch = useSiteSearch();
  const { config } = siteSearch;
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFound();
  const { versions, searched } = useSearchedVersion();
  const searchParameters = useSearchParameters(config, searched);
  const [linkedQuery] = useSearchQueryString();
  // A link may carry any query; the page searches with what the input accepts.
  const query = limitQuery(linkedQuery);
  const shortened = query !== linkedQuery;
  const [attempt, setAttempt] = useState(0);
  const [pageParam] = useQueryString('page');
  const page = Math.max(0, (Number.parseInt(pageParam, 10) || 1) - 1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${page}\u0000${attempt}\u0000${searched?.name}\u0000${query}`;

  useEffect(() => {
    if (!query) return undefined;
    let active = true;
    const timer = window.setTimeout(() => {
      loadPageSearchClient(siteSearch, docusaurusVersion)
        .then((client) =>
          client.search({
            requests: [
              {
                ...searchParameters,
                indexName: config.indexName,
                query,
                page,
                ...SEARCH_PAGE_PARAMETERS,
              },
            ],
          }),
        )
        .then(
          ({ results }) => active && setAnswer({ key, response: results[0] }),
          () => active && setAnswer({ key, failed: true }),
        );
    }, SEARCH_PAGE_DEBOUNCE_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [config.indexName, docusaurusVersion, key, page, query, searchParameters, siteSearch]);

  // A new query or version starts again at its first page; the version stays in the address.
  const replaceSearch = (q: string, version: string | undefined) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (version) params.set(SEARCH_PAGE_VERSION_PARAM, version);
    history.replace({ search: params.toString() });
  };
  const setQuery = (value: string) => replaceSearch(limitQuery(value), searched?.name);
  const current = query && answer?.key === key ? answer : null;
  const loading = Boolean(query) && !current;
  const items = current?.response?.hits.map((hit) => toResultItem(hit, processUrl)) ?? [];
  const title = pageTitle(query);

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        {/* Search result pages are not for search engines. */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      <div className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>

        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.searchQueryInput}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: 'Type your search here',
              description: 'The placeholder for search page input',
            })}
            aria-label={translate({
              id: 'theme.SearchPage.inputLabel',
              message: 'Search',
              description: 'The ARIA label for search page input',
            })}
            onChange={(event) => setQuery(event.target.value)}
            value={query}
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            autoComplete="off"
            // The reader came here to search: the cursor starts in the box, as in the theme.
            autoFocus
          />
          <VersionChoice versions={versions} searched={searched} onChange={(name) => replaceSearch(query, name)} />
        </form>

        {shortened && (
          <p className={styles.searchNotice} data-testid="search-query-shortened">
            <Translate id="theme.SearchPage.queryShortened" values={{ max: SEARCH_INPUT_MAX_LENGTH }}>
              {'Your search was longer than {max} characters, so it was shortened to its first {max} characters.'}
            </Translate>
          </p>
        )}

        <div className={styles.searchStatus} aria-live="polite">
          {current?.response && current.response.nbHits > 0 && <span>{documentsFound(current.response.nbHits)}</span>}
          {current?.response && current.response.nbHits === 0 && (
            <span>
              <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
                No results were found
              </Translate>
            </span>
          )}
          {current?.failed && (
            <span className={styles.searchError} role="alert" data-testid="search-page-error">
              <strong>{translations.modal?.errorScreen?.titleText}</strong> {translations.modal?.errorScreen?.helpText}{' '}
              <Translate id="theme.SearchPage.searchFailedHint">
                Search is not working on this page right now.
              </Translate>{' '}
              <button
                type="button"
                className={clsx('button button--sm button--secondary', styles.retryButton)}
                onClick={() => setAttempt((n) => n + 1)}
              >
                <Translate id="theme.SearchPage.retry">Try again</Translate>
              </button>
            </span>
          )}
          {config.backend === 'algolia' && (
            <Link className={styles.algoliaCredit} to="https://www.algolia.com/">
              <Translate id="theme.SearchPage.algoliaLabel" description="The ARIA label for Algolia mention">
                Search by Algolia
              </Translate>
            </Link>
          )}
        </div>

        {loading && <div className={styles.loadingSpinner} role="progressbar" aria-label="Searching" />}

        {items.length > 0 && (
          <section className={styles.results} aria-label="Search results">
            {items.map(({ title: itemTitle, url, summary, breadcrumbs }) => (
              <article key={url} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  {/* Sanitized: only <mark> stays markup. */}
                  <Link to={url} dangerouslySetInnerHTML={{ __html: itemTitle }} />
                </Heading>
                {breadcrumbs.length > 0 && (
                  // Where the hit sits, as text: not a navigation landmark (one per result would repeat).
                  <ul className={clsx('breadcrumbs', styles.searchResultItemPath)} aria-label="Section">
                    {breadcrumbs.map((html, index) => (
                      <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{ __html: html }} />
                    ))}
                  </ul>
                )}
                {summary && (
                  <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{ __html: summary }} />
                )}
              </article>
            ))}
          </section>
        )}

        {current?.response && (
          <Pagination
            query={query}
            version={searched?.name}
            page={current.response.page}
            pages={current.response.nbPages}
          />
        )}
      </div>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Inside the layout: the docs version context the contextual filters read lives there. */}
      <Layout>
        <main>
          <SearchPageContent />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
