import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import type { RoomView } from '@tablecraft/core/play';
import type { GameDocument } from '@tablecraft/core/game';
import type { TableStageHandle } from '../../canvas/TableStage.tsx';
import { surfaceImageUrl } from '../../canvas/face/index.ts';
import { PlayTable } from '../table/PlayTable.tsx';
import { layoutTable, type TableLayout } from '../table/table-layout.ts';
import { useTableDrag } from '../table/use-table-drag.ts';
import type { LookBook } from '../table/looks.ts';
import { PresenceStore } from '../store/presence-store.ts';
import type { ActionTarget } from '../actions/registry.ts';
import { NO_SEAT_COLOUR } from '../panels/people.ts';

interface Props {
  view: RoomView;
  looks: LookBook;
  document: GameDocument;
  stage: RefObject<TableStageHandle | null>;
}

const nothing = () => undefined;

/**
 * The play table, drawn for watching a replay: the same pieces in the same places as the room showed them,
 * panned and zoomed like the live table, but nothing on it moves by hand (it is a record). A piece may
 * be selected, to read its name.
 */
export function ReplayTable({ view, looks, document, stage }: Props) {
  const layout = useMemo(() => layoutTable(view), [view]);
  const drawn = useRef<{ view: RoomView; layout: TableLayout } | null>(null);
  drawn.current = { view, layout };
  const handBar = useRef<HTMLElement>(null);
  // Nobody else is here: no cursors, no drags.
  const [presence] = useState(() => new PresenceStore());
  const [selected, setSelected] = useState<ActionTarget>({ kind: 'none' });
  const drag = useTableDrag({
    stageRef: stage,
    handBarRef: handBar,
    drawnRef: drawn,
    canAct: () => false,
    drop: nothing,
    sendDrag: nothing,
    longPress: nothing,
  });
  const assetUrlOf = useCallback((assetRefId: string | null) => surfaceImageUrl(document.assets, assetRefId), [document.assets]);
  const onSelect = useCallback((target: ActionTarget) => setSelected(target), []);
  return (
    <PlayTable
      view={view}
      layout={layout}
      looks={looks}
      assetUrlOf={assetUrlOf}
      stageRef={stage}
      drag={drag}
      presence={presence}
      colourOf={() => NO_SEAT_COLOUR}
      nameOf={() => ''}
      selected={selected}
      group={[]}
      selecting={false}
      selectionColour="#2563eb"
      onSelect={onSelect}
      onBand={nothing}
      onDoneSelecting={nothing}
      onMenu={nothing}
      onDoubleClick={nothing}
      onStep={nothing}
      onCursor={nothing}
    />
  );
}
