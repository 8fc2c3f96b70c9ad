import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { linter, lintGutter } from '@codemirror/lint';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { syntaxDiagnostics } from './script-check.ts';

// The code editor of a script's source. It is loaded only by the script page (see ScriptSourceField):
// CodeMirror is large, and no other page needs it.

export interface ScriptSourceEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  /** The ids of what describes the editor: its hint or its error. */
  describedBy?: string;
  invalid: boolean;
  readOnly: boolean;
}

/** Syntax errors, as the sandbox's parser would find them, marked in the code and the gutter. */
const syntaxLint = linter((view) => syntaxDiagnostics(view.state.doc.toString()));

/**
 * Escape then Tab leaves the editor: CodeMirror arms this itself, but only when no other Escape binding
 * took the key first, and closing the completions does so even when none is on screen (after typing a
 * name). Arming it ahead of them, and letting them run too, makes the way out work every time.
 */
const escapeThenTabLeaves = Prec.highest(
  keymap.of([
    {
      key: 'Escape',
      run: (view) => {
        view.setTabFocusMode(2000);
        return false;
      },
    },
  ]),
);

/**
 * JavaScript with line numbers, highlighting and inline syntax errors. Tab indents; Escape then Tab
 * leaves the editor (CodeMirror's tab focus mode), so keyboard users are never trapped in it.
 */
export function ScriptSourceEditor({ value, onChange, label, describedBy, invalid, readOnly }: ScriptSourceEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  const attributes = useRef(new Compartment());
  const editability = useRef(new Compartment());

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          // First: the completions' own Escape is of the same (highest) precedence.
          escapeThenTabLeaves,
          basicSetup,
          keymap.of([indentWithTab]),
          javascript(),
          syntaxLint,
          lintGutter(),
          attributes.current.of([]),
          editability.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor is made once; later values arrive through the effect below
  }, []);

  // A value from outside (Discard changes, a save elsewhere) replaces the text; the author's own typing
  // already matches it.
  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const content: Record<string, string> = { 'aria-label': label, 'aria-invalid': String(invalid) };
    if (describedBy) content['aria-describedby'] = describedBy;
    view.current?.dispatch({
      effects: [
        attributes.current.reconfigure(EditorView.contentAttributes.of(content)),
        editability.current.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
      ],
    });
  }, [label, describedBy, invalid, readOnly]);

  return <div ref={host} className="script-code-editor" />;
}
