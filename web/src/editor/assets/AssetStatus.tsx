import type { AssetFieldsFragment } from '../../graphql/generated/graphql.ts';

/** An upload's status in words: processing, ready, or failed with the pipeline's reason. */
export function AssetStatusBadge({ asset }: { asset: AssetFieldsFragment | undefined }) {
  if (!asset) return <span className="badge badge-muted">Unavailable</span>;
  if (asset.status === 'pending') return <span className="badge badge-pending">Processing…</span>;
  if (asset.status === 'failed')
    return (
      <span className="badge badge-failed" title={asset.failureReason ?? undefined}>
        Failed{asset.failureReason ? `: ${asset.failureReason}` : ''}
      </span>
    );
  return <span className="badge badge-ready">Ready</span>;
}
