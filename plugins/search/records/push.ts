/**
 * Uploads search records and DocSearch's index settings to an Algolia index with
 * Algolia's own client: the settings first, then the records into a temporary index
 * that replaces the live one, so searches never see a half-filled index.
 */
import type { DocSearchRecord } from '../../../core/search-engine/records';
import { DOCSEARCH_INDEX_SETTINGS } from './algolia-settings';

/** The part of Algolia's `algoliasearch` client the push uses. */
export interface AlgoliaWriteClient {
  setSettings(params: { indexName: string; indexSettings: Record<string, unknown> }): Promise<{ taskID: number }>;
  waitForTask(params: { indexName: string; taskID: number }): Promise<unknown>;
  replaceAllObjects(params: {
    indexName: string;
    objects: Record<string, unknown>[];
    batchSize?: number;
  }): Promise<unknown>;
}

export const PUSH_BATCH_SIZE = 1000;

export async function pushToAlgolia(
  client: AlgoliaWriteClient,
  indexName: string,
  records: readonly DocSearchRecord[],
): Promise<void> {
  const { taskID } = await client.setSettings({ indexName, indexSettings: { ...DOCSEARCH_INDEX_SETTINGS } });
  await client.waitForTask({ indexName, taskID });
  await client.replaceAllObjects({
    indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: PUSH_BATCH_SIZE,
  });
}
