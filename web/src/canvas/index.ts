// Konva building blocks shared by the play table and the editor: presentational, driven by props and
// callbacks, with no knowledge of rooms or the editor's state.
export { TableStage, type TableStageHandle } from './TableStage.tsx';
export { SurfaceNode } from './SurfaceNode.tsx';
export { ZoneNode, type ZoneLayout } from './ZoneNode.tsx';
export { PieceNode, CountBadge, type PieceNodeProps } from './PieceNode.tsx';
export { FaceNode, readableOn } from './FaceNode.tsx';
export { plainFace, type FaceLook, type PieceLook } from './piece-look.ts';
export { useCanvasImage } from './images.ts';
export * from './geometry.ts';
export * from './viewport.ts';
