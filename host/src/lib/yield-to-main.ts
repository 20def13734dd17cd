/**
 * Ends the current task so the browser can paint and answer input before the next step of start-up:
 * each step then stays short (Total Blocking Time counts every task over 50 ms on a phone's CPU).
 * `scheduler.yield` where the browser has it (its continuation runs before other queued tasks),
 * otherwise a message to ourselves (no timer clamping).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
