/**
 * Real questions from Pulsarr's GitHub issues, in the readers' own words, as query sets
 * for the search relevance checks (search-questions.json holds them with their source,
 * the maintainer's answer and the split). Each must find the page that answers it among
 * the first three pages the modal lists, searched from a page of the question's docs
 * version. The split into tuning and held-out questions was made before any tuning:
 * ranking is tuned on `tuning` only, and `heldOut` measures it.
 */
import file from './search-questions.json';
import type { RelevanceQuery } from './search-relevance-queries';

export type QuestionVersion = 'latest' | '0.6.4';
export type QuestionPart = 'tuning' | 'heldOut';

export interface ReaderQuestion {
  id: string;
  query: string;
  version: QuestionVersion;
  /** The page that answers it, relative to /Pulsarr/. */
  page: string;
  /** The heading of that page that answers it. */
  anchor?: string;
  /** Whether the page answers it; when not, `gap` says what it lacks. */
  answered: boolean;
  gap?: string;
  topic: string;
  /** The issue it was asked in. */
  source: string;
  asked: string;
  answer: string;
}

export const READER_QUESTIONS: readonly ReaderQuestion[] = file.questions as ReaderQuestion[];
export const QUESTION_SPLIT: Readonly<Record<QuestionPart, readonly string[]>> = file.split;

/** The questions of one part of the split asked of one docs version, as relevance queries. */
export function questionQueries(part: QuestionPart, version: QuestionVersion): RelevanceQuery[] {
  const ids = new Set(QUESTION_SPLIT[part]);
  return READER_QUESTIONS.filter((question) => ids.has(question.id) && question.version === version).map(
    ({ id, query, page, answered }) => ({ query, page, id, answered }),
  );
}
