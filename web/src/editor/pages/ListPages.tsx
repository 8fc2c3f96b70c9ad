import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { GameDocument, PartKind } from '@tablecraft/core/game';
import { ErrorPage } from '../../shell/error-page.tsx';
import { useEditor } from '../editor-context.tsx';
import { PartList } from '../PartList.tsx';
import { listedParts } from '../list-order.ts';
import { findPart, kindsTitle, partName } from '../part-labels.ts';
import type { PartFormValues } from '../part-forms/types.ts';
import { EditorPageHeader } from './EditorPageHeader.tsx';
import { nextFieldPlace } from '../part-forms/field-placement.ts';

type AnyPart = Record<string, unknown> & { id: string };

/** What each top-level list is for, in the product's words. */
const TOP_LEVEL_INTROS: Partial<Record<PartKind, string>> = {
  component: 'Templates for kinds of piece: tiles (cards, tokens, boards), dice, containers (decks, bags, hands) and counters.',
  surface: 'Play areas: the table and any boards or regions on it, with a size and a background.',
  seat: 'Player positions, offered in this order. Each seat can start with objects in its hand.',
  guide: 'Help for players (setup, turn order, rules), shown in the room in this order.',
  script:
    "JavaScript modules that answer the room's events (setup, moves, buttons, timers). They run on the server in each room of this revision and in Test play; their log is shown in the room to the game's members.",
};

/** /components, /surfaces, /seats, /guides, /scripts: every part of one kind. */
export function TopLevelListPage({ kind }: { kind: PartKind }) {
  const { doc } = useEditor();
  const parts = listedParts<AnyPart>(doc, kind);
  return (
    <section className="editor-page">
      <EditorPageHeader title={kindsTitle(kind)} intro={TOP_LEVEL_INTROS[kind]} />
      <PartList kind={kind} parts={parts} empty={`No ${kindsTitle(kind).toLowerCase()} yet.`} />
    </section>
  );
}

/** A list that belongs to a part: which parts it holds and what new ones get. */
export interface NestedList {
  /** The part the list belongs to (the :partId of the URL). */
  parentKind: PartKind;
  kind: PartKind;
  /** The list's heading, from the parent's name. */
  title: (parentName: string) => string;
  belongs: (part: AnyPart, parentId: string) => boolean;
  fixed: (parentId: string) => PartFormValues;
  /** Starting settings of a new part that depend on its siblings (a new field goes below the others). */
  newPartBase?: (doc: GameDocument, parentId: string) => Record<string, unknown>;
  /** Only some parents have this list (dropzones belong to containers only). */
  allowed?: (parent: AnyPart) => boolean;
  intro?: string;
}

const placement = (part: AnyPart) => part.placement as { type: string; surfaceId?: string; seatId?: string; parentId?: string };

/** Every nested list route of the editor, by its path below the parent part. */
export const NESTED_LISTS = {
  componentFields: {
    parentKind: 'component',
    kind: 'field',
    title: (name) => `Fields of ${name}`,
    belongs: (part, id) => part.componentId === id,
    fixed: (id) => ({ componentId: id }),
    newPartBase: (doc, id) => nextFieldPlace(doc, id),
    intro: 'Named slots on the faces, filled in by each variant. Their names head the columns of the variants table and CSV.',
  },
  componentDropzones: {
    parentKind: 'component',
    kind: 'dropzone',
    title: (name) => `Dropzones of ${name}`,
    belongs: (part, id) =>
      (part.parent as { type: string; componentId?: string }).type === 'component' &&
      (part.parent as { componentId?: string }).componentId === id,
    fixed: (id) => ({ parentType: 'component', componentId: id }),
    allowed: (parent) => parent.kind === 'container',
    intro: 'Regions on this container where dropped objects snap and are laid out.',
  },
  componentObjects: {
    parentKind: 'component',
    kind: 'object',
    title: (name) => `Objects of ${name}`,
    belongs: (part, id) => part.componentId === id,
    fixed: (id) => ({ componentId: id }),
    intro: 'Every placed piece made from this component in the starting setup.',
  },
  objectObjects: {
    parentKind: 'object',
    kind: 'object',
    title: (name) => `Inside ${name}`,
    belongs: (part, id) => placement(part).type === 'object' && placement(part).parentId === id,
    fixed: (id) => ({ placementType: 'object', parentId: id }),
    intro: 'The objects this one holds at the start (the cards in a deck).',
  },
  seatObjects: {
    parentKind: 'seat',
    kind: 'object',
    title: (name) => `Objects of ${name}`,
    belongs: (part, id) => placement(part).type === 'seat' && placement(part).seatId === id,
    fixed: (id) => ({ placementType: 'seat', seatId: id }),
    intro: 'What this seat starts with in its hand.',
  },
  surfaceObjects: {
    parentKind: 'surface',
    kind: 'object',
    title: (name) => `Objects on ${name}`,
    belongs: (part, id) => placement(part).type === 'surface' && placement(part).surfaceId === id,
    fixed: (id) => ({ placementType: 'surface', surfaceId: id }),
    intro: 'The pieces lying on this surface at the start.',
  },
  dropzoneAnchors: {
    parentKind: 'dropzone',
    kind: 'anchor',
    title: (name) => `Anchors of ${name}`,
    belongs: (part, id) => part.dropzoneId === id,
    fixed: (id) => ({ dropzoneId: id }),
    intro: 'Snap points and lines inside this dropzone (board spaces, card slots).',
  },
} satisfies Record<string, NestedList>;

/** The parts of a nested list, in listed order. */
export function nestedParts(doc: GameDocument, list: NestedList, parentId: string): AnyPart[] {
  return listedParts<AnyPart>(doc, list.kind, (part) => list.belongs(part, parentId));
}

/** A nested list's page, e.g. /components/{component}/fields. */
export function NestedListPage({ list }: { list: NestedList }) {
  const { doc } = useEditor();
  const { partId } = useParams();
  const parent = findPart(doc, list.parentKind, partId);
  const parentId = parent?.part.id ?? '';
  const fixed = useMemo(() => list.fixed(parentId), [list, parentId]);
  if (!parent || (list.allowed && !list.allowed(parent.part))) return <ErrorPage code={404} />;
  const name = partName(list.parentKind, parent.part as { id: string; name?: string }, doc);
  return (
    <section className="editor-page">
      <EditorPageHeader title={list.title(name)} back={{ segments: [`${list.parentKind}s`, parentId], label: name }} intro={list.intro} />
      <PartList
        kind={list.kind}
        parts={nestedParts(doc, list, parentId)}
        fixed={fixed}
        newPartBase={list.newPartBase?.(doc, parentId)}
        afterAdd="stay"
        empty="Nothing here yet."
      />
    </section>
  );
}
