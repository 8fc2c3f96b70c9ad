// The plan module: every limit a plan sets, counted and refused in one place. Each check takes the
// account's plan lock inside the caller's transaction (store.ts, lockPlan), counts, and refuses with the
// limit's one sentence. Callers write files before the transaction and insert rows inside it. Open
// rooms are the rooms feature's to count: it passes its count in (OpenRoomCount), so plans needs no rooms.
export { assertSeatsWithinPlan } from './limits.ts';
export { ASSET_MIN_CHARGE_BYTES, assertMayStore, storageCharge, storedBytesOf } from './storage.ts';
export { effectivePlan, lockPlan, planInForce, type PlanLimits } from './store.ts';
export { assertMayAddPrivateGame, assertMayOpenRoom, type OpenRoomCount, planUsage, type PlanUsage } from './usage.ts';
export { listPlans } from './store.ts';
export { registerUsageMeasure } from './measures.ts';
