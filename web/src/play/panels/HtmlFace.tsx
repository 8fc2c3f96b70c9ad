import type { FaceLook } from '../../canvas/piece-look.ts';

/** A face in HTML (the hand, a pile being looked at, cards shown to everyone): its colour, image and name. */
export function HtmlFace({ face }: { face: FaceLook }) {
  return (
    <span className="html-face" style={{ background: face.background }}>
      {face.imageUrl ? <img src={face.imageUrl} alt="" draggable={false} /> : null}
      {/* A name only where there is no art to cover. */}
      {!face.imageUrl && face.label ? <span className="html-face-label">{face.label}</span> : null}
      {!face.imageUrl && !face.label && face.texts[0] ? <span className="html-face-label">{face.texts[0].text}</span> : null}
    </span>
  );
}
