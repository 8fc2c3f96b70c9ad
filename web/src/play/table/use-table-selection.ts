import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { RoomView } from '@tablecraft/core/play';
import type { ActionTarget } from '../actions/registry.ts';
import { groupAfterBand, groupAfterPress, stillSelectable } from './selection.ts';
import type { BandDone } from './SelectionBand.tsx';
import type { TableLayout } from './table-layout.ts';

/**
 * What is selected at the table: the one piece or pile the keys and the toolbar act on, the pieces selected
 * together (selection.ts), and whether taps are selecting (touch). A selection follows the view: what left
 * it (drawn by someone, shuffled away, locked, gone into someone's own area) drops out.
 */
export function useTableSelection(view: RoomView | null, current: RefObject<{ view: RoomView; layout: TableLayout } | null>) {
  const [selected, setSelected] = useState<ActionTarget>({ kind: 'none' });
  const [group, setGroup] = useState<string[]>([]);
  const [selecting, setSelecting] = useState(false);
  // Read by stable callbacks, so pressing pieces never re-renders every piece on the table.
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const groupRef = useRef(group);
  groupRef.current = group;

  useEffect(() => {
    if (!view) return;
    if ((selected.kind === 'piece' && !view.pieces[selected.pieceId]) || (selected.kind === 'pile' && !view.piles[selected.pileId]))
      setSelected({ kind: 'none' });
  }, [view, selected]);
  useEffect(() => {
    if (view) setGroup((before) => stillSelectable(view, before));
  }, [view]);

  const onTableSelect = useCallback(
    (target: ActionTarget, additive = false) => {
      const state = current.current;
      if (state) setGroup((before) => groupAfterPress(state.view, before, selectedRef.current, target, additive));
      setSelected(target);
    },
    [current],
  );
  const onBand = useCallback(
    (band: BandDone) => {
      const state = current.current;
      if (!state) return;
      const next = groupAfterBand(state.view, state.layout, groupRef.current, band);
      setGroup(next);
      // The keys act on the selection through one of its pieces.
      setSelected(next.length ? { kind: 'piece', pieceId: next[0]! } : { kind: 'none' });
      if (!band.moved && !band.additive) setSelecting(false);
    },
    [current],
  );
  const onDoneSelecting = useCallback(() => setSelecting(false), []);

  return { selected, setSelected, group, setGroup, groupRef, selectedRef, selecting, setSelecting, onTableSelect, onBand, onDoneSelecting };
}
