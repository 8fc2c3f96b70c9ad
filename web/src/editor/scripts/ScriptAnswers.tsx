import { Fragment } from 'react';
import { exportedHandlers } from './script-check.ts';

// Which of the room's events a script answers, read from its exports as the author types. Loaded with the
// code editor (it needs the parser), so other pages never download either.

/** "This script answers: onSetup, onButton", or how to start answering one. */
export function ScriptAnswers({ source }: { source: string }) {
  const handlers = exportedHandlers(source);
  return (
    <p className="script-answers" aria-live="polite">
      {handlers === null ? (
        'Fix the syntax error to see which events this script answers.'
      ) : handlers.length === 0 ? (
        <>
          This script exports no handler yet: <code>export function onSetup(state) {'{ … }'}</code>
        </>
      ) : (
        <>
          This script answers:{' '}
          {handlers.map((handler, i) => (
            <Fragment key={handler}>
              {i > 0 ? ', ' : null}
              <code>{handler}</code>
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}
