// Run after `vite build` (web's `npm run build`): fails the build when the room's JavaScript before the table
// can be used grows past its budget (room-budget.ts), and prints what it is made of either way.
import { formatBudgetReport, roomBudgetReport } from './room-budget.ts';

const report = roomBudgetReport(process.argv[2] ?? 'dist');
for (const line of formatBudgetReport(report)) console.log(line);
if (!report.withinBudget) {
  console.error(
    "Split what a player does not need before sitting into a lazy import (React.lazy or a route's lazy), or raise ROOM_BUDGET_BYTES with the reason.",
  );
  process.exit(1);
}
