import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { SCRIPT_API } from '@tablecraft/core/scripting';
import { fullDocument } from '../../../../core/src/game/test-fixtures.ts';
import type { GameDocument } from '@tablecraft/core/game';
import { cleanup, click, getByText, render, waitFor } from '../../test/render.tsx';
import { PartPage } from '../pages/PartPage.tsx';
import { renderEditorPage } from '../testing.tsx';
import { ScriptApiPanel } from './ScriptApiPanel.tsx';

afterEach(cleanup);

const withScript = (source: string): GameDocument => ({
  ...fullDocument(),
  scripts: [{ id: 'deal', name: 'Deal', source, event: 'setup' }],
});
const openScript = (doc: GameDocument, readOnly = false) =>
  renderEditorPage(<PartPage kind="script" />, { doc, route: 'scripts/:partId', path: '/e/scripts/deal', readOnly });
const codeEditor = (container: HTMLElement) => container.querySelector<HTMLElement>('.cm-content[aria-label="Script source"]');

describe('the script API panel', () => {
  it('shows every section and every signature of the script API, in monospace', async () => {
    const { container } = await render(<ScriptApiPanel />);
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(SCRIPT_API.map((section) => section.title));
    const signatures = [...container.querySelectorAll('dt code')].map((code) => code.textContent);
    expect(signatures).toEqual(SCRIPT_API.flatMap((section) => section.entries.map((entry) => entry.signature)));
    for (const entry of SCRIPT_API.flatMap((section) => section.entries)) expect(container.textContent).toContain(entry.summary);
  });
});

describe("a script's page", () => {
  it('offers no "Runs" setting and says where scripts run', async () => {
    const { container } = await openScript(withScript('export function onSetup(state) {}'));
    const labels = [...container.querySelectorAll('label, .field-label')].map((label) => label.textContent);
    expect(labels).toEqual(['Name', 'Script source']);
    expect(container.querySelector('select')).toBeNull();
    expect(container.textContent).not.toMatch(/Runs|once scripting is available/);
    expect(container.textContent).toContain(
      "Scripts run on the server in each room of this revision and in Test play; their log is shown in the room to the game's members.",
    );
    expect(container.querySelector('.script-workspace .script-api')).not.toBeNull();
  });

  it('edits the source in a labelled code editor and says which handlers it answers', async () => {
    const { container } = await openScript(
      withScript('export function onButton(piece, button, actor) {}\nexport const onSetup = (state) => {};'),
    );
    await waitFor(() => expect(codeEditor(container)).not.toBeNull());
    expect(container.querySelector('.cm-lineNumbers')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('.script-answers')?.textContent).toBe('This script answers: onSetup, onButton'));
  });

  it('tells a script without handlers how to start one', async () => {
    const { container } = await openScript(withScript('const unused = 1;'));
    await waitFor(() =>
      expect(container.querySelector('.script-answers')?.textContent).toBe(
        'This script exports no handler yet: export function onSetup(state) { … }',
      ),
    );
  });

  it('says in words where the syntax error is', async () => {
    const { container } = await openScript(withScript('export function onSetup(state) {\n  game.deal("deck", 2\n}\n'));
    await waitFor(() =>
      expect(container.querySelector('.script-answers')?.textContent).toBe(
        'Syntax error at line 3, column 1: Unexpected token. Rooms cannot load this script until it is fixed.',
      ),
    );
  });

  it('saves the typed source through the part form, leaving the old event setting alone', async () => {
    const { container, actions } = await openScript(withScript('export function onSetup(state) {}'));
    await waitFor(() => expect(codeEditor(container)).not.toBeNull());
    const view = (await import('@codemirror/view')).EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement)!;
    await act(async () => {
      view.dispatch({ changes: { from: view.state.doc.length, insert: '\nexport function onOp(op, actor) {}' } });
    });
    await waitFor(() => expect(container.querySelector('.script-answers')?.textContent).toBe('This script answers: onSetup, onOp'));
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(actions.updatePart).toHaveBeenCalledWith('script', 'deal', {
      source: 'export function onSetup(state) {}\nexport function onOp(op, actor) {}',
    });
  });

  it('puts the saved source back in the editor on Discard changes', async () => {
    const { container } = await openScript(withScript('export function onSetup(state) {}'));
    await waitFor(() => expect(codeEditor(container)).not.toBeNull());
    const view = (await import('@codemirror/view')).EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement)!;
    await act(async () => {
      view.dispatch({ changes: { from: 0, insert: '// draft\n' } });
    });
    await click(getByText(container, 'Discard changes', 'button'));
    expect(view.state.doc.toString()).toBe('export function onSetup(state) {}');
  });

  it('is read-only in a published revision', async () => {
    const { container } = await openScript(withScript('export function onSetup(state) {}'), true);
    await waitFor(() => expect(codeEditor(container)?.getAttribute('contenteditable')).toBe('false'));
    expect(container.querySelector('button[type="submit"]')).toBeNull();
  });
});
