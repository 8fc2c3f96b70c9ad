// What a piece looks like on the canvas, worked out by the feature (play table, editor) from the game
// document and the room view. Canvas nodes draw a look and know nothing about rooms or documents.

/** One side of a tile as it should be drawn. */
export interface FaceLook {
  background: string;
  imageUrl: string | null;
  /** Text that names the face (the variant's name), drawn when the face has no image. */
  label: string | null;
  /** Text fields on the face, positioned in the piece's own pixels. */
  texts: Array<{
    text: string;
    x: number;
    y: number;
    width: number;
    height: number;
    fontSize: number;
    color: string;
    align: 'left' | 'center' | 'right';
    bold: boolean;
    fontFamily?: string;
    wrap?: boolean;
    rotation?: number;
  }>;
  images: Array<{ url: string; x: number; y: number; width: number; height: number; rotation?: number }>;
}

export interface PieceLook {
  kind: 'tile' | 'die' | 'container' | 'counter';
  width: number;
  height: number;
  /** Degrees clockwise. */
  rotation: number;
  name: string;
  /** The side facing up; for tiles drawn as the back when the face is down or hidden from this viewer. */
  side: FaceLook;
  /** Whether the visible side is the back (face down, or a face this viewer may not see). */
  showingBack: boolean;
  /** A die's face or a counter's number. */
  value?: number;
  /** How many pieces a container holds. */
  count?: number;
  /** The top piece of a container, when it lies face up or as a back. */
  top?: PieceLook | null;
}

/** A plain face: a colour and nothing else. */
export function plainFace(background: string, label: string | null = null): FaceLook {
  return { background, imageUrl: null, label, texts: [], images: [] };
}
