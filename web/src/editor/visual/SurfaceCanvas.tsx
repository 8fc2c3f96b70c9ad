import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Layer, Transformer } from 'react-konva';
// The table's Konva (canvas/konva-core.ts) leaves the Transformer out: only the editor resizes and turns parts.
import 'konva/lib/shapes/Transformer';
import type Konva from 'konva';
import type { GameDocument, Surface } from '@tablecraft/core/game';
import { surfaceImageUrl } from '../../canvas/face/index.ts';
import { SurfaceNode, TableStage, type TableStageHandle } from '../../canvas/index.ts';
import type { Point } from './geometry.ts';
import type { Selection } from './selection.ts';
import type { SnapSettings } from './piece-drag.ts';
import { parseKey, type SurfaceScene } from './surface-scene.ts';
import type { Edit } from './changes.ts';
import { ObjectNode, type ObjectNodeHandlers } from './ObjectNode.tsx';
import { ZoneEditNode } from './ZoneEditNode.tsx';
import { PIECE_MIME, type PalettePiece } from './Palette.tsx';
import { DragOverlay, GridLines } from './CanvasOverlays.tsx';
import { useElementSize } from './use-element-size.ts';
import { useSpacePan } from './use-space-pan.ts';
import { usePieceDrag } from './use-piece-drag.ts';
import { useRubberBand } from './use-rubber-band.ts';
import { handleSettings, useSelectionHandles } from './use-selection-handles.ts';
import { useNodeEdits } from './use-node-edits.ts';

export type { SnapSettings } from './piece-drag.ts';

export interface SurfaceCanvasHandle {
  zoomBy(factor: number): void;
  fit(): void;
  /** The surface point at the centre of the view, clear of the panels over its edge (where "Add" puts a piece). */
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
  /** What fitting leaves clear at the canvas's edges (panels lying over it). */
  fitInsets?: { left?: number; right?: number; top?: number; bottom?: number };
  ref?: Ref<SurfaceCanvasHandle>;
}

/**
 * The surface drawn for editing: its dropzones and anchors, and the objects lying on it. Drag pieces
 * (a selection moves together, snapping with guide lines), drop them on a container to put them in,
 * drag on empty space to select with a rubber band (Shift adds), turn and resize with the handles.
 * It sits on the play table's stage, so it pans and zooms as the table does (wheel, trackpad and touch
 * pinch, middle button), except that a plain drag on empty space draws the band: Space + drag pans.
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
  fitInsets,
  ref,
}: SurfaceCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef);
  const stage = useRef<TableStageHandle>(null);
  const objectsLayer = useRef<Konva.Layer>(null);
  const dragLayer = useRef<Konva.Layer>(null);
  const bounds = useMemo(() => ({ x: 0, y: 0, width: surface.width, height: surface.height }), [surface.width, surface.height]);
  const insetsRef = useRef(fitInsets);
  insetsRef.current = fitInsets;

  useImperativeHandle(
    ref,
    () => ({
      zoomBy: (factor) => stage.current?.zoomBy(factor),
      fit: () => stage.current?.fit(),
      viewCentre: () => {
        // The stage's middle, through the inverse of its pan and zoom: where zoomBy zooms around too.
        const konva = stage.current?.stage();
        if (!konva) return { x: surface.width / 2, y: surface.height / 2 };
        // The middle of what is not under the panels, where the author is looking.
        const insets = insetsRef.current;
        const left = insets?.left ?? 0;
        const top = insets?.top ?? 0;
        return konva
          .getAbsoluteTransform()
          .copy()
          .invert()
          .point({ x: (left + konva.width() - (insets?.right ?? 0)) / 2, y: (top + konva.height() - (insets?.bottom ?? 0)) / 2 });
      },
    }),
    [surface.width, surface.height],
  );

  // Latest values for handlers that stay the same function (so memoised nodes do not redraw).
  const latest = useRef({ doc, scene, selection, snap, commit, onSelectionChange, readOnly, carryContents, surface });
  latest.current = { doc, scene, selection, snap, commit, onSelectionChange, readOnly, carryContents, surface };

  const panOnBackground = useSpacePan();
  const band = useRubberBand(stage, latest);
  const handles = useSelectionHandles(stage, latest, { selection, scene, readOnly });
  const drag = usePieceDrag({ stage, objectsLayer, dragLayer, latest, hideHandles: handles.hide, restoreHandles: handles.restore });
  const edits = useNodeEdits(stage, latest);
  const objectHandlers = useMemo<ObjectNodeHandlers>(
    () => ({ ...edits.objectHandlers, ...drag.handlers }),
    [edits.objectHandlers, drag.handlers],
  );

  const selected = useMemo(() => new Set(selection), [selection]);
  const selectedAnchors = useMemo(
    () => new Set(selection.filter((key) => key.startsWith('anchor:')).map((key) => parseKey(key).id)),
    [selection],
  );
  const faceDoc = useMemo(() => ({ fields: doc.fields, assets: doc.assets }), [doc.fields, doc.assets]);
  const variants = useMemo(() => new Map(doc.variants.map((variant) => [variant.id, variant])), [doc.variants]);
  const components = useMemo(() => new Map(doc.components.map((component) => [component.id, component])), [doc.components]);

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
        if (!data || readOnly || !stage.current) return;
        event.preventDefault();
        onDropPiece(JSON.parse(data) as PalettePiece, stage.current.clientToTable({ x: event.clientX, y: event.clientY }));
      }}
    >
      {size.width === 0 ? null : (
        <TableStage
          ref={stage}
          width={size.width}
          height={size.height}
          bounds={bounds}
          panOnBackground={panOnBackground}
          fitInsets={fitInsets}
          onBackgroundPress={(event) => {
            if (!panOnBackground()) band.begin(event);
          }}
        >
          <Layer listening={false}>
            <SurfaceNode
              rect={bounds}
              color={surface.background.color}
              imageUrl={surfaceImageUrl(doc.assets, surface.background.imageAssetId ?? null)}
              name={surface.name}
            />
            {snap.enabled && snap.grid > 0 ? <GridLines width={surface.width} height={surface.height} grid={snap.grid} /> : null}
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
                handlers={edits.zoneHandlers}
              />
            ))}
          </Layer>
          <Layer ref={objectsLayer}>
            {scene.objects.map((item) => (
              <ObjectNode
                key={item.object.id}
                object={item.object}
                component={item.component}
                variant={item.object.variantId ? (variants.get(item.object.variantId) ?? null) : null}
                faceDoc={faceDoc}
                contents={item.contents}
                top={item.top}
                topComponent={item.top ? (components.get(item.top.componentId) ?? null) : null}
                topVariant={item.top?.variantId ? (variants.get(item.top.variantId) ?? null) : null}
                selected={selected.has(item.key)}
                target={drag.targetId === item.object.id}
                draggable={!readOnly}
                handlers={objectHandlers}
              />
            ))}
          </Layer>
          {/* Held pieces while a selection is dragged (filled and emptied by the drag handlers, not by React). */}
          <Layer ref={dragLayer} />
          <Layer>
            <DragOverlay guides={drag.guides} band={band.band} />
            <Transformer
              ref={handles.transformer}
              {...handleSettings(doc, selection)}
              keepRatio={false}
              ignoreStroke
              flipEnabled={false}
              boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < 8 || Math.abs(newBox.height) < 8 ? oldBox : newBox)}
            />
          </Layer>
        </TableStage>
      )}
      {size.width === 0 ? null : (
        <span className="surface-canvas-help muted">
          Drag to select · Shift adds · Space or middle button + drag pans · Wheel or pinch zooms
        </span>
      )}
    </div>
  );
}
