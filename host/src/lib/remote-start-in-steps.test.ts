import { describe, expect, it } from 'vitest';
import { remoteStartInSteps } from './remote-start-in-steps';

type InitArgs = Parameters<NonNullable<typeof remoteStartInSteps.beforeInitContainer>>[0];
type FactoryArgs = Parameters<NonNullable<typeof remoteStartInSteps.getModuleFactory>>[0];

/** Whether `promise` settles within the current task (its microtasks), rather than in a later task. */
async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return settled;
}

describe('remoteStartInSteps', () => {
  it("starts a container in a task after its entry's, with the options federation gave", async () => {
    const args = { shareScope: {}, initScope: [] } as unknown as InitArgs;
    const started = Promise.resolve(remoteStartInSteps.beforeInitContainer!(args));
    expect(await settlesInThisTask(started)).toBe(false);
    expect(await started).toBe(args);
  });

  it('asks for the module in a task after the container started, leaving it to the container', async () => {
    const asked = Promise.resolve(remoteStartInSteps.getModuleFactory!({} as FactoryArgs));
    expect(await settlesInThisTask(asked)).toBe(false);
    expect(await asked).toBeUndefined();
  });
});
