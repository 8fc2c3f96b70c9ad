import { Fragment, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { Group, Layer } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { PieceView, RoomView } from '@tablecraft/core/play';
import { TableStage, type Fitting, type TableStageHandle } from '../../canvas/TableStage.tsx';
import { fitMargin } from '../../canvas/viewport.ts';
import { FINGER_PX, MIN_TOUCH_PX, stepButtonRadius } from '../../canvas/counter-buttons.ts';
import { coversAny, withSteps } from './button-place.ts';
import { COARSE_QUERY, PHONE_QUERY, useMediaQuery } from '../phone-layout.ts';
import { SurfaceNode } from '../../canvas/SurfaceNode.tsx';
import { ZoneNode } from '../../canvas/ZoneNode.tsx';
import { PieceNode } from '../../canvas/PieceNode.tsx';
import { tableBounds, type Point, type Rect as Box } from '../../canvas/geometry.ts';
import { LabelBadge } from '../../canvas/LabelBadge.tsx';
import { uprightBox } from '../../canvas/piece-extras.ts';
import type { ActionTarget } from '../actions/registry.ts';
import type { PresenceStore } from '../store/presence-store.ts';
import type { LookBook } from './looks.ts';
import { stackingOrder, stackZones, type TableLayout } from './table-layout.ts';
import type { DragSource, useTableDrag } from './use-table-drag.ts';
import { RemoteMotion } from './RemoteMotion.tsx';
import { DieNode } from './DieNode.tsx';
import { SeatHands } from './SeatHands.tsx';
import { SelectionBand, type BandDone } from './SelectionBand.tsx';
import { PieceButtonsNode, type TableObstacle } from './PieceButtonsNode.tsx';

export interface PlayTableProps {
  view: RoomView;
  layout: TableLayout;
  looks: LookBook;
  assetUrlOf: (assetRefId: string | null) => string | null;
  stageRef: Ref<TableStageHandle>;
  drag: ReturnType<typeof useTableDrag>;
  presence: PresenceStore;
  colourOf: (userId: string | null) => string;
  nameOf: (connectionId: string) => string;
  selected: ActionTarget;
  /** Several pieces selected together (moved, flipped and turned as one); empty when none. */
  group: readonly string[];
  /** Selecting by touch: taps add and remove pieces, and a drag over empty table draws a band. */
  selecting: boolean;
  selectionColour: string;
  /** A press on a piece or pile; `additive`: with shift, to add it to the selection or take it out. */
  onSelect: (target: ActionTarget, additive?: boolean) => void;
  /** A band drawn over the table (shift-drag, or any drag while selecting by touch). */
  onBand: (band: BandDone) => void;
  /** Selecting by touch is done. */
  onDoneSelecting: () => void;
  onMenu: (target: ActionTarget, client: Point) => void;
  onDoubleClick: (target: ActionTarget) => void;
  onStep: (pieceId: string, delta: 1 | -1) => void;
  /** A press on one of the buttons the game's author put on a piece; without it (watching) none are drawn. */
  onPressButton?: (pieceId: string, buttonId: string) => void;
  onCursor: (point: Point) => void;
  /** The table was turned a quarter turn (true) or back upright, by fitting or by the bar's "Turn table". */
  onTurnChange?: (turned: boolean) => void;
}

/**
 * The play table's fitting: a small margin on a small screen; on a phone, a quarter turn where it shows the
 * table larger, and fitting again as the phone turns or a note is put away. Elsewhere the table stays where
 * it was fitted when the layout round it changes (someone sits down, a panel opens), as it always has.
 */
const fittingFor = (phone: boolean): Fitting => ({ margin: fitMargin, mayTurn: phone, refitOnResize: phone });

/** A scale rounded to quarter steps of a doubling, so a pinch re-draws the pieces' finger boxes a few times, not every frame. */
const roughly = (scale: number) => 2 ** (Math.round(Math.log2(scale > 0 ? scale : 1) * 4) / 4);

/** The shared table of a room on a Konva stage: surfaces and zones, pieces and piles, and everyone's motion. */
export function PlayTable(props: PlayTableProps) {
  const { view, layout, looks, drag, selected, group } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [remoteHeld, setRemoteHeld] = useState<Set<string>>(new Set());
  const bounds = useMemo(() => tableBounds(view.surfaces), [view.surfaces]);

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    setSize({ width: element.clientWidth, height: element.clientHeight });
    return () => observer.disconnect();
  }, []);

  const heldKey = drag.held ? (drag.held.source.kind === 'piece' ? drag.held.source.pieceId : `pile:${drag.held.source.pileId}`) : null;
  const groupKeys = useMemo(() => new Set(group), [group]);
  // Dragging one of several selected pieces carries the others along, where they lie relative to it.
  const carried = useMemo(
    () =>
      heldKey && group.length > 1 && groupKeys.has(heldKey)
        ? group.filter((id) => id !== heldKey && layout.pieces[id] && view.pieces[id])
        : [],
    [heldKey, group, groupKeys, layout, view.pieces],
  );
  const hidden = useMemo(() => {
    const ids = new Set(remoteHeld);
    if (heldKey) ids.add(heldKey);
    for (const id of carried) ids.add(id);
    return ids;
  }, [remoteHeld, heldKey, carried]);

  const stageRef = props.stageRef;
  const stageHandle = useCallback(() => (stageRef && typeof stageRef === 'object' ? stageRef.current : null), [stageRef]);

  const hoverZone = drag.hover?.zoneId ? view.zones[drag.hover.zoneId] : undefined;

  const phone = useMediaQuery(PHONE_QUERY);
  const coarse = useMediaQuery(COARSE_QUERY);
  const fitting = useMemo(() => fittingFor(phone), [phone]);
  // On a touch screen a piece drawn smaller than a finger is pressed round its middle too.
  const [scale, setScale] = useState(1);
  const drawn = size.width > 0;
  useEffect(() => {
    const stage = stageHandle()?.stage();
    if (!stage) return;
    const update = () => setScale(roughly(Math.abs(stage.scaleX())));
    update();
    stage.on('scaleXChange.reach', update);
    return () => void stage.off('scaleXChange.reach');
  }, [stageHandle, drawn]);

  return (
    <div ref={wrapper} className="play-table" data-testid="play-table">
      {size.width > 0 ? (
        <TableStage
          ref={props.stageRef}
          width={size.width}
          height={size.height}
          bounds={bounds}
          fitting={fitting}
          onTurnChange={props.onTurnChange}
          onPointerMoveTable={props.onCursor}
          onBackgroundPress={() => props.onSelect({ kind: 'none' })}
          onBackgroundContextMenu={(client) => props.onMenu({ kind: 'none' }, client)}
        >
          <Layer listening={false}>
            {view.surfaces.map((surface) => (
              <SurfaceNode
                key={surface.id}
                rect={layout.surfaces[surface.id]!}
                color={surface.color}
                imageUrl={props.assetUrlOf(surface.imageAssetId)}
                name={surface.name}
              />
            ))}
            {Object.values(view.zones).map((zone) =>
              layout.zones[zone.id] ? (
                <ZoneNode
                  key={zone.id}
                  rect={layout.zones[zone.id]!}
                  name={zone.layout.type === 'stack' ? '' : zone.name}
                  layout={zone.layout}
                  anchors={zone.anchors}
                />
              ) : null,
            )}
          </Layer>
          <SeatHands view={view} layout={layout} />
          <PiecesLayer
            view={view}
            layout={layout}
            looks={looks}
            begin={drag.begin}
            selectionColour={props.selectionColour}
            onSelect={props.onSelect}
            onMenu={props.onMenu}
            onDoubleClick={props.onDoubleClick}
            onStep={props.onStep}
            onPressButton={props.onPressButton}
            hidden={hidden}
            selectedKey={selected.kind === 'piece' ? selected.pieceId : selected.kind === 'pile' ? `pile:${selected.pileId}` : null}
            groupKeys={groupKeys}
            selecting={props.selecting}
            scale={scale}
            coarse={coarse}
            table={bounds}
          />
          <RemoteMotion
            presence={props.presence}
            view={view}
            looks={looks}
            colourOf={props.colourOf}
            nameOf={props.nameOf}
            onHeldChange={setRemoteHeld}
          />
          <Layer listening={false}>
            {/* Where the held piece would land, drawn here so the table below is not redrawn while dragging. */}
            {hoverZone && layout.zones[hoverZone.id] ? (
              <ZoneNode
                rect={layout.zones[hoverZone.id]!}
                name=""
                layout={hoverZone.layout}
                anchors={[]}
                highlight={props.selectionColour}
                ghost={drag.hover?.ghost ?? null}
              />
            ) : null}
            {drag.held ? (
              <Group ref={drag.heldNode} x={drag.held.at.x} y={drag.held.at.y} opacity={0.92}>
                {carried.map((id) => {
                  const at = layout.pieces[id]!;
                  const from = layout.pieces[heldKey!];
                  return from ? (
                    <PieceNode
                      key={id}
                      id={`held-${id}`}
                      look={looks.piece(view.pieces[id]!, view.piles[id])}
                      x={at.x - from.x}
                      y={at.y - from.y}
                      outline={props.selectionColour}
                      listening={false}
                    />
                  ) : null;
                })}
                <PieceNode id="held" look={drag.held.look} x={0} y={0} outline={props.selectionColour} listening={false} />
              </Group>
            ) : null}
          </Layer>
        </TableStage>
      ) : null}
      <SelectionBand stage={stageHandle} active={props.selecting} onBand={props.onBand} />
      {props.selecting ? (
        <div className="selection-bar" role="status">
          <span>
            {group.length === 1 ? '1 piece selected' : `${group.length} pieces selected`}: tap pieces to add or remove them, drag over the
            table to take several.
          </span>
          <button type="button" onClick={props.onDoneSelecting}>
            Done
          </button>
        </div>
      ) : null}
    </div>
  );
}

type PiecesLayerProps = Pick<
  PlayTableProps,
  'view' | 'layout' | 'looks' | 'selectionColour' | 'onSelect' | 'onMenu' | 'onDoubleClick' | 'onStep' | 'onPressButton' | 'selecting'
> & {
  begin: ReturnType<typeof useTableDrag>['begin'];
  hidden: Set<string>;
  selectedKey: string | null;
  groupKeys: Set<string>;
  /** The stage's scale, roughly (in steps, so a pinch re-renders the pieces a few times only). */
  scale: number;
  /** A finger, not a mouse: small pieces are pressed round their middle, and finger-sized extras give way. */
  coarse: boolean;
  /** The table's bounds: the author's buttons stay inside them. */
  table: Box;
};

/** Pieces and piles, memoised: dragging, panning and other people's motion do not re-render it. */
const PiecesLayer = memo(function PiecesLayer({
  view,
  layout,
  looks,
  begin,
  hidden,
  selectedKey,
  groupKeys,
  selecting,
  selectionColour,
  onSelect,
  onMenu,
  onDoubleClick,
  onStep,
  onPressButton,
  scale,
  coarse,
  table,
}: PiecesLayerProps) {
  // On a touch screen a piece drawn smaller than a finger is pressed round its middle too.
  const reach = coarse ? FINGER_PX / scale : 0;
  const buttonPx = coarse ? FINGER_PX : MIN_TOUCH_PX * 0.8;
  const tablePieces = useMemo(() => stackingOrder(view, layout), [view, layout]);
  const piles = useMemo(() => stackZones(view).filter((id) => layout.zones[id]), [view, layout]);
  // What the author's buttons, and a counter's − and + on a touch screen, must not cover: every piece and
  // pile on the table (only worked out when there are such buttons).
  const hasButtons = Boolean(onPressButton) && tablePieces.some((piece) => view.components[piece.componentId]?.buttons?.length);
  const hasCounters = coarse && tablePieces.some((piece) => view.components[piece.componentId]?.kind === 'counter');
  const obstacles = useMemo<TableObstacle[]>(() => {
    if (!hasButtons && !hasCounters) return [];
    const pieces = tablePieces.map((piece) => {
      const at = layout.pieces[piece.id]!;
      const look = looks.piece(piece, view.piles[piece.id]);
      return { id: piece.id, box: uprightBox(at.x, at.y, look.width, look.height, look.rotation), counter: look.kind === 'counter' };
    });
    return [...pieces, ...piles.map((zoneId) => ({ id: `pile:${zoneId}`, box: layout.zones[zoneId]! }))];
  }, [hasButtons, hasCounters, tablePieces, piles, layout, looks, view.piles]);
  // Finger-sized on a zoomed-out phone, a counter's − and + covered the die beside it: where they would
  // cover a piece they show only while the counter is selected (its strip has them too).
  const crowded = useMemo(() => {
    if (!hasCounters) return new Set<string>();
    const radius = (box: Box) => stepButtonRadius(box.height * 0.4, scale, FINGER_PX);
    return new Set(obstacles.filter((o) => o.counter && coversAny(o.id, withSteps(o.box, radius(o.box)), obstacles)).map((o) => o.id));
  }, [hasCounters, obstacles, scale]);

  const targetOf = useCallback(
    (key: string): ActionTarget => {
      if (key.startsWith('pile:')) return { kind: 'pile', pileId: key.slice(5) };
      // A container is a pile: its actions are draw, shuffle, deal.
      return key in view.piles ? { kind: 'pile', pileId: key } : { kind: 'piece', pieceId: key };
    },
    [view.piles],
  );

  const onPointerDown = useCallback(
    (key: string, event: KonvaEventObject<PointerEvent>) => {
      if (event.evt.button !== 0) return;
      // A press on a piece never pans the table.
      event.cancelBubble = true;
      const target = targetOf(key);
      // Shift (or selecting by touch) adds the piece to the selection or takes it out.
      onSelect(target, event.evt.shiftKey || selecting);
      // A piece the game fixed in place is selected (its menu still rolls a die) but never lifted.
      if (target.kind === 'piece' && view.pieces[target.pieceId]?.locked) return;
      const client = { x: event.evt.clientX, y: event.evt.clientY };
      const stage = event.target.getStage();
      const pointer = stage?.getRelativePointerPosition();
      const node = event.currentTarget;
      const centre = node.position();
      const grab = pointer ? { x: pointer.x - centre.x, y: pointer.y - centre.y } : { x: 0, y: 0 };
      let source: DragSource;
      let look;
      if (target.kind === 'pile') {
        const pile = view.piles[target.pileId];
        if (!pile?.top) return;
        source = { kind: 'pile', pileId: target.pileId };
        look = looks.piece({
          componentId: pile.top.componentId,
          variantId: pile.top.variantId,
          faceUp: pile.top.variantId !== null,
          rotation: 0,
        });
      } else if (target.kind === 'piece') {
        const piece = view.pieces[target.pieceId]!;
        source = { kind: 'piece', pieceId: piece.id };
        look = looks.piece(piece, view.piles[piece.id]);
      } else return;
      begin(source, look, client, grab);
    },
    [view, looks, begin, onSelect, targetOf, selecting],
  );
  const onContextMenu = useCallback(
    (key: string, event: KonvaEventObject<PointerEvent>) => {
      event.evt.preventDefault();
      event.cancelBubble = true;
      const target = targetOf(key);
      onSelect(target);
      onMenu(target, { x: event.evt.clientX, y: event.evt.clientY });
    },
    [onMenu, onSelect, targetOf],
  );
  const onDouble = useCallback((key: string) => onDoubleClick(targetOf(key)), [onDoubleClick, targetOf]);

  // Konva draws a layer the moment it joins the stage, and again on the next frame for the pieces added
  // to it: joining hidden and showing it straight after draws the thousand pieces once, not twice.
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => setShown(true), []);

  return (
    <Layer visible={shown}>
      {piles.map((zoneId) => {
        const rect = layout.zones[zoneId]!;
        const key = `pile:${zoneId}`;
        return (
          <PieceNode
            key={key}
            id={key}
            look={looks.pileZone(view, zoneId)}
            label={looks.pileLabel(view, zoneId)}
            x={rect.x + rect.width / 2}
            y={rect.y + rect.height / 2}
            outline={selectedKey === key ? selectionColour : null}
            onPointerDown={onPointerDown}
            onContextMenu={onContextMenu}
            onDoubleClick={onDouble}
            reach={reach}
          />
        );
      })}
      {tablePieces.map((piece: PieceView) => {
        const at = layout.pieces[piece.id]!;
        const look = looks.piece(piece, view.piles[piece.id]);
        const props = {
          id: piece.id,
          look,
          label: piece.id in view.piles ? looks.pileLabel(view, piece.id) : looks.labelOf(piece),
          x: at.x,
          y: at.y,
          opacity: hidden.has(piece.id) ? 0 : 1,
          outline:
            selectedKey === piece.id || groupKeys.has(piece.id) || (piece.id in view.piles && selectedKey === `pile:${piece.id}`)
              ? selectionColour
              : null,
          onPointerDown,
          onContextMenu,
          onDoubleClick: onDouble,
          onStep,
          reach,
          steps: !crowded.has(piece.id) || selectedKey === piece.id,
        };
        // Dice are drawn by the table's own node (pips and a roll); counters by PieceNode, as everywhere.
        const node =
          look.kind === 'die' ? (
            <DieNode {...props} sides={view.components[piece.componentId]?.sides} rolls={piece.rolls} />
          ) : (
            <PieceNode {...props} />
          );
        const buttons = onPressButton ? view.components[piece.componentId]?.buttons : undefined;
        if (piece.label === undefined && !buttons?.length) return <Fragment key={piece.id}>{node}</Fragment>;
        // The scripts' label and the author's buttons are drawn right after their piece: a piece lying
        // over it covers them as it covers the piece.
        const box = uprightBox(at.x, at.y, look.width, look.height, look.rotation);
        return (
          <Fragment key={piece.id}>
            {node}
            {piece.label !== undefined ? <LabelBadge pieceId={piece.id} text={piece.label} piece={box} opacity={props.opacity} /> : null}
            {buttons?.length && onPressButton ? (
              <PieceButtonsNode
                pieceId={piece.id}
                buttons={buttons}
                piece={box}
                labelled={piece.label !== undefined}
                opacity={props.opacity}
                onPress={onPressButton}
                obstacles={obstacles}
                table={table}
                minPx={buttonPx}
              />
            ) : null}
          </Fragment>
        );
      })}
    </Layer>
  );
});
