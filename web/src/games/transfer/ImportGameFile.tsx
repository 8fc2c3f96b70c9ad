import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shell/button.tsx';
import { uploadFailureMessage } from '../../uploads/index.ts';
import { UploadError } from '../../uploads/upload-error.ts';
import { importGameFile, type ImportedGame } from './import-game-file.ts';
import './transfer.css';

type State =
  | { step: 'idle' }
  | { step: 'sending'; percent: number }
  | { step: 'checking' }
  | { step: 'done'; result: ImportedGame }
  | { step: 'failed'; message: string };

/**
 * /create's "Import a game file": a game file exported from Tablecraft, or a PlayingCards.io room file,
 * becomes a new private game of the viewer's. With `intoGame` (a game's revisions settings), it becomes
 * that game's draft instead. Shows the upload's progress, then the import report (what was skipped) and a
 * link to the editor.
 */
export function ImportGameFile({ intoGame }: { intoGame?: { id: string; title: string } } = {}) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File) => {
    // The same words as restoring a revision into the draft: what is lost, and what stays.
    if (
      intoGame &&
      !window.confirm(
        `This replaces the draft of ${intoGame.title} with the game in ${file.name}. Unpublished changes in the draft are lost. Continue?`,
      )
    ) {
      if (input.current) input.current.value = '';
      return;
    }
    setState({ step: 'sending', percent: 0 });
    try {
      const result = await importGameFile(file, {
        intoGameId: intoGame?.id,
        onProgress: (percent) => setState(percent >= 100 ? { step: 'checking' } : { step: 'sending', percent }),
      });
      setState({ step: 'done', result });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof UploadError ? uploadFailureMessage(error) : 'upload failed' });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const busy = state.step === 'sending' || state.step === 'checking';
  return (
    <section className="import-game-file" aria-labelledby="import-game-file-heading">
      <h2 id="import-game-file-heading">{intoGame ? 'Replace the draft with a game file' : 'Import a game file'}</h2>
      <p className="muted">
        {intoGame
          ? `A game file (Export, .zip) or a PlayingCards.io room file (.pcio) becomes the draft of “${intoGame.title}”, its images added to this game. Published revisions stay as they are; the draft as it is now is replaced.`
          : "A game file exported from a game's revisions (Export, .zip) or a PlayingCards.io room file (.pcio) becomes a new private game of yours, with its images uploaded again."}
      </p>
      <input
        ref={input}
        type="file"
        accept=".zip,.pcio,application/zip"
        aria-label="Game file to import"
        className="visually-hidden"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // send catches its own failures and shows them.
          if (file) void send(file);
        }}
      />
      <Button variant="outlined" disabled={busy} aria-busy={busy} onClick={() => input.current?.click()}>
        {intoGame ? 'Replace the draft with a game file' : 'Import a game file'}
      </Button>
      {state.step === 'sending' ? <progress max={100} value={state.percent} aria-label="Uploading the game file" /> : null}
      {state.step === 'checking' ? (
        <p className="muted" role="status">
          <progress aria-label="Importing the game" /> Checking the file and copying its images…
        </p>
      ) : null}
      {state.step === 'failed' ? (
        <p className="form-error" role="alert">
          The game file was not imported: {state.message}
        </p>
      ) : null}
      {state.step === 'done' ? <ImportReport result={state.result} /> : null}
    </section>
  );
}

function ImportReport({ result }: { result: ImportedGame }) {
  return (
    <div className="import-report" role="status">
      <p>
        Imported “{result.game.title}”. <Link to={result.game.editorPath}>Open it in the editor</Link>
      </p>
      {result.report.length === 0 ? (
        <p className="muted">Everything in the file came in.</p>
      ) : (
        <>
          <p>Not everything came in:</p>
          <ul className="import-report-lines">
            {result.report.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
