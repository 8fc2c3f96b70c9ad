import { PART_LIMITS, type Component, type Dropzone, type Field, type GameObject, type Seat, type Variant } from '../../game/index.ts';
import { ImageCatalogue } from './images.ts';
import { ImportReport, plural } from './report.ts';
import { IdMaker } from './values.ts';

// The game document as it is being built: one list per kind of part, each kept within the document's
// limits. A part that does not fit is counted in the report instead of added.

type Collection = 'components' | 'fields' | 'variants' | 'objects' | 'seats' | 'dropzones';

const NOUNS: Record<Collection, string> = {
  components: 'component',
  fields: 'field',
  variants: 'variant',
  objects: 'piece',
  seats: 'seat',
  dropzones: 'dropzone',
};

/** The table every imported piece lies on. */
export const SURFACE_ID = 'table';

export class DocumentBuilder {
  readonly components: Component[] = [];
  readonly fields: Field[] = [];
  readonly variants: Variant[] = [];
  readonly objects: GameObject[] = [];
  readonly seats: Seat[] = [];
  readonly dropzones: Dropzone[] = [];
  readonly ids: Record<Collection, IdMaker> = {
    components: new IdMaker(),
    fields: new IdMaker(),
    variants: new IdMaker(),
    objects: new IdMaker(),
    seats: new IdMaker(),
    dropzones: new IdMaker(),
  };

  constructor(
    readonly report: ImportReport,
    readonly images: ImageCatalogue,
  ) {}

  /** Room left for `count` more parts of a kind. */
  fits(collection: Collection, count = 1): boolean {
    return this[collection].length + count <= PART_LIMITS[collection];
  }

  /** Adds a part if the document has room for it; otherwise counts it as cut. */
  add<C extends Collection>(collection: C, part: DocumentBuilder[C][number]): boolean {
    if (!this.fits(collection)) {
      this.cut(collection);
      return false;
    }
    (this[collection] as Array<typeof part>).push(part);
    return true;
  }

  /** Counts a part left out for the document's limit on its kind. */
  cut(collection: Collection, count = 1): void {
    const noun = NOUNS[collection];
    for (let i = 0; i < count; i++)
      this.report.count(
        `cap:${collection}`,
        (n) =>
          `A game holds at most ${PART_LIMITS[collection].toLocaleString('en')} ${noun}s; ${plural(n, `more ${noun}`, `more ${noun}s`)} ${n === 1 ? 'was' : 'were'} left out.`,
      );
  }
}
