import { SLOW_LOADING_MESSAGE, useSlowLoading } from '../data/slow-loading.ts';
import './loading.css';

/**
 * What a page shows while its data is on the way, instead of nothing: a skeleton and what is loading, then
 * (after the spec's loading-slow timeout) a line saying it is taking longer than usual. Render it only
 * while loading; it counts from when it appears.
 */
export function Loading({ label }: { label: string }) {
  const slow = useSlowLoading(true);
  return (
    <div className={slow ? 'loading loading-slow' : 'loading'} role="status" aria-busy="true">
      <div className="loading-skeleton" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p className="loading-label">{label}</p>
      {slow ? <p className="loading-slow-note">{SLOW_LOADING_MESSAGE}</p> : null}
    </div>
  );
}
