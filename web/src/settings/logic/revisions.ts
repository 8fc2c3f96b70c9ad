import type { RevisionRow } from '../documents.ts';

/** "v3" for the revision a publish will make next, from the ones there are. */
export function nextRevisionName(revisions: readonly RevisionRow[]): string {
  const numbers = revisions.filter((revision) => revision.published).map((revision) => Number(revision.name.replace(/^v/i, '')) || 0);
  return `v${Math.max(0, ...numbers) + 1}`;
}

/** Why a revision cannot be deleted, or null when it can. */
export function deleteRefusal(revision: Pick<RevisionRow, 'published' | 'roomCount' | 'name'>): string | null {
  if (!revision.published) return 'The draft cannot be deleted. Create a draft from another revision to replace its content.';
  if (revision.roomCount > 0)
    return `${revision.name} is played in ${revision.roomCount} room${revision.roomCount === 1 ? '' : 's'}, so it cannot be deleted.`;
  return null;
}

/** "1 room", "no rooms". */
export function roomsText(count: number): string {
  return count === 0 ? 'No rooms' : `${count} room${count === 1 ? '' : 's'}`;
}

/** When a revision last changed: its publish time, or for the draft its last save. */
export function revisionTime(revision: Pick<RevisionRow, 'publishedAt' | 'updatedAt'>): string {
  return revision.publishedAt ?? revision.updatedAt;
}
