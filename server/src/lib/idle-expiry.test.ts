import { describe, expect, it } from 'vitest';
import { idleExpiry } from './idle-expiry';

/** A session used at `gapsMs` after it started, under `idleSeconds`: whether it lived, and how many writes it took. */
function useAt(idleSeconds: number, gapsMs: readonly number[]) {
  const idle = idleExpiry(idleSeconds);
  let recorded = new Date(0);
  let now = 0;
  let writes = 0;
  for (const gap of gapsMs) {
    now += gap;
    if (idle.expired(recorded, now)) return { alive: false, writes };
    if (idle.dueForRecord(recorded, now)) {
      recorded = new Date(now);
      writes++;
    }
  }
  return { alive: true, writes };
}

describe('idle expiry', () => {
  it('never ends a session used within its idle time, however short the idle setting', () => {
    for (const idleSeconds of [10, 60, 90, 600, 1800, 7 * 86_400]) {
      const idleMs = idleSeconds * 1000;
      // Uses just inside the idle time, and uses just after a recorded one (the ones not written).
      const gaps = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? idleMs : 1 + (index % 7)));
      expect(useAt(idleSeconds, gaps).alive, `idle ${idleSeconds} s`).toBe(true);
      expect(useAt(idleSeconds, [1, ...Array.from({ length: 100 }, () => idleMs - 1)]).alive).toBe(true);
    }
  });

  it('ends one left alone within a tenth of the idle time after it, a minute at most', () => {
    for (const idleSeconds of [10, 60, 600, 7 * 86_400]) {
      const idle = idleExpiry(idleSeconds);
      expect(idle.recordEveryMs).toBe(Math.min(60_000, idleSeconds * 100));
      const lastUse = new Date(1_000_000);
      expect(idle.expired(lastUse, lastUse.getTime() + idleSeconds * 1000)).toBe(false);
      expect(idle.expired(lastUse, lastUse.getTime() + idleSeconds * 1000 + idle.recordEveryMs + 1)).toBe(true);
    }
  });

  it('writes once a tenth of the idle time (a minute at most), not at every request', () => {
    // A request a second for an hour, idle 30 minutes: one write a minute.
    expect(
      useAt(
        1800,
        Array.from({ length: 3600 }, () => 1000),
      ).writes,
    ).toBe(59);
    // Idle 60 s: one write every 6 s.
    expect(
      useAt(
        60,
        Array.from({ length: 600 }, () => 1000),
      ).writes,
    ).toBe(85);
  });
});
