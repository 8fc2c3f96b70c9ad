import { Fragment, useMemo } from 'react';
import { handlersOf, parseScript } from './script-check.ts';

// Which of the room's events a script answers, read from its exports as the author types, or the syntax
// error that keeps it from loading (in words too, not only as a mark in the code). Loaded with the code
// editor (it needs the parser), so other pages never download either.

/** "This script answers: onSetup, onButton", how to start answering one, or what keeps it from loading. */
export function ScriptAnswers({ source }: { source: string }) {
  const parsed = useMemo(() => parseScript(source), [source]);
  if (!parsed.ok) {
    const { message, line, column } = parsed.problem;
    return (
      <p className="script-answers script-answers-error">
        Syntax error at line {line}, column {column}: {message}. Rooms cannot load this script until it is fixed.
      </p>
    );
  }
  const handlers = handlersOf(parsed.program);
  return (
    <p className="script-answers">
      {handlers.length === 0 ? (
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
