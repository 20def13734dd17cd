import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from './yield-to-main';

/**
 * A runtime plugin that starts a remote in tasks of its own instead of one: federation evaluates the remote's
 * entry, starts its container (the remote's own copy of federation's runtime, its share scope) and asks it for
 * the module in the task of the entry's `load` event, each 10-20 ms of a phone's CPU. Ending the task before the
 * container starts and again before the module is asked for keeps each under what blocks a tap.
 */
export const remoteStartInSteps: ModuleFederationRuntimePlugin = {
  name: 'site-remote-start-in-steps',
  async beforeInitContainer(args) {
    await yieldToMain();
    return args;
  },
  async getModuleFactory() {
    // Resolving nothing leaves the module to the container, as without the plugin.
    await yieldToMain();
    return undefined;
  },
};
