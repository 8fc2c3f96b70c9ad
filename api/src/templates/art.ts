import sharp from 'sharp';
import type { GameTemplate, TemplateArt } from '@tablecraft/core/templates';

/** A template picture rasterised: the PNG that goes through the upload pipeline, with its size. */
export interface RenderedArt {
  art: TemplateArt;
  png: Buffer;
  width: number;
  height: number;
}

// The SVG is our own code, never a user's file (uploads refuse SVG), so rasterising it here is safe.
// The result never changes for a given build, so each picture is drawn once per process.
const rendered = new Map<string, Promise<RenderedArt>>();

function render(art: TemplateArt): Promise<RenderedArt> {
  return sharp(Buffer.from(art.svg()))
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ art, png: data, width: info.width, height: info.height }));
}

/** Every picture of a template as PNG, in the template's order. */
export function renderTemplateArt(template: GameTemplate): Promise<RenderedArt[]> {
  return Promise.all(
    template.art.map((art) => {
      const key = `${template.id}/${art.key}`;
      let promise = rendered.get(key);
      if (!promise) {
        promise = render(art);
        // A failure is not remembered: the next game made from the template tries again.
        promise.catch(() => rendered.delete(key));
        rendered.set(key, promise);
      }
      return promise;
    }),
  );
}
