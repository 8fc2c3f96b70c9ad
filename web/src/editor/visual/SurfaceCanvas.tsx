import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { anchorInBox, dropzoneBox, type GameDocument, type Surface } from '@tablecraft/core/game';
import { surfaceImageUrl } from '../../canvas/face/index.ts';
import { SurfaceNode, fitRect, toTable, zoomAt, ZOOM_STEP, type Viewport } from '../../canvas/index.ts';
import { moveBox, rectFromCorners, unionOf, type Box, type Point } from './geometry.ts';
import { boxSelect, clickSelect, type Selection } from './selection.ts';
import { linesOfBox, linesOfPoint, snapBox, type Guide, type SnapLine } from './snapping.ts';
import { containerAt, keyOf, parseKey, type SurfaceScene } from './surface-scene.ts';
import { moveAnchorEdit, moveObjectsEdit, transformObjectEdit, transformZoneEdit } from './surface-edits.ts';
import type { Edit } from './changes.ts';
import { ObjectNode, type ObjectNodeHandlers } from './ObjectNode.tsx';
import { ZoneEditNode, type ZoneNodeHandlers } from './ZoneEditNode.tsx';
import { PIECE_MIME, type PalettePiece } from './Palette.tsx';
import { useElementSize } from './use-element-size.ts';

export interface SnapSettings {
  enabled: boolean;
  grid: number;
}

export interface SurfaceCanvasHandle {
  zoomBy(factor: number): void;
  fit(): void;
  /** The surface point at the centre of the view (where "Add" puts a piece). */
  viewCentre(): Point;
}

interface SurfaceCanvasProps {
  doc: GameDocument;
  surface: Surface;
  scene: SurfaceScene;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  commit: (edit: Edit) => boolean;
  readOnly: boolean;
  snap: SnapSettings;
  /** Dragging or resizing a dropzone takes the pieces lying in it along (off: the zone alone moves). */
  carryContents?: boolean;
  onDropPiece: (piece: PalettePiece, at: Point) => void;
  ref?: Ref<SurfaceCanvasHandle>;
}

/** How close (in screen pixels) an edge must come to a line to snap, whatever the zoom. */
const SNAP_SCREEN_PX = 6;

interface DragState {
  ids: string[];
  starts: Map<string, Point>;
  /** The held objects' nodes, found once: looking each up per frame walks the whole stage. */
  nodes: Map<string, Konva.Node>;
  /** Where each held node stood among the objects, to put it back in the same stacking order. */
  zIndexes: Map<string, number>;
  box: Box;
  lines: SnapLine[];
}

const sameGuides = (a: Guide[], b: Guide[]) =>
  a.length === b.length &&
  a.every((guide, index) => {
    const other = b[index]!;
    return guide.axis === other.axis && guide.at === other.at && guide.from === other.from && guide.to === other.to;
  });

/**
 * The surface drawn for editing: its dropzones and anchors, and the objects lying on it. Drag pieces
 * (a selection moves together, snapping with guide lines), drop them on a container to put them in,
 * drag on empty space to select with a rubber band (Shift adds), turn and resize with the handles.
 * Pan with the middle button or Space + drag; zoom with the wheel.
 */
export function SurfaceCanvas({
  doc,
  surface,
  scene,
  selection,
  onSelectionChange,
  commit,
  readOnly,
  snap,
  carryContents = false,
  onDropPiece,
  ref,
}: SurfaceCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef);
  const stageRef = useRef<Konva.Stage>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const objectsLayerRef = useRef<Konva.Layer>(null);
  const dragLayerRef = useRef<Konva.Layer>(null);
  const bounds = useMemo(() => ({ x: 0, y: 0, width: surface.width, height: surface.height }), [surface.width, surface.height]);
  const [viewport, setViewport] = useState<Viewport>({ x: 0, y: 0, scale: 1 });
  const viewportRef = useRef(viewport);
  viewportRef.current = viewport;
  const fitted = useRef(false);
  useEffect(() => {
    if (!fitted.current && size.width > 0 && size.height > 0) {
      fitted.current = true;
      setViewport(fitRect(bounds, size));
    }
  }, [size, bounds]);

  useImperativeHandle(
    ref,
    () => ({
      zoomBy: (factor) => setViewport((v) => zoomAt(v, factor, { x: size.width / 2, y: size.height / 2 })),
      fit: () => setViewport(fitRect(bounds, size)),
      viewCentre: () => toTable(viewportRef.current, { x: size.width / 2, y: size.height / 2 }),
    }),
    [size, bounds],
  );

  // Latest values for handlers that stay the same function (so memoised nodes do not redraw).
  const latest = useRef({ doc, scene, selection, snap, commit, onSelectionChange, readOnly, carryContents });
  latest.current = { doc, scene, selection, snap, commit, onSelectionChange, readOnly, carryContents };

  const [guides, setGuides] = useState<Guide[]>([]);
  const [band, setBand] = useState<Box | null>(null);
  const [targetId, setTargetId] = useState<string | null>(null);
  const drag = useRef<DragState | null>(null);
  const pan = useRef<{ start: Point; from: Viewport } | null>(null);
  const bandStart = useRef<{ at: Point; additive: boolean } | null>(null);
  const spaceHeld = useRef(false);

  const nodeOf = (key: string) => {
    const { kind, id } = parseKey(key);
    return stageRef.current?.findOne(`#${kind}-${id}`) ?? null;
  };

  const pointerTable = (): Point | null => {
    const pointer = stageRef.current?.getPointerPosition();
    return pointer ? toTable(viewportRef.current, pointer) : null;
  };

  const objectHandlers = useMemo<ObjectNodeHandlers>(
    () => ({
      onPress: (id, event) => {
        if (event.evt.button !== 0) return;
        const { selection: current, onSelectionChange: change } = latest.current;
        change(clickSelect(current, keyOf.object(id), { toggle: event.evt.shiftKey }));
      },
      onDragStart: (id) => {
        const { scene: now, selection: current } = latest.current;
        const key = keyOf.object(id);
        const keys = current.includes(key) ? current.filter((k) => parseKey(k).kind === 'object') : [key];
        const ids = keys.map((k) => parseKey(k).id);
        const held = new Set(ids);
        const starts = new Map<string, Point>();
        for (const item of now.objects) if (held.has(item.object.id)) starts.set(item.object.id, { x: item.x, y: item.y });
        const box = unionOf(now.objects.filter((item) => held.has(item.object.id)).map((item) => item.box)) ?? {
          x: 0,
          y: 0,
          width: 0,
          height: 0,
        };
        const lines: SnapLine[] = [...linesOfBox({ x: 0, y: 0, width: surface.width, height: surface.height })];
        for (const item of now.objects) if (!held.has(item.object.id)) lines.push(...linesOfBox(item.box));
        for (const zone of now.zones) {
          lines.push(...linesOfBox(zone.box));
          for (const anchor of zone.anchors) {
            const at = anchorInBox(anchor, zone.box);
            lines.push(...linesOfPoint(zone.box.x + at.x, zone.box.y + at.y));
          }
        }
        const nodes = new Map<string, Konva.Node>();
        for (const node of stageRef.current?.find('.object') ?? []) {
          const objectId = node.id().slice('object-'.length);
          if (held.has(objectId)) nodes.set(objectId, node);
        }
        // What is held (one piece too: a face with art is costly to draw a thousand times) is lifted onto
        // the drag layer while it moves, so each frame redraws only the held pieces, not the whole table
        // beneath them; dropping puts them back in their stacking order.
        const zIndexes = new Map<string, number>();
        if (dragLayerRef.current) {
          for (const [objectId, node] of nodes) zIndexes.set(objectId, node.zIndex());
          for (const node of nodes.values()) node.moveTo(dragLayerRef.current);
          objectsLayerRef.current?.batchDraw();
        }
        drag.current = { ids, starts, nodes, zIndexes, box, lines };
        // The handles would follow every held node on every move, measuring all of them each time
        // (quadratic in the selection); they come back with the selection once the move is saved.
        if (ids.length > 1) transformerRef.current?.nodes([]);
      },
      onDragMove: (id) => {
        const state = drag.current;
        const node = state?.nodes.get(id);
        if (!state || !node) return;
        const start = state.starts.get(id)!;
        let dx = node.x() - start.x;
        let dy = node.y() - start.y;
        const { snap: settings, scene: now } = latest.current;
        const nextGuides: Guide[] = [];
        if (settings.enabled) {
          const snapped = snapBox(moveBox(state.box, dx, dy), state.lines, {
            threshold: SNAP_SCREEN_PX / viewportRef.current.scale,
            grid: settings.grid || undefined,
          });
          dx += snapped.dx;
          dy += snapped.dy;
          nextGuides.push(...snapped.guides);
        }
        for (const other of state.ids) {
          const from = state.starts.get(other);
          state.nodes.get(other)?.position({ x: from!.x + dx, y: from!.y + dy });
        }
        // Same guides, same state: no render of the whole surface for a move that changes none.
        setGuides((current) => (sameGuides(current, nextGuides) ? current : nextGuides));
        const pointer = pointerTable();
        const target = pointer ? containerAt(now, pointer, new Set(state.ids)) : null;
        setTargetId(target?.object.id ?? null);
      },
      onDragEnd: (id) => {
        const state = drag.current;
        drag.current = null;
        setGuides([]);
        setTargetId(null);
        const node = state?.nodes.get(id);
        if (!state || !node) return;
        putBack(state);
        const start = state.starts.get(id)!;
        const dx = node.x() - start.x;
        const dy = node.y() - start.y;
        const { doc: current, scene: now, commit: apply } = latest.current;
        const pointer = pointerTable();
        const into = pointer ? containerAt(now, pointer, new Set(state.ids)) : null;
        const ok =
          (dx !== 0 || dy !== 0 || into) &&
          apply(
            moveObjectsEdit(
              current,
              state.ids.map((moved) => ({ id: moved, dx, dy })),
              { into: into?.object.id ?? null },
            ),
          );
        // Konva moved the nodes itself: put them back when nothing changed in the document.
        if (!ok) {
          for (const moved of state.ids) state.nodes.get(moved)?.position(state.starts.get(moved)!);
          restoreHandles();
        }
      },
      onTransformEnd: (id) => {
        const node = nodeOf(keyOf.object(id));
        const { doc: current, commit: apply } = latest.current;
        const object = current.objects.find((candidate) => candidate.id === id);
        const component = object && current.components.find((candidate) => candidate.id === object.componentId);
        if (!node || !component) return;
        const width = component.width * node.scaleX();
        const height = component.height * node.scaleY();
        node.scale({ x: 1, y: 1 });
        const ok = apply(transformObjectEdit(current, id, { x: node.x(), y: node.y(), rotation: node.rotation(), width, height }));
        if (!ok && object.placement.type === 'surface') {
          node.position({ x: object.placement.x, y: object.placement.y });
          node.rotation(object.placement.rotation);
        }
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers read the latest props through `latest`; only the surface size is captured
    [surface.width, surface.height],
  );

  const zoneHandlers = useMemo<ZoneNodeHandlers>(
    () => ({
      onPress: (key, event) => {
        if (event.evt.button !== 0) return;
        event.cancelBubble = true;
        const { selection: current, onSelectionChange: change } = latest.current;
        change(clickSelect(current, key, { toggle: event.evt.shiftKey }));
      },
      onZoneDragEnd: (id) => {
        const node = nodeOf(keyOf.dropzone(id));
        const { doc: current, commit: apply, carryContents: carry } = latest.current;
        const zone = current.dropzones.find((candidate) => candidate.id === id);
        if (!node || !zone) return;
        if (!apply(transformZoneEdit(current, id, { x: node.x(), y: node.y(), width: zone.width, height: zone.height }, { carry })))
          node.position(dropzoneBox(zone));
      },
      onZoneTransformEnd: (id) => {
        const node = nodeOf(keyOf.dropzone(id));
        const { doc: current, commit: apply } = latest.current;
        const zone = current.dropzones.find((candidate) => candidate.id === id);
        if (!node || !zone) return;
        const box = { x: node.x(), y: node.y(), width: zone.width * node.scaleX(), height: zone.height * node.scaleY() };
        node.scale({ x: 1, y: 1 });
        if (!apply(transformZoneEdit(current, id, box, { carry: latest.current.carryContents }))) node.position(dropzoneBox(zone));
      },
      onAnchorDragEnd: (id, x, y) => {
        const { doc: current, commit: apply } = latest.current;
        const anchor = current.anchors.find((candidate) => candidate.id === id);
        if (!apply(moveAnchorEdit(current, id, { x, y })) && anchor) nodeOf(keyOf.anchor(id))?.position({ x: anchor.x, y: anchor.y });
      },
    }),
    [],
  );

  // The transformer follows the selection: handles to resize one object or dropzone, to turn one object.
  const single = selection.length === 1 ? parseKey(selection[0]!) : null;
  const singleObject = single?.kind === 'object' ? doc.objects.find((object) => object.id === single.id) : undefined;
  const orientations = singleObject
    ? (doc.components.find((component) => component.id === singleObject.componentId)?.orientations ?? 4)
    : 4;
  /** Returns lifted nodes to the objects layer, lowest first, each at the place it had. */
  const putBack = (state: DragState) => {
    const layer = objectsLayerRef.current;
    if (!layer || state.zIndexes.size === 0) return;
    const order = [...state.zIndexes].sort((a, b) => a[1] - b[1]);
    for (const [objectId, zIndex] of order) {
      const node = state.nodes.get(objectId);
      if (!node) continue;
      node.moveTo(layer);
      node.zIndex(Math.min(zIndex, layer.children.length - 1));
    }
    dragLayerRef.current?.batchDraw();
  };

  const restoreHandles = () => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    // Reads `latest`: the drag handlers made on the first render call it too.
    const { selection: current, readOnly: locked } = latest.current;
    const nodes = current
      .filter((key) => parseKey(key).kind !== 'anchor')
      .map(nodeOf)
      .filter((node): node is Konva.Node => node !== null);
    transformer.nodes(locked ? [] : nodes);
    transformer.getLayer()?.batchDraw();
  };
  useEffect(restoreHandles, [selection, scene, readOnly]);

  // Rubber band, pan and their pointer tracking outside the stage.
  useEffect(() => {
    const clientToTable = (clientX: number, clientY: number) => {
      const box = stageRef.current?.container().getBoundingClientRect();
      return toTable(viewportRef.current, { x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) });
    };
    const move = (event: PointerEvent) => {
      if (pan.current) {
        const { start, from } = pan.current;
        setViewport({ ...from, x: from.x + event.clientX - start.x, y: from.y + event.clientY - start.y });
      } else if (bandStart.current) {
        setBand(rectFromCorners(bandStart.current.at, clientToTable(event.clientX, event.clientY)));
      }
    };
    const up = (event: PointerEvent) => {
      pan.current = null;
      const started = bandStart.current;
      bandStart.current = null;
      if (!started) return;
      const rect = rectFromCorners(started.at, clientToTable(event.clientX, event.clientY));
      setBand(null);
      const { scene: now, selection: current, onSelectionChange: change } = latest.current;
      // A click without a drag on empty space clears the selection (unless Shift is held).
      if (rect.width < 2 && rect.height < 2) {
        if (!started.additive) change([]);
        return;
      }
      change(
        boxSelect(
          current,
          now.objects.map((item) => ({ id: item.key, box: item.box })),
          rect,
          { additive: started.additive },
        ),
      );
    };
    const key = (event: KeyboardEvent) => {
      if (event.code === 'Space') spaceHeld.current = event.type === 'keydown';
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('keydown', key);
    window.addEventListener('keyup', key);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('keydown', key);
      window.removeEventListener('keyup', key);
    };
  }, []);

  const onStagePointerDown = (event: KonvaEventObject<PointerEvent>) => {
    const middle = event.evt.button === 1;
    const onEmpty = event.target === event.target.getStage();
    if (middle || (onEmpty && spaceHeld.current)) {
      event.evt.preventDefault();
      pan.current = { start: { x: event.evt.clientX, y: event.evt.clientY }, from: viewportRef.current };
      return;
    }
    if (onEmpty && event.evt.button === 0) {
      const at = pointerTable();
      if (at) bandStart.current = { at, additive: event.evt.shiftKey };
    }
  };

  const onWheel = (event: KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const pointer = stageRef.current?.getPointerPosition();
    if (!pointer) return;
    const factor = event.evt.ctrlKey ? Math.exp(-event.evt.deltaY / 100) : event.evt.deltaY > 0 ? 1 / ZOOM_STEP : ZOOM_STEP;
    setViewport((v) => zoomAt(v, factor, pointer));
  };

  const selected = useMemo(() => new Set(selection), [selection]);
  const selectedAnchors = useMemo(
    () => new Set(selection.filter((key) => key.startsWith('anchor:')).map((key) => parseKey(key).id)),
    [selection],
  );
  const faceDoc = useMemo(() => ({ fields: doc.fields, assets: doc.assets }), [doc.fields, doc.assets]);
  const variants = useMemo(() => new Map(doc.variants.map((variant) => [variant.id, variant])), [doc.variants]);
  const scale = viewport.scale;

  return (
    <div
      ref={boxRef}
      className="surface-canvas"
      data-testid="surface-canvas"
      onDragOver={(event) => {
        if (!readOnly && event.dataTransfer.types.includes(PIECE_MIME)) {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }
      }}
      onDrop={(event) => {
        const data = event.dataTransfer.getData(PIECE_MIME);
        if (!data || readOnly) return;
        event.preventDefault();
        const box = boxRef.current!.getBoundingClientRect();
        onDropPiece(
          JSON.parse(data) as PalettePiece,
          toTable(viewportRef.current, { x: event.clientX - box.left, y: event.clientY - box.top }),
        );
      }}
    >
      <Stage
        ref={stageRef}
        width={size.width}
        height={size.height}
        x={viewport.x}
        y={viewport.y}
        scaleX={scale}
        scaleY={scale}
        onPointerDown={onStagePointerDown}
        onWheel={onWheel}
        onContextMenu={(event) => event.evt.preventDefault()}
      >
        <Layer listening={false}>
          <SurfaceNode
            rect={bounds}
            color={surface.background.color}
            imageUrl={surfaceImageUrl(doc.assets, surface.background.imageAssetId ?? null)}
            name={surface.name}
          />
          {snap.enabled && snap.grid > 0 ? <GridDots width={surface.width} height={surface.height} grid={snap.grid} scale={scale} /> : null}
        </Layer>
        <Layer>
          {scene.zones.map((item) => (
            <ZoneEditNode
              key={item.zone.id}
              zone={item.zone}
              anchors={item.anchors}
              selected={selected.has(item.key)}
              selectedAnchors={selectedAnchors}
              editable={!readOnly}
              handlers={zoneHandlers}
            />
          ))}
        </Layer>
        <Layer ref={objectsLayerRef}>
          {scene.objects.map((item) => (
            <ObjectNode
              key={item.object.id}
              object={item.object}
              component={item.component}
              variant={item.object.variantId ? (variants.get(item.object.variantId) ?? null) : null}
              faceDoc={faceDoc}
              contents={item.contents}
              selected={selected.has(item.key)}
              target={targetId === item.object.id}
              draggable={!readOnly}
              handlers={objectHandlers}
            />
          ))}
        </Layer>
        {/* Held pieces while a selection is dragged (filled and emptied by the drag handlers, not by React). */}
        <Layer ref={dragLayerRef} />
        <Layer>
          {guides.map((guide, index) => (
            <Line
              key={index}
              name="guide"
              points={guide.axis === 'x' ? [guide.at, guide.from, guide.at, guide.to] : [guide.from, guide.at, guide.to, guide.at]}
              stroke="#db2777"
              strokeWidth={1 / scale}
              dash={[4 / scale, 4 / scale]}
              listening={false}
            />
          ))}
          {band ? (
            <Rect name="selection-band" {...band} fill="rgba(37,99,235,0.12)" stroke="#2563eb" strokeWidth={1 / scale} listening={false} />
          ) : null}
          <Transformer
            ref={transformerRef}
            rotateEnabled={single?.kind === 'object'}
            resizeEnabled={single !== null && single.kind !== 'anchor'}
            rotationSnaps={Array.from({ length: orientations }, (_, i) => (i * 360) / orientations)}
            rotationSnapTolerance={360 / orientations / 2}
            keepRatio={false}
            ignoreStroke
            flipEnabled={false}
            boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < 8 || Math.abs(newBox.height) < 8 ? oldBox : newBox)}
          />
        </Layer>
      </Stage>
      {size.width === 0 ? null : (
        <span className="surface-canvas-help muted">Drag to select · Shift adds · Space or middle button + drag pans · Wheel zooms</span>
      )}
    </div>
  );
}

/** Grid points, drawn only where they are far enough apart on screen to help. */
function GridDots({ width, height, grid, scale }: { width: number; height: number; grid: number; scale: number }) {
  const step = grid * scale < 8 ? grid * Math.ceil(8 / (grid * scale)) : grid;
  const lines = useMemo(() => {
    const result: number[][] = [];
    for (let x = step; x < width; x += step) result.push([x, 0, x, height]);
    for (let y = step; y < height; y += step) result.push([0, y, width, y]);
    return result;
  }, [width, height, step]);
  return (
    <>
      {lines.map((points, index) => (
        <Line key={index} points={points} stroke="rgba(255,255,255,0.08)" strokeWidth={1 / scale} />
      ))}
    </>
  );
}
