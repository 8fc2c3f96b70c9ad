import { useCallback, useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import type { AssetRef, GameDocument } from '@tablecraft/core/game';
import { assetFileUrl } from '../../uploads/index.ts';
import { Button } from '../../shell/button.tsx';
import { ErrorPage } from '../../shell/error-page.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { useEditor } from '../editor-context.tsx';
import { PartSettingsForm } from '../part-forms/PartSettingsForm.tsx';
import { EditorPageHeader } from '../pages/EditorPageHeader.tsx';
import { findPart } from '../part-labels.ts';
import { useDeletePart } from '../use-delete-part.ts';
import { REVISION_DOCUMENTS } from '../documents.ts';
import { DELETE_UPLOAD, UPLOAD } from '../../uploads/asset-documents.ts';
import { usePendingAssetUpdates } from './asset-updates.ts';
import { formatBytes } from '@tablecraft/core';
import { AssetStatusBadge } from './AssetStatus.tsx';

/**
 * /assets/{asset}: the image at a useful size, its sizes and renditions, its name, and Delete — refused
 * while the draft uses it, naming where. Deleting also removes the uploaded file once no revision of
 * the game refers to it (a published revision keeps its images for the rooms that play it).
 */
export function AssetPage() {
  const { doc, readOnly, path, game, userName } = useEditor();
  const { partId } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const deletePart = useDeletePart();
  const deleted = useRef<string | null>(null);
  const found = findPart(doc, 'asset', partId);
  const ref = found?.part as unknown as AssetRef | undefined;
  const { data, loading, error, refetch } = useQuery(UPLOAD, {
    variables: { id: ref?.assetId ?? '' },
    skip: !ref,
    fetchPolicy: 'cache-and-network',
  });
  const upload = data?.asset ?? undefined;
  usePendingAssetUpdates(
    upload?.status === 'pending' ? [upload.id] : [],
    useCallback(() => void refetch(), [refetch]),
  );
  if (!found || !ref) return deleted.current === partId ? null : <ErrorPage code={404} />;

  const onDelete = async () => {
    deleted.current = ref.id;
    if (!(await deletePart('asset', ref.id, ref.name))) {
      deleted.current = null;
      return;
    }
    navigate(path('assets'), { replace: true });
    // Free the storage when nothing else refers to the upload: neither another asset of the draft nor any revision.
    try {
      const { data: revisions } = await client.query({
        query: REVISION_DOCUMENTS,
        variables: { userName, gameName: game.gameName },
        fetchPolicy: 'network-only',
      });
      const stillUsed = (revisions?.game?.revisions ?? []).some((revision) =>
        // Stored documents are game documents: the API validates each one before storing it.
        (revision.document as GameDocument).assets.some((other) => other.assetId === ref.assetId),
      );
      if (!stillUsed) await client.mutate({ mutation: DELETE_UPLOAD, variables: { id: ref.assetId } });
    } catch {
      // The asset is gone from the game; an upload left behind only counts against the owner's storage.
    }
  };

  const frame = ref.frame ? upload?.frames.find((candidate) => candidate.index === ref.frame!.index) : undefined;
  const large =
    frame ??
    upload?.renditions.find((rendition) => rendition.name === '1024') ??
    upload?.renditions.find((rendition) => rendition.name !== 'thumb');
  return (
    <section className="editor-page">
      <EditorPageHeader title={`Asset: ${ref.name}`} back={{ segments: ['assets'], label: 'Assets' }} />
      <div className="asset-detail">
        <div className="asset-preview">
          {large ? <img src={assetFileUrl(large.path)} alt={ref.name} /> : <span className="asset-thumb-empty" aria-hidden="true" />}
        </div>
        <dl className="asset-facts">
          <dt>Status</dt>
          <dd>{loading && !data ? 'Loading…' : <AssetStatusBadge asset={upload} />}</dd>
          {upload ? (
            <>
              <dt>Size</dt>
              <dd>
                {upload.width && upload.height ? `${upload.width}×${upload.height} px, ` : ''}
                {formatBytes(upload.byteSize)} ({upload.contentType})
              </dd>
              {upload.pipeline === 'sheet' ? (
                <>
                  <dt>Sheet</dt>
                  <dd>
                    {upload.rows} rows × {upload.columns} columns, {upload.frames.length} frames
                  </dd>
                </>
              ) : null}
              <dt>Renditions</dt>
              <dd>
                {upload.renditions.length === 0 ? (
                  'None yet'
                ) : (
                  <ul className="asset-renditions">
                    {upload.renditions.map((rendition) => (
                      <li key={rendition.name}>
                        <a href={assetFileUrl(rendition.path)} target="_blank" rel="noreferrer">
                          {rendition.name}
                        </a>{' '}
                        {rendition.width}×{rendition.height}, {formatBytes(rendition.byteSize)}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      {error && !data ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      <PartSettingsForm kind="asset" part={found.part} />
      {readOnly ? null : (
        <section className="editor-danger" aria-label={`Delete ${ref.name}`}>
          <Button variant="outlined" color="red" onClick={() => void onDelete()}>
            Delete asset
          </Button>
        </section>
      )}
    </section>
  );
}
