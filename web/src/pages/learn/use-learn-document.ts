import useSWR from 'swr';
import { fetchText, shouldRetry } from '../../data/fetch-text.ts';
import { learnDocumentUrl } from './learn-documents.ts';

/** A learn document's Markdown, fetched with the app's SWR defaults (cached, deduplicated, retried). */
export function useLearnDocument(name: string) {
  return useSWR(learnDocumentUrl(name), fetchText, { shouldRetryOnError: shouldRetry });
}
