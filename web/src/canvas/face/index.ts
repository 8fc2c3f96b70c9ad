// A component's face drawn from the game document: used by the editor's preview, the visual editor
// and the play table, so a card looks the same everywhere.
export { ComponentFace, FaceDrawingNode, type ComponentFaceProps } from './ComponentFace.tsx';
export { faceDrawing, fieldValue, type FaceDrawing, type FaceImage, type FaceSide, type FaceText } from './face-drawing.ts';
export { documentAssetUrls, uploadedAssetUrl, surfaceImageUrl, FACE_RENDITION, type AssetUrlResolver } from './asset-urls.ts';
