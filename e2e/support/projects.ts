/**
 * The key under which each e2e project tells its journeys whether they may stop, restart or swap the shared
 * servers (e2e/vitest.config.ts).
 */
export const SERVERS_MAY_CHANGE = 'serversMayChange';

declare module 'vitest' {
  export interface ProvidedContext {
    [SERVERS_MAY_CHANGE]: boolean;
  }
}
