// The plan page's arithmetic, kept pure: usage against each limit of the viewer's plan.
import { formatBytes } from '@tablecraft/core';
import type { AccountPlanQuery, PlanLimitsFragment } from '../graphql/generated/graphql.ts';

/** A plan's limits (null: unlimited). */
export type PlanLimits = PlanLimitsFragment;

/** What the viewer's account uses of its plan's limits. */
export type Usage = NonNullable<NonNullable<AccountPlanQuery['viewer']>['account']>['usage'];

export interface UsageRow {
  label: string;
  /** "2 of 3", "40 MB of 100 MB", "8 per room". */
  text: string;
  /** Share of the limit used, 0…1, or null when unlimited or not counted per account. */
  ratio: number | null;
  /** At or past the limit: the next one will be refused. */
  atLimit: boolean;
}

/** A limit as the plan table shows it. */
export function limitText(value: number | null, format: (value: number) => string = (v) => v.toLocaleString()): string {
  return value === null ? 'Unlimited' : format(value);
}

function row(label: string, used: number, limit: number | null, format: (value: number) => string = (v) => v.toLocaleString()): UsageRow {
  if (limit === null) return { label, text: `${format(used)} (no limit)`, ratio: null, atLimit: false };
  return { label, text: `${format(used)} of ${format(limit)}`, ratio: limit === 0 ? 1 : Math.min(1, used / limit), atLimit: used >= limit };
}

/** Usage of each limit of a plan, in the plan table's order. */
export function usageRows(plan: PlanLimits, usage: Usage): UsageRow[] {
  return [
    row('Private games', usage.privateGames, plan.maxPrivateGames),
    row('Open rooms', usage.openRooms, plan.maxOpenRooms),
    row('Asset storage', usage.assetBytes, plan.maxAssetBytes, formatBytes),
    {
      label: 'Seats per room',
      text: plan.maxSeatsPerRoom === null ? 'Unlimited' : `Up to ${plan.maxSeatsPerRoom} per room`,
      ratio: null,
      atLimit: false,
    },
  ];
}

/** The end of a key-granted Pro when it is still ahead, else null. */
export function activeProUntil(proUntil: string | null, now: Date = new Date()): Date | null {
  if (!proUntil) return null;
  const end = new Date(proUntil);
  return end.getTime() > now.getTime() ? end : null;
}

/** The path of the key page for a key as typed (spaces dropped; the page accepts any case and dashes). */
export function activateKeyPath(typed: string): string | null {
  const code = typed.trim().replace(/\s+/g, '');
  return code ? `/activate-key/${encodeURIComponent(code)}` : null;
}
