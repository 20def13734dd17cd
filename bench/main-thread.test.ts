import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../e2e/support/hydration-cost';
import { mainThreadBlocking } from './main-thread';

const RENDERER = 7;
const MAIN = 1;
const task = (ts: number, wallMs: number, cpuMs: number, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: RENDERER,
  tid,
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const trace = (...tasks: TraceEvent[]): TraceEvent[] => [
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: 2, ts: 0, args: { name: 'Compositor' } },
  { name: 'firstContentfulPaint', ph: 'R', pid: RENDERER, tid: MAIN, ts: 1_000_000 },
  ...tasks,
];

describe('the blocking time of the main thread after the first paint', () => {
  it("counts each task's time beyond 50 ms once multiplied, from wall time and from CPU time", () => {
    // 40 ms of wall for 10 of CPU: 4 × 40 − 50 = 110 from wall, 4 × 10 − 50 < 0 from CPU.
    // 30 ms of wall for 20 of CPU: 70 and 30.
    const blocking = mainThreadBlocking(trace(task(1_100_000, 40, 10), task(1_200_000, 30, 20)), 4);
    expect(blocking).toEqual({ fromWallMs: 180, fromCpuMs: 30 });
  });

  it('leaves out the tasks before the first paint and those of other threads', () => {
    const blocking = mainThreadBlocking(trace(task(900_000, 100, 100), task(1_100_000, 100, 100, 2)), 4);
    expect(blocking).toEqual({ fromWallMs: 0, fromCpuMs: 0 });
  });

  it('multiplies by the slowdown asked for', () => {
    expect(mainThreadBlocking(trace(task(1_100_000, 10, 10)), 10)).toEqual({ fromWallMs: 50, fromCpuMs: 50 });
  });

  it('says nothing of a trace without a first paint', () => {
    expect(
      mainThreadBlocking(
        trace().filter((event) => event.name !== 'firstContentfulPaint'),
        4,
      ),
    ).toBeNull();
  });
});
