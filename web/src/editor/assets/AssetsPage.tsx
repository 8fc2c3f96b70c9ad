import { useCallback, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import type { AssetRef } from '@tablecraft/core/game';
import { assetFileUrl } from '../../uploads/index.ts';
import type { AssetFieldsFragment } from '../../graphql/generated/graphql.ts';
import { errorMessage } from '../../graphql/index.ts';
import { useEditor } from '../editor-context.tsx';
import { EditorPageHeader } from '../pages/EditorPageHeader.tsx';
import { GAME_UPLOADS, UPLOAD } from '../../uploads/asset-documents.ts';
import { usePendingAssetUpdates } from './asset-updates.ts';
import { useAssetUploads } from './use-asset-uploads.ts';
import { AssetUploader } from './AssetUploader.tsx';
import { AssetStatusBadge } from './AssetStatus.tsx';
import { FileDrop, FileDropHint } from '../bulk/FileDrop.tsx';

/**
 * /assets: the game's images as a grid of thumbnails with their status, and uploads. An image dropped
 * outside the upload area (or chosen with the picker at the top) asks rows × columns and offers a deck of
 * its frames; a CSV opens its preview.
 */
export function AssetsPage() {
  const { game, doc, readOnly } = useEditor();
  const { data, loading, error, refetch } = useQuery(GAME_UPLOADS, {
    variables: { gameId: game.id },
    fetchPolicy: 'cache-and-network',
  });
  const [justAdded, setJustAdded] = useState<string[]>([]);
  const onAdded = useCallback(
    (uploadId: string) => {
      setJustAdded((current) => [...current, uploadId]);
      // The list shows its own query's errors; a failed refetch leaves it as it was.
      void refetch().catch(() => undefined);
    },
    [refetch],
  );
  const { entries, upload, clearFinished } = useAssetUploads(onAdded);
  const client = useApolloClient();
  const uploads = new Map((data?.viewerAssets ?? []).map((asset) => [asset.id, asset]));
  // Follow what is still processing, including uploads the list has not caught up with yet.
  const pending = [
    ...new Set([
      ...doc.assets.map((ref) => ref.assetId).filter((id) => uploads.get(id)?.status === 'pending'),
      ...justAdded.filter((id) => uploads.get(id)?.status !== 'ready' && uploads.get(id)?.status !== 'failed'),
    ]),
  ];
  usePendingAssetUpdates(pending, (id, status) => {
    // The pushed status shows at once (and wins over any slower, older answer); the rest follows the refetch.
    client.cache.modify({ id: client.cache.identify({ __typename: 'Asset', id }), fields: { status: () => status } });
    // The list shows its own query's errors; a failed refetch leaves it as it was.
    void refetch().catch(() => undefined);
  });

  return (
    <FileDrop>
      <section className="editor-page editor-page-wide">
        <EditorPageHeader
          title="Assets"
          intro="Images for faces, fields, variants and surfaces. Uploads are processed into web-ready sizes; a sheet is also cut into frames."
        />
        <FileDropHint>
          A sprite sheet dropped anywhere else on this page asks how it is cut and makes a deck of its cards, and a CSV names them. Or
          choose one:
        </FileDropHint>
        {readOnly ? null : (
          <AssetUploader entries={entries} onFiles={(files, settings) => void upload(files, settings)} onClear={clearFinished} />
        )}
        {error && !data ? (
          <p className="form-error" role="alert">
            {errorMessage(error)}
          </p>
        ) : null}
        {doc.assets.length === 0 ? (
          <p className="muted">No assets yet.{readOnly ? '' : ' Upload images above.'}</p>
        ) : (
          <ul className="asset-grid" aria-label="Assets" aria-busy={loading && !data}>
            {doc.assets.map((ref) => (
              <AssetCard
                key={ref.id}
                assetRef={ref}
                upload={uploads.get(ref.assetId)}
                loaded={Boolean(data)}
                ownUpload={justAdded.includes(ref.assetId)}
              />
            ))}
          </ul>
        )}
      </section>
    </FileDrop>
  );
}

function AssetCard({
  assetRef,
  upload: listed,
  loaded,
  ownUpload,
}: {
  assetRef: AssetRef;
  upload: AssetFieldsFragment | undefined;
  loaded: boolean;
  ownUpload: boolean;
}) {
  const { path } = useEditor();
  // The list holds the viewer's own uploads (one just added arrives with the list's next answer); an
  // image another member uploaded is read on its own.
  const single = useQuery(UPLOAD, { variables: { id: assetRef.assetId }, skip: !loaded || Boolean(listed) || ownUpload });
  const upload = listed ?? single.data?.asset ?? undefined;
  const settled = loaded && (Boolean(listed) || (!ownUpload && !single.loading));
  const frame = assetRef.frame ? upload?.frames.find((candidate) => candidate.index === assetRef.frame!.index) : undefined;
  const thumbnail = frame?.path ?? upload?.thumbnailPath;
  return (
    <li className="asset-card">
      <Link to={path('assets', assetRef.id)} className="asset-card-link">
        <span className="asset-thumb">
          {thumbnail ? (
            <img src={assetFileUrl(thumbnail)} alt="" loading="lazy" />
          ) : (
            <span className="asset-thumb-empty" aria-hidden="true" />
          )}
        </span>
        <span className="asset-card-name">{assetRef.name}</span>
      </Link>
      <span className="asset-card-meta">
        {settled ? <AssetStatusBadge asset={upload} /> : null}
        {assetRef.frame ? <span className="muted"> frame {assetRef.frame.index}</span> : null}
      </span>
    </li>
  );
}
