import { PART_KINDS, type GameDocument, type PartKind } from '@tablecraft/core/game';
import { partName } from './part-labels.ts';

// Where a part's page leads: back to the list it belongs to, and on to the lists that belong to it.
// Paths are editor-relative segments; pages turn them into URLs with the editor's `path`.

export interface EditorLink {
  segments: string[];
  label: string;
}

type AnyPart = Record<string, unknown> & { id: string };

const nameOf = (doc: GameDocument, kind: PartKind, id: unknown) => {
  const part = (doc[PART_KINDS[kind]] as ReadonlyArray<AnyPart>).find((candidate) => candidate.id === id);
  return part ? partName(kind, part, doc) : String(id);
};

/** The list a part's page goes back to. */
export function backLink(kind: PartKind, part: AnyPart, doc: GameDocument): EditorLink {
  switch (kind) {
    case 'field':
      return {
        segments: ['components', String(part.componentId), 'fields'],
        label: `Fields of ${nameOf(doc, 'component', part.componentId)}`,
      };
    case 'variant':
      return {
        segments: ['components', String(part.componentId), 'variants'],
        label: `Variants of ${nameOf(doc, 'component', part.componentId)}`,
      };
    case 'object': {
      const placement = part.placement as { type: string; surfaceId?: string; seatId?: string; parentId?: string };
      if (placement.type === 'surface')
        return {
          segments: ['surfaces', String(placement.surfaceId), 'objects'],
          label: `Objects on ${nameOf(doc, 'surface', placement.surfaceId)}`,
        };
      if (placement.type === 'seat')
        return { segments: ['seats', String(placement.seatId), 'objects'], label: `Objects of ${nameOf(doc, 'seat', placement.seatId)}` };
      return { segments: ['objects', String(placement.parentId), 'objects'], label: `Inside ${nameOf(doc, 'object', placement.parentId)}` };
    }
    case 'dropzone': {
      const parent = part.parent as { type: string; surfaceId?: string; componentId?: string };
      if (parent.type === 'surface')
        return { segments: ['surfaces', String(parent.surfaceId)], label: nameOf(doc, 'surface', parent.surfaceId) };
      return {
        segments: ['components', String(parent.componentId), 'dropzones'],
        label: `Dropzones of ${nameOf(doc, 'component', parent.componentId)}`,
      };
    }
    case 'anchor':
      return {
        segments: ['dropzones', String(part.dropzoneId), 'anchors'],
        label: `Anchors of ${nameOf(doc, 'dropzone', part.dropzoneId)}`,
      };
    default:
      return { segments: [PART_KINDS[kind]], label: PART_KINDS[kind].charAt(0).toUpperCase() + PART_KINDS[kind].slice(1) };
  }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The lists that belong to a part, with how much each holds. */
export function relatedLinks(kind: PartKind, part: AnyPart, doc: GameDocument): EditorLink[] {
  const id = part.id;
  switch (kind) {
    case 'component': {
      const links: EditorLink[] = [
        { segments: ['components', id, 'fields'], label: `Fields (${doc.fields.filter((field) => field.componentId === id).length})` },
        {
          segments: ['components', id, 'variants'],
          label: `Variants (${doc.variants.filter((variant) => variant.componentId === id).length})`,
        },
        { segments: ['components', id, 'objects'], label: `Objects (${doc.objects.filter((object) => object.componentId === id).length})` },
      ];
      if (part.kind === 'container')
        links.push({
          segments: ['components', id, 'dropzones'],
          label: `Dropzones (${doc.dropzones.filter((zone) => zone.parent.type === 'component' && zone.parent.componentId === id).length})`,
        });
      return links;
    }
    case 'object':
      return [
        {
          segments: ['objects', id, 'objects'],
          label: `Contents (${count(doc.objects.filter((object) => object.placement.type === 'object' && object.placement.parentId === id).length, 'object', 'objects')})`,
        },
      ];
    case 'surface':
      return [
        {
          segments: ['surfaces', id, 'objects'],
          label: `Objects (${doc.objects.filter((object) => object.placement.type === 'surface' && object.placement.surfaceId === id).length})`,
        },
      ];
    case 'seat':
      return [
        {
          segments: ['seats', id, 'objects'],
          label: `Objects (${doc.objects.filter((object) => object.placement.type === 'seat' && object.placement.seatId === id).length})`,
        },
      ];
    case 'dropzone':
      return [
        { segments: ['dropzones', id, 'anchors'], label: `Anchors (${doc.anchors.filter((anchor) => anchor.dropzoneId === id).length})` },
      ];
    default:
      return [];
  }
}

/** A few words about a part for its line in a list. */
export function partSummary(kind: PartKind, part: AnyPart, doc: GameDocument): string {
  switch (kind) {
    case 'component': {
      const variants = doc.variants.filter((variant) => variant.componentId === part.id).length;
      return `${String(part.kind)} · ${String(part.width)}×${String(part.height)} · ${count(variants, 'variant', 'variants')}`;
    }
    case 'field':
      return `${String(part.type)} · ${String(part.face)}`;
    case 'object': {
      const variant = part.variantId ? doc.variants.find((candidate) => candidate.id === part.variantId)?.name : undefined;
      return [variant, part.faceUp ? 'face up' : 'face down'].filter(Boolean).join(' · ');
    }
    case 'surface':
      return `${String(part.width)}×${String(part.height)}`;
    case 'dropzone':
      return `${String((part.layout as { type: string }).type)} · ${String(part.viewPolicy)}`;
    case 'anchor':
      return `${String(part.kind)} at ${String(part.x)}, ${String(part.y)}`;
    case 'script':
      return scriptAnswers(String(part.source ?? ''));
    default:
      return '';
  }
}

// What a script's list entry says it answers: its exported handlers, found by a look at the text (the
// editor's full check parses it, but that parser loads with the script page, not with every list).
const EXPORTED_HANDLER = /export\s+(?:async\s+)?(?:function\s*\*?\s*|(?:const|let|var)\s+)(onSetup|beforeOp|onOp|onButton|onTimer)\b/g;

function scriptAnswers(source: string): string {
  const handlers = [...new Set([...source.matchAll(EXPORTED_HANDLER)].map((match) => match[1]!))];
  return handlers.length ? handlers.join(', ') : 'no handler yet';
}
