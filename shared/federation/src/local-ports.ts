/**
 * The ports the apps listen on when run on one machine (`npm start`, `npm run dev`, the e2e suite), each on
 * its own origin; deployed, each app's URL comes from the environment instead.
 */
export const HOST_LOCAL_PORT = 8080;

/** The remotes by name, in the order `remotes.json` lists them: a path two remotes claim goes to the first. */
export const REMOTE_LOCAL_PORTS = {
  marketing: 8081,
  inquiry: 8082,
  auth: 8083,
  account: 8084,
  office: 8085,
} as const;

export type LocalRemoteName = keyof typeof REMOTE_LOCAL_PORTS;

export const API_LOCAL_PORT = 8000;
