// The socket service's garbage-collector setting, applied before anything else is loaded (main.ts imports
// this first). V8 "pretenures" an allocation site when many of its objects outlive a young-generation
// collection, and allocates its objects straight in the old generation from then on. A relay under load
// trips that for its frames: a burst of messages is still in flight when a scavenge comes, so the parsed
// frames look long-lived, and every later frame of that site becomes old-generation garbage that only a
// full collection frees. Measured at 100 rooms of the game-night load (docs/BENCHMARKS.md): the processes'
// memory grew 21 MB per 100 clients with pretenuring and 8.5 MB without, for the same CPU and latency.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
