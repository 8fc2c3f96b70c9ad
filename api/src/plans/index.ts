// The plan module: every limit a plan sets, counted and refused in one place. Each check takes the
// account's plan lock inside the caller's transaction (store.ts, lockPlan), counts, and refuses with the
// limit's one sentence. Callers write files before the transaction and insert rows inside it.
export { assertSeatsWithinPlan } from './limits.ts';
export { COUNTED_OPEN_ROOM, IDLE_ROOM_GRACE, countOpenRooms } from './open-rooms.ts';
export { ASSET_MIN_CHARGE_BYTES, assertMayStore, storageCharge, storedBytesOf } from './storage.ts';
export { effectivePlan, lockPlan, planInForce, type PlanLimits } from './store.ts';
export { assertMayAddPrivateGame, assertMayOpenRoom, planUsage, type PlanUsage } from './usage.ts';
export { listPlans } from './store.ts';
