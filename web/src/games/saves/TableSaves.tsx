import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { formatBytes } from '@tablecraft/core';
import { Button } from '../../shell/button.tsx';
import { useToast } from '../../shell/toasts.tsx';
import { errorMessage } from '../../graphql/index.ts';
import { uploadFailureMessage } from '../../uploads/index.ts';
import { UploadError } from '../../uploads/upload-error.ts';
import { saveFile } from '../transfer/download-game-file.ts';
import { formatDateTime } from '../../shell/dates.ts';
import { gamePath } from '../../routing/game-paths.ts';
import { RoomLimitDialog } from '../RoomLimitDialog.tsx';
import { isOpenRoomLimit } from '../room-limit.ts';
import { CREATE_ROOM_FROM_SAVE, DELETE_TABLE_SAVE, GAME_TABLE_SAVES, type TableSaveRow } from './documents.ts';
import { downloadTableFile, uploadTableFile } from './table-files.ts';
import './saves.css';
import { DataTable } from '../../shell/data-table.tsx';

/**
 * A game's saved tables, for its editors (the API lists them to nobody else): start a room from one (every
 * seat free), download it as a table file, delete it, or upload a table file of this game.
 */
export function TableSaves({ userName, gameName }: { userName: string; gameName: string }) {
  const variables = { userName, gameName };
  const { data, loading, error, refetch: refetchSaves } = useQuery(GAME_TABLE_SAVES, { variables, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: ['GameTableSaves'], awaitRefetchQueries: true };
  const [startRoom] = useMutation(CREATE_ROOM_FROM_SAVE);
  const [remove] = useMutation(DELETE_TABLE_SAVE, refetch);
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const saves = data?.game?.tableSaves ?? [];

  const run = async (id: string, action: () => Promise<string | null>) => {
    setBusy(id);
    try {
      const done = await action();
      if (done) toast.show({ id: 'table-saves', content: done, variant: 'success' });
    } catch (caught) {
      toast.show({
        id: 'table-saves',
        content: caught instanceof UploadError ? `The table file was not uploaded: ${uploadFailureMessage(caught)}` : errorMessage(caught),
        variant: 'error',
      });
    } finally {
      setBusy(null);
    }
  };
  // Refused for the plan's open-room limit: the open rooms are offered to close, then the save is tried again.
  const [limited, setLimited] = useState<{ message: string; save: TableSaveRow } | null>(null);
  const onStart = (save: TableSaveRow) =>
    run(save.id, async () => {
      try {
        const { data: started } = await startRoom({ variables: { saveId: save.id } });
        navigate(gamePath(userName, gameName, 'play', started!.createRoomFromSave.code));
      } catch (error) {
        if (!isOpenRoomLimit(error)) throw error;
        setLimited({ message: errorMessage(error), save });
      }
      return null;
    });
  const onDownload = (save: TableSaveRow) =>
    run(save.id, async () => {
      const { blob, fileName } = await downloadTableFile(save.id);
      saveFile(blob, fileName);
      return `Downloaded ${fileName}.`;
    });
  const onDelete = (save: TableSaveRow) => {
    if (!window.confirm(`Delete the saved table “${save.name}” for good?`)) return;
    // run catches its own failures and shows them.
    void run(save.id, async () => {
      await remove({ variables: { id: save.id } });
      return `“${save.name}” was deleted.`;
    });
  };
  const onUpload = (file: File) =>
    run('upload', async () => {
      try {
        const { save } = await uploadTableFile(file);
        await refetchSaves();
        return `Uploaded “${save.name}”.`;
      } finally {
        if (input.current) input.current.value = '';
      }
    });

  return (
    <section className="table-saves" aria-labelledby="table-saves-heading">
      <h2 id="table-saves-heading">Saved tables</h2>
      {limited ? (
        <RoomLimitDialog
          message={limited.message}
          retrying={busy !== null}
          onRetry={() => {
            setLimited(null);
            // onStart (through run) catches its own failures and shows them.
            void onStart(limited.save);
          }}
          onCancel={() => setLimited(null)}
        />
      ) : null}
      <p className="muted">
        Hosts save a room's table from the room. A saved table holds every hand and every deck's order, so only the game's editors see it
        here; a room started from it has every seat free.
      </p>
      {loading && !data ? (
        <p className="muted" role="status">
          Loading saved tables…
        </p>
      ) : error && !data ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : saves.length === 0 ? (
        <p className="muted">No saved tables yet.</p>
      ) : (
        <DataTable columns={['Name', 'Saved', 'By', 'Size']} withActions>
          {saves.map((save) => (
            <tr key={save.id}>
              <td>
                {save.name}
                {save.revisionName ? <span className="muted"> · {save.revisionName}</span> : null}
              </td>
              <td>{formatDateTime(save.createdAt)}</td>
              <td>{save.createdBy?.name ?? '—'}</td>
              <td>{formatBytes(save.bytes)}</td>
              <td>
                <span className="table-saves-actions">
                  <Button size="small" disabled={busy !== null} onClick={() => void onStart(save)}>
                    Start a room
                  </Button>
                  <Button size="small" variant="outlined" disabled={busy !== null} onClick={() => void onDownload(save)}>
                    Download
                  </Button>
                  <Button size="small" variant="outlined" color="red" disabled={busy !== null} onClick={() => onDelete(save)}>
                    Delete
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        aria-label="Table file to upload"
        className="visually-hidden"
        disabled={busy !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // onUpload (through run) catches its own failures and shows them.
          if (file) void onUpload(file);
        }}
      />
      <Button variant="outlined" disabled={busy !== null} aria-busy={busy === 'upload'} onClick={() => input.current?.click()}>
        Upload a table file
      </Button>
    </section>
  );
}
