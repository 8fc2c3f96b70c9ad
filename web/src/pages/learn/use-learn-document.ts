import { useCallback, useEffect, useState } from 'react';
import { browserConnection, isSlowConnection, retryIntervalMs } from '../../data/connection.ts';
import { fetchText, shouldRetry } from '../../data/fetch-text.ts';
import { learnDocumentUrl } from './learn-documents.ts';

/**
 * Guides loaded this session, by URL: a guide does not change while the app is open, so going back to
 * one shows it at once. Requests under way are shared, so two views of one guide fetch it once.
 */
export const learnDocumentCache = { loaded: new Map<string, string>(), loading: new Map<string, Promise<string>>() };

function load(url: string): Promise<string> {
  let request = learnDocumentCache.loading.get(url);
  if (!request) {
    request = fetchText(url)
      .then((text) => {
        learnDocumentCache.loaded.set(url, text);
        return text;
      })
      .finally(() => learnDocumentCache.loading.delete(url));
    learnDocumentCache.loading.set(url, request);
  }
  return request;
}

/** The outcome of one attempt: the text, or why it failed. */
interface Settled {
  url: string;
  attempt: number;
  data?: string;
  error?: unknown;
}

export interface LearnDocumentState {
  /** The Markdown, once loaded. */
  data: string | undefined;
  /** The last failure, kept while trying again so the page keeps saying what went wrong. */
  error: unknown;
  /** True while a request is under way and there is no text yet. */
  isLoading: boolean;
  /** Tries again now (the page's Try Again). */
  retry: () => void;
}

/**
 * A learn document's Markdown. A failed load is tried again by itself after the spec's interval (longer
 * each time, longer on a slow connection), except a missing document, which asking again will not bring.
 */
export function useLearnDocument(name: string): LearnDocumentState {
  const url = learnDocumentUrl(name);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const cached = learnDocumentCache.loaded.get(url);

  useEffect(() => {
    if (learnDocumentCache.loaded.has(url)) return;
    let current = true;
    load(url).then(
      (data) => current && setSettled({ url, attempt, data }),
      (error: unknown) => current && setSettled({ url, attempt, error }),
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);

  const mine = settled?.url === url ? settled : null;
  const data = cached ?? mine?.data;
  const error = data === undefined ? mine?.error : undefined;
  const failedNow = error !== undefined && mine?.attempt === attempt;

  useEffect(() => {
    if (!failedNow || !shouldRetry(error)) return;
    const delay = retryIntervalMs(isSlowConnection(browserConnection())) * 2 ** Math.min(attempt, 3);
    const timer = setTimeout(() => setAttempt((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [failedNow, error, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, isLoading: data === undefined && mine?.attempt !== attempt, retry };
}
