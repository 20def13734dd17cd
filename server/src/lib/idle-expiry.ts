/**
 * Idle expiry that counts every use without a write per request. A use is recorded once the recorded one is
 * older than `recordEveryMs` (a tenth of the idle time, at most a minute), so the latest use is never more than
 * that after the recorded one; a session ends only when even that latest use would be past the idle time. A
 * session in use never ends, and one left alone ends within a tenth of the idle time (a minute at most) after it.
 */
export function idleExpiry(idleSeconds: number) {
  const idleMs = idleSeconds * 1000;
  const recordEveryMs = Math.min(60_000, Math.floor(idleMs / 10));
  return {
    recordEveryMs,
    expired: (lastRecordedUse: Date, now: number) => now - lastRecordedUse.getTime() > idleMs + recordEveryMs,
    dueForRecord: (lastRecordedUse: Date, now: number) => now - lastRecordedUse.getTime() > recordEveryMs,
  };
}
