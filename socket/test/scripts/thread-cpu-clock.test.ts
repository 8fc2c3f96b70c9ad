import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_LAG_MS, threadCpuClock } from '../../src/scripts/thread-cpu-clock.ts';

// What a room's scripts are charged is read from this clock; it must follow the script thread's own CPU
// time, whatever the process's other threads and the rest of the machine do meanwhile.

/** One stretch between two readings: the thread ran `own` ms, was paused `paused` ms, and the process's other threads ran `others` ms. */
interface Stretch {
  own: number;
  paused: number;
  others: number;
}

/** A process and machine played out stretch by stretch, with a kernel that books the thread at every `tick` ms of its running. */
function simulated(tick: number) {
  // A thread that has run before, in a process that has run longer.
  let thread = 1_000.5;
  let process = 5_000;
  let wall = 60_000;
  const clock = threadCpuClock({
    processCpu: () => process,
    wall: () => wall,
    threadBooked: () => Math.floor(thread / tick) * tick,
  });
  return {
    clock,
    live: (stretch: Stretch) => {
      thread += stretch.own;
      process += stretch.own + stretch.others;
      wall += stretch.own + stretch.paused;
    },
    /** The thread's time since the world began. */
    threadTime: () => thread - 1_000.5,
  };
}

const stretch = fc.record({
  own: fc.double({ min: 0, max: 30, noNaN: true }),
  paused: fc.double({ min: 0, max: 60, noNaN: true }),
  // On two cores, at most one other thread runs beside this one; while it is paused, at most two.
  others: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe("the clock a room's scripts are charged by", () => {
  it('stays within two booking lags above the thread’s own time, however the other threads and the machine behave', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 4, 10), fc.array(stretch, { minLength: 1, maxLength: 200 }), (tick, stretches) => {
        const world = simulated(tick);
        const start = world.clock();
        for (const { own, paused, others } of stretches) {
          world.live({ own, paused, others: others * (own + 2 * paused) });
          const charged = world.clock() - start;
          expect(charged).toBeGreaterThanOrEqual(world.threadTime() - 1e-6);
          expect(charged).toBeLessThanOrEqual(world.threadTime() + 2 * BOOKING_LAG_MS + 1e-6);
        }
      }),
    );
  });

  it('charges a thread that waited while another burned the process’s time at most two booking lags', () => {
    const world = simulated(4);
    const start = world.clock();
    for (let reading = 0; reading < 100; reading++) {
      world.live({ own: 0, paused: 1, others: 2 });
      world.clock();
    }
    expect(world.clock() - start).toBeLessThanOrEqual(2 * BOOKING_LAG_MS);
  });

  it('is the process’s time bounded by the wall clock where the kernel books nothing', () => {
    let process = 0;
    let wall = 0;
    const clock = threadCpuClock({ processCpu: () => process, wall: () => wall, threadBooked: () => 0 });
    process += 40;
    wall += 25;
    expect(clock()).toBe(25);
    process += 5;
    wall += 25;
    expect(clock()).toBe(30);
  });

  it('is the thread’s own time where Node measures it', () => {
    let micros = 1_000;
    const clock = threadCpuClock({
      threadCpuUsage: () => ({ user: micros, system: 500 }),
      processCpu: () => Number.NaN,
      wall: () => Number.NaN,
      threadBooked: null,
    });
    expect(clock()).toBe(1.5);
    micros += 2_000;
    expect(clock()).toBe(3.5);
  });

  it('on this machine, does not charge a waiting thread for another thread that burns CPU', async () => {
    const burner = new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.once('message', (until) => { while (Date.now() < until); parentPort.postMessage('done'); });`,
      { eval: true },
    );
    await new Promise((resolve) => burner.once('online', resolve));
    const clock = threadCpuClock();
    const processBefore = process.cpuUsage();
    const start = clock();
    const done = new Promise((resolve) => burner.once('message', resolve));
    burner.postMessage(Date.now() + 200);
    // This thread blocks while the other one burns (and is read again only after).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    await done;
    const charged = clock() - start;
    const processUsage = process.cpuUsage(processBefore);
    const processMs = (processUsage.user + processUsage.system) / 1000;
    await burner.terminate();
    // The process's time took the other thread's burn; this thread's clock did not.
    expect(charged).toBeLessThanOrEqual(2 * BOOKING_LAG_MS);
    expect(charged).toBeLessThan(processMs / 4);
  });
});
