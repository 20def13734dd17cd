/**
 * The page's main-thread tasks after its first contentful paint, read from the trace Lighthouse recorded in the
 * same run, and the blocking time they make: from each task's wall time, as Lighthouse's TBT counts it, and from
 * its CPU time. On a 2-core machine Chromium's own threads stretch a task's wall time to 2-6× its CPU (bench/README,
 * 2026-11-30 noon), so the first is the page's work and the machine's moment together, the second the page's work.
 */
import type { TraceEvent } from '../e2e/support/hydration-cost';

export interface MainThreadBlocking {
  /** Σ max(0, slowdown × wall time − 50 ms): Lighthouse's TBT from the tasks it observed, before its simulation. */
  fromWallMs: number;
  /** Σ max(0, slowdown × CPU time − 50 ms): the same tasks as a machine that gave the page a core of its own would run them. */
  fromCpuMs: number;
}

const LONG_TASK_MS = 50;

export function mainThreadBlocking(events: readonly TraceEvent[], slowdown: number): MainThreadBlocking | null {
  // The navigation's first paint: Lighthouse loads about:blank first, which paints no content.
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const thread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === paint?.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!paint || !thread) return null;
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.pid === paint.pid &&
      event.tid === thread.tid &&
      event.ts >= paint.ts,
  );
  const blocking = (microseconds: (task: TraceEvent) => number | undefined) =>
    Math.round(
      tasks.reduce((sum, task) => sum + Math.max(0, (slowdown * (microseconds(task) ?? 0)) / 1000 - LONG_TASK_MS), 0),
    );
  return { fromWallMs: blocking((task) => task.dur), fromCpuMs: blocking((task) => task.tdur) };
}
