/** The key under which the server project's global setup hands its tests the compiled API's entry file. */
export const COMPILED_API = 'compiledApi';

declare module 'vitest' {
  export interface ProvidedContext {
    [COMPILED_API]: string;
  }
}
