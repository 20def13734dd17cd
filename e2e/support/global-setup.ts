/**
 * Once per e2e run: Chromium present, a fresh production build, the API server on an embedded
 * database in a temporary folder, the five static servers on their ports, and a control endpoint
 * through which a test stops and restarts one app's server, or serves another build of it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TestProject } from 'vitest/node';
import {
  API_PORT,
  apiEnvWithExamples,
  APPS,
  appInfo,
  distDir,
  EXAMPLES,
  exampleInfo,
  remotesManifestForEnv,
  REPO_ROOT,
  type AppInfo,
  type AppName,
} from '../../tools/apps';
import { buildApps } from '../../tools/build';
import { API_BUILD_FILE, buildApiServer } from '../../tools/build-servers';
import { startExampleServer } from '../../tools/examples';
import { startStaticServer } from '../../tools/serve';
import { startHostServer } from '../../host/server/app';
import { loadHostConfig } from '../../host/server/config';
import { openDatabase } from '../../server/src/db';
import { addAdmin } from '../../server/src/features/office/staff/staff';
import { commandConfig } from '../../server/src/ops/office';
import { buildIsFresh } from './build-freshness';
import { ensureChromium, ensureIndicFonts } from './chromium';
import {
  API_URL,
  BASE_URL,
  CONTROL_PORT,
  E2E_REMOTE_TIMEOUT_MS,
  E2E_SSR_BUDGET_MS,
  E2E_SSR_RENDER_TIMEOUT_MS,
  E2E_OTP_SEND_INTERVAL_SECONDS,
  E2E_SSR_REVALIDATE_MS,
  FIRST_ADMIN_EMAIL,
  STAFF_JOURNEYS,
  type StaffJourney,
} from './environment';

const run = promisify(execFile);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: 'localhost' }, () => probe.close(() => resolve(true)));
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Journeys sign up and log in many retailers and send inquiries from 127.0.0.1, in any file order: the
 * limits per client address are raised, and the gap between two codes to a number is shorter (the other
 * per-number limits and lock-outs stay as in production). The environment of the run still wins, so a journey
 * file can be run against the real limits.
 */
const JOURNEY_LIMITS: Record<string, string> = {
  OTP_SEND_INTERVAL_SECONDS: String(E2E_OTP_SEND_INTERVAL_SECONDS),
  RATE_LIMIT_REGISTER_PER_HOUR: '1000',
  RATE_LIMIT_INQUIRY_PER_HOUR: '1000',
  RATE_LIMIT_OTP_SEND_PER_MINUTE: '200',
  RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '200',
  OTP_SENDS_PER_ADDRESS_PER_HOUR: '2000',
  OTP_SENDS_PER_ADDRESS_PER_DAY: '5000',
  // Every sign-up and code send is a look-up of a number, budgeted per address.
  LOOKUPS_PER_ADDRESS_PER_HOUR: '5000',
  LOOKUPS_PER_ADDRESS_PER_DAY: '5000',
  // An IPv4 address is its own network (server/src/http/client-key.ts): its look-ups and code sends an hour too.
  LOOKUPS_PER_NETWORK_PER_DAY: '5000',
  SMS_CODES_PER_HOUR: '100000',
};

function startApiServer(dataDir: string): ChildProcess {
  // The compiled API, as its image and `npm start` run it.
  const child = spawn(process.execPath, ['--enable-source-maps', API_BUILD_FILE], {
    cwd: path.dirname(API_BUILD_FILE),
    env: {
      ...JOURNEY_LIMITS,
      ...process.env,
      // The embedding examples call the API from their own origins.
      ...apiEnvWithExamples(),
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The journeys read the codes from the dev outbox.
      SMS_PROVIDER: 'console',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

interface RunningSuite {
  /** Data folder of the API server's embedded database, when the API is part of the run. */
  apiDataDir?: string;
  /** What `npm run office -- add-admin` printed for the first admin, made before the API started. */
  firstAdminEnrolmentLink?: string;
  /** The enrolment link of each of STAFF_JOURNEYS' admins, made before the API started. */
  staffEnrolmentLinks?: Record<StaffJourney, string>;
  stop(): Promise<void>;
}

/**
 * The back office's first admin, made by its command as an operator would, on the API's database before the API
 * opens it (the embedded database has one owner at a time): the office journey then runs beside the others.
 */
async function addFirstAdmin(dataDir: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'office', '--', 'add-admin', FIRST_ADMIN_EMAIL], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', SITE_URL: BASE_URL, LOG_LEVEL: 'warn' },
  });
  const link = stdout
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith(`${BASE_URL}/office/enrol/`));
  if (!link) throw new Error(`npm run office -- add-admin printed no enrolment link:\n${stdout}`);
  return link;
}

/** An admin for each of STAFF_JOURNEYS, added as the command adds one, on the database it has just made. */
async function addJourneyAdmins(dataDir: string): Promise<Record<StaffJourney, string>> {
  const config = commandConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SITE_URL: BASE_URL });
  const db = await openDatabase(config.database);
  try {
    const links: Partial<Record<StaffJourney, string>> = {};
    for (const journey of STAFF_JOURNEYS) {
      links[journey] = (await addAdmin({ db, config, now: () => new Date() }, `${journey}@suvasa.example`)).link;
    }
    return links as Record<StaffJourney, string>;
  } finally {
    await db.close();
  }
}

/**
 * Both e2e projects (e2e/vitest.config.ts) name this setup, and vitest calls it once per project: the first
 * call starts the suite, the others share it, and the last teardown stops it. Kept on `globalThis`, which both
 * calls share whether or not they load this module once.
 */
const SHARED_SUITE = Symbol.for('site.e2e.suite');
type SuiteHolder = { [SHARED_SUITE]?: { running: Promise<RunningSuite>; users: number } };

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const holder = globalThis as SuiteHolder;
  const shared = (holder[SHARED_SUITE] ??= { running: startSuite(), users: 0 });
  shared.users += 1;
  const suite = await shared.running;
  // Journeys read what the API stored by opening this folder while the API is stopped.
  if (suite.apiDataDir) project.provide('apiDataDir', suite.apiDataDir);
  if (suite.firstAdminEnrolmentLink) project.provide('firstAdminEnrolmentLink', suite.firstAdminEnrolmentLink);
  if (suite.staffEnrolmentLinks) project.provide('staffEnrolmentLinks', suite.staffEnrolmentLinks);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED_SUITE];
    await suite.stop();
  };
}

async function startSuite(): Promise<RunningSuite> {
  ensureChromium();
  ensureIndicFonts({ required: false });

  const busy: number[] = [];
  const ports = [...APPS.map((app) => app.port), ...EXAMPLES.map((example) => example.port), API_PORT, CONTROL_PORT];
  for (const port of ports) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length)
    throw new Error(`Ports ${busy.join(', ')} are in use: stop whatever runs there (npm start or npm run dev?) first`);

  if (process.env.E2E_REBUILD === '1' || !buildIsFresh()) {
    console.log('e2e: building production…');
    await buildApps();
  } else {
    console.log('e2e: reusing the fresh production build');
    // A fraction of a second: the API is always built from the current sources.
    await buildApiServer();
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
  let api: ChildProcess | undefined;
  let firstAdminEnrolmentLink: string | undefined;
  let staffEnrolmentLinks: Record<StaffJourney, string> | undefined;
  if (existsSync(path.join(REPO_ROOT, 'server', 'src', 'main.ts'))) {
    firstAdminEnrolmentLink = await addFirstAdmin(dataDir);
    staffEnrolmentLinks = await addJourneyAdmins(dataDir);
    api = startApiServer(dataDir);
    // Three minutes: with eight engineers' builds and tests on two cores, its start took over a minute.
    await waitForHealth(`${API_URL}/api/health`, api, 180_000).catch((error: unknown) => {
      api?.kill();
      throw error;
    });
  } else {
    console.warn('e2e: server/src/main.ts does not exist yet; journeys run without the API');
  }

  const env = {
    REMOTE_TIMEOUT_MS: String(E2E_REMOTE_TIMEOUT_MS),
    // The host checks the remotes for a new release every quarter second (5 s by default), so journeys that
    // redeploy a remote need not wait.
    SSR_REVALIDATE_MS: String(E2E_SSR_REVALIDATE_MS),
    // Two browsers and the servers share two cores: a page's reads and render get the time they need there, so
    // every journey meets the page the server rendered (what the server does past its budget, its tests prove).
    SSR_BUDGET_MS: String(E2E_SSR_BUDGET_MS),
    SSR_RENDER_TIMEOUT_MS: String(E2E_SSR_RENDER_TIMEOUT_MS),
    // A warning (a page left to the browser) or worse, not a line per request.
    LOG_LEVEL: 'warn',
    ...process.env,
  };
  const manifest = () => remotesManifestForEnv(env);
  // The host's own configuration, checked once: a wrong setting fails the setup, as it stops the host's start.
  const hostConfig = loadHostConfig({ ...env, PORT: String(appInfo('host').port) });
  /** How many times each app's server was started: a journey proves the host was never restarted. */
  const starts = new Map<AppName, number>();
  const startServer = (app: AppInfo, root?: string) => {
    starts.set(app.name, (starts.get(app.name) ?? 0) + 1);
    if (app.name === 'host') return startHostServer({ config: hostConfig, distDir: root ?? distDir(app) });
    return startStaticServer(app, { quiet: true, manifest, env, ...(root ? { root } : {}) });
  };
  /** Each running server, and the folder it serves when that is not the app's dist/. */
  const servers = new Map<AppName, { server: FastifyInstance; root?: string }>();
  try {
    // The remotes first: the host fetches their server builds as it starts.
    for (const app of [...APPS.filter((candidate) => candidate.name !== 'host'), appInfo('host')]) {
      servers.set(app.name, { server: await startServer(app) });
    }
  } catch (error) {
    // No teardown runs when the setup fails: leave no API server or app server behind.
    await Promise.all([...servers.values()].map(({ server }) => server.close()));
    if (api && api.exitCode === null) api.kill('SIGTERM');
    throw error;
  }
  // The plain embedding page (the React host example is built and served by its own journey).
  const plainPage = await startExampleServer(exampleInfo('plain-page'), { quiet: true, manifest });
  const stopServer = async (app: AppName) => {
    await servers.get(app)?.server.close();
    servers.delete(app);
  };

  const control = Fastify({ logger: false });
  type AppControl = { Params: { name: string; action: string }; Body: { root?: unknown } | undefined };
  control.post<AppControl>('/apps/:name/:action', async (request, reply) => {
    const { name, action } = request.params;
    if (!APPS.some((app) => app.name === name)) return reply.code(404).send(`unknown app ${name}`);
    const appName = name as AppName;
    if (action === 'stop') {
      await stopServer(appName);
    } else if (action === 'start') {
      if (servers.get(appName)?.root) await stopServer(appName);
      if (!servers.has(appName)) servers.set(appName, { server: await startServer(appInfo(appName)) });
    } else if (action === 'serve-from') {
      const root = request.body?.root;
      if (typeof root !== 'string' || !root)
        return reply.code(400).send('the body must be {"root": "<folder of a build>"}');
      await stopServer(appName);
      servers.set(appName, { server: await startServer(appInfo(appName), root), root });
    } else {
      return reply.code(404).send(`unknown action ${action}`);
    }
    return reply.code(204).send();
  });
  control.get<{ Params: { name: string } }>('/apps/:name/starts', async (request) => ({
    starts: starts.get(request.params.name as AppName) ?? 0,
  }));
  // The API server: stopped (so a journey can open its database, or see the site without it) and started again.
  control.post<{ Params: { action: string } }>('/api/:action', async (request, reply) => {
    const { action } = request.params;
    if (!api) return reply.code(409).send('the API server is not part of this run');
    if (action === 'stop') {
      const running = api;
      if (running.exitCode === null) {
        running.kill('SIGTERM');
        await new Promise((resolve) => running.once('exit', resolve));
      }
    } else if (action === 'start') {
      if (api.exitCode !== null) {
        api = startApiServer(dataDir);
        await waitForHealth(`${API_URL}/api/health`, api, 60_000);
      }
    } else {
      return reply.code(404).send(`unknown action ${action}`);
    }
    return reply.code(204).send();
  });
  await control.listen({ host: '127.0.0.1', port: CONTROL_PORT });

  return {
    ...(api ? { apiDataDir: dataDir } : {}),
    ...(firstAdminEnrolmentLink ? { firstAdminEnrolmentLink } : {}),
    ...(staffEnrolmentLinks ? { staffEnrolmentLinks } : {}),
    async stop() {
      await control.close();
      await Promise.all([...servers.values()].map(({ server }) => server.close()));
      await plainPage.close();
      const running = api;
      if (running && running.exitCode === null) {
        running.kill('SIGTERM');
        await new Promise((resolve) => running.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data folder of the API server's embedded database. */
    apiDataDir: string;
    /** The enrolment link of the back office's first admin (`FIRST_ADMIN_EMAIL`), made by its command. */
    firstAdminEnrolmentLink: string;
    /** The enrolment link of each of STAFF_JOURNEYS' admins. */
    staffEnrolmentLinks: Record<StaffJourney, string>;
  }
}
