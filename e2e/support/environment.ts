/** Where the suite finds the composed site: the same ports as `npm start`. */
import { API_PORT, HOST, REMOTES } from '../../tools/apps';

export const BASE_URL = `http://localhost:${HOST.port}`;
export const API_URL = `http://localhost:${API_PORT}`;
export const REMOTE_URLS = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port}`]),
);

/** The global setup's control endpoint, through which a test stops and restarts one app's server. */
export const CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 8799);
export const CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;

/** The host's per-attempt timeout for a remote in this suite, short so that a hanging remote is quick to test. */
export const E2E_REMOTE_TIMEOUT_MS = 3000;

/** How often the host's rendering server checks a remote for a new release in this suite (ms). */
export const E2E_SSR_REVALIDATE_MS = 250;

/** How long a page request waits in this suite for a remote's server build and the page's reads (300 ms by default). */
export const E2E_SSR_BUDGET_MS = 3_000;

/** How long the host's rendering server may take to render a page in this suite (1 s by default). */
export const E2E_SSR_RENDER_TIMEOUT_MS = 5_000;

/** The back office's first admin, made by `npm run office -- add-admin` in the global setup. */
export const FIRST_ADMIN_EMAIL = 'first-admin@suvasa.example';

/**
 * Journeys that enrol an admin of their own, besides the office journey's first admin: the global setup adds
 * each one before the API opens the database, so none of them has to stop the API to add one.
 */
export const STAFF_JOURNEYS = ['invoice', 'catalogue-admin', 'office-retailers', 'hindi'] as const;
export type StaffJourney = (typeof STAFF_JOURNEYS)[number];

/**
 * The server's minimum gap between two codes to one number in this suite (20 s by default): long enough for a
 * journey to be refused within it, short enough that the journeys that log a retailer in again wait little.
 */
export const E2E_OTP_SEND_INTERVAL_SECONDS = 10;
