/** A property's number of runs: its own in `npm test`, or FC_RUNS for a longer run (docs/TESTING.md). */
export const runs = (numRuns: number): number => Number(process.env.FC_RUNS) || numRuns;
