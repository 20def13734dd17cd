import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PORT, APPS, appInfo, REMOTES, REPO_ROOT, remotesManifestForEnv } from './apps';
import type { RemoteName } from '@site/state/routes';
import { API_BUILD_FILE, HOST_SERVER_BUILD_FILE } from './build-servers';
import { CONTAINER, generatedDeployFiles } from './deploy-config';
import { freePort } from './free-port';
import { headerSettingsFromEnv, IMMUTABLE, NO_CACHE, securityHeaderValues } from '../host/server/http-headers';
import { FIRST_PAINT_LOADER_CSP_SOURCE } from '../host/server/first-paint-loader';
import { startStaticServer } from './serve';
import { ensureDockerCompose, ensureNginx, type Found } from './system-commands';

type Env = Record<string, string>;

const CONFIGURE_SCRIPT = path.join(REPO_ROOT, 'deploy', 'nginx', 'configure.sh');
const POLICY_SCRIPT = path.join(REPO_ROOT, 'deploy', 'nginx', 'policy.sh');
const temporaryDirs: string[] = [];

function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a remote container's start script as the nginx image does, with only `env` set, in a temporary folder. */
function runConfigure(app: RemoteName, env: Env, siteDir = temporaryDir('site-conf-')) {
  copyFileSync(POLICY_SCRIPT, path.join(siteDir, 'policy.sh'));
  execFileSync('sh', [CONFIGURE_SCRIPT], {
    env: { PATH: process.env.PATH, SITE_APP: app, SITE_CONFIG_DIR: siteDir, ...env },
    stdio: 'pipe',
  });
  const runtime = readFileSync(path.join(siteDir, 'runtime.conf'), 'utf8');
  const variable = (name: string) => runtime.match(new RegExp(`^set \\$${name} "(.*)";$`, 'm'))?.[1];
  return { headers: { csp: variable('site_csp'), hsts: variable('site_hsts'), crossOrigin: variable('site_cors') } };
}

/** What the TypeScript side sends for the same environment (a header left out is an empty nginx value). */
function expectedHeaders(app: RemoteName, env: Env) {
  const values = securityHeaderValues(false, remotesManifestForEnv(env), headerSettingsFromEnv(env));
  return { csp: values.csp, hsts: values.hsts ?? '', crossOrigin: values.crossOrigin ?? '' };
}

const ENVIRONMENTS: Record<string, Env> = {
  'nothing set (the local ports)': {},
  'a production deployment': {
    NODE_ENV: 'production',
    REMOTE_MARKETING_URL: 'https://marketing.example.com/',
    REMOTE_INQUIRY_URL: 'https://cdn.example.com/inquiry/mf-manifest.json',
    REMOTE_AUTH_URL: 'https://cdn.example.com/auth/v2/remoteEntry.js',
    REMOTE_ACCOUNT_URL: 'HTTPS://Account.Example.com:443',
    API_BASE: 'https://api.example.com/api/method',
    DEBUG: 'true',
    REMOTE_TIMEOUT_MS: '5000',
    ERP_ORIGINS: ' https://erp.example.com , https://erp2.example.com:8443,,',
  },
  'odd values': {
    NODE_ENV: 'staging',
    REMOTE_MARKETING_URL: 'http://user:secret@marketing.example.com:80//',
    REMOTE_INQUIRY_URL: '/inquiry',
    REMOTE_AUTH_URL: 'ftp://auth.example.com',
    REMOTE_ACCOUNT_URL: 'https://account.example.com/a "quoted" \\ path',
    API_BASE: '/api/method',
    DEBUG: 'TRUE',
    REMOTE_TIMEOUT_MS: '5e3',
    ERP_ORIGINS: ' ',
  },
  'an empty API base and a zero timeout': { API_BASE: '', REMOTE_TIMEOUT_MS: '0', REMOTE_AUTH_URL: '///' },
  'a padded timeout': { REMOTE_TIMEOUT_MS: ' 3000' },
};

describe('the containers start script (deploy/nginx/configure.sh)', () => {
  for (const [label, env] of Object.entries(ENVIRONMENTS)) {
    it(`writes the same headers as the TypeScript side: ${label}`, () => {
      for (const remote of REMOTES)
        expect(runConfigure(remote.name, env).headers, remote.name).toEqual(expectedHeaders(remote.name, env));
    });
  }

  it('reads the configuration at start, so one image serves any environment', () => {
    const dirs = temporaryDir('site-conf-');
    runConfigure('auth', {}, dirs);
    const moved = runConfigure(
      'auth',
      { REMOTE_MARKETING_URL: 'https://moved.example.com', ERP_ORIGINS: 'https://erp.example.com' },
      dirs,
    );
    expect(moved.headers.csp).toContain("frame-ancestors 'self' https://erp.example.com");
    expect(moved.headers.csp).toContain(
      `script-src 'self' ${FIRST_PAINT_LOADER_CSP_SOURCE} https://moved.example.com http://localhost:8082`,
    );
  });

  it('refuses a configuration that would break the nginx configuration', () => {
    expect(() => runConfigure('marketing', { ERP_ORIGINS: 'https://erp.example.com"; evil' })).toThrow();
  });
});

describe('the generated deployment files', () => {
  it('are current: run `npm run deploy:config` after changing host/server/http-headers.ts, tools/apps.ts or the workspaces', () => {
    for (const [file, content] of Object.entries(generatedDeployFiles())) {
      expect(readFileSync(path.join(REPO_ROOT, file), 'utf8'), file).toBe(content);
    }
  });
});

describe('the images of the API and the host', () => {
  const images = [
    { dockerfile: 'server/Dockerfile', buildName: 'api', workspace: '@site/server', built: API_BUILD_FILE },
    { dockerfile: 'host/Dockerfile', buildName: 'host', workspace: '@site/host', built: HOST_SERVER_BUILD_FILE },
  ];
  for (const { dockerfile, buildName, workspace, built } of images) {
    it(`${dockerfile}: compiles in a build stage, then runs the compiled server with node, its production dependencies only and no sources`, () => {
      const text = readFileSync(path.join(REPO_ROOT, dockerfile), 'utf8');
      const [build = '', runtime = '', ...more] = text.split(/^FROM /m).slice(1);
      expect(more).toEqual([]);
      expect(build).toMatch(/^\S+ AS build\n/);
      expect(build).toMatch(new RegExp(`^RUN npm install --no-audit --no-fund$`, 'm'));
      expect(build).toMatch(new RegExp(`^RUN npm run build -- ${buildName}( |$)`, 'm'));

      expect(runtime).not.toMatch(/tsx|typescript/i);
      const installs = (runtime.match(/npm install[^\n\\]*/g) ?? []).map((command) => command.trim());
      expect(installs).toEqual([`npm install --omit=dev --workspace ${workspace} --no-audit --no-fund`]);
      // Besides the manifests npm installs from, only the build stage's output.
      const copies = runtime.match(/^COPY .*$/gm) ?? [];
      for (const copy of copies.filter((line) => !line.startsWith('COPY --from=build ')))
        expect(copy).toMatch(/^COPY ((\S+\/)?package(-lock)?\.json )+\S+$/);
      const builtFile = path.relative(REPO_ROOT, built).split(path.sep).join('/');
      const builtDir = path.posix.dirname(builtFile);
      expect(copies).toContain(`COPY --from=build /repo/${builtDir} ${builtDir}`);

      const workdir = [...runtime.matchAll(/^WORKDIR (\S+)$/gm)].at(-1)?.[1] ?? '';
      const command = JSON.parse(runtime.match(/^CMD (.*)$/m)?.[1] ?? '[]') as string[];
      expect(command.slice(0, 2)).toEqual(['node', '--enable-source-maps']);
      expect(path.posix.relative('/repo', path.posix.join(workdir, command[2] ?? ''))).toBe(builtFile);
    });
  }
});

describe('docker-compose.yml', () => {
  let compose: Found;
  beforeAll(() => {
    compose = ensureDockerCompose();
  }, 300_000);

  interface ComposeService {
    build?: { context: string; dockerfile: string };
    image: string;
    ports?: { published: number; target: number }[];
    environment?: Record<string, string>;
    healthcheck?: { test: string[] };
    /** `source:target:mode` from docker-compose 1, an object from later versions. */
    volumes?: (string | { source: string; target: string })[];
    depends_on?: Record<string, { condition: string }>;
    command?: string[];
  }

  /**
   * `docker-compose config` (Debian's validates without an engine) as JSON: docker-compose 2 writes it
   * itself; Debian's docker-compose 1 writes YAML, read with the YAML library it is built on.
   */
  function composeConfig(composePath: string): {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  } {
    // Only the file's own defaults: no variables from this machine.
    const run = (args: string[]) =>
      execFileSync(composePath, ['-f', 'docker-compose.yml', 'config', ...args], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
        stdio: 'pipe',
      });
    let json = '';
    try {
      json = run(['--format', 'json']);
    } catch {
      // docker-compose 1 has no --format (it prints its usage, and may still exit 0).
    }
    if (!json.trimStart().startsWith('{')) {
      const yamlToJson = 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))';
      json = execFileSync('python3', ['-c', yamlToJson], { input: run([]), encoding: 'utf8' });
    }
    return JSON.parse(json) as ReturnType<typeof composeConfig>;
  }

  it('is valid, with every app from its own Dockerfile, the API and PostgreSQL with a volume, all health-checked', ({
    skip,
  }) => {
    if ('missing' in compose) return skip(compose.missing);
    const { services, volumes } = composeConfig(compose.path);
    expect(Object.keys(services).sort()).toEqual(
      [...APPS.map((app) => app.name), 'api-proxy', 'api', 'api-2', 'redis', 'minio', 'minio-bucket', 'db'].sort(),
    );

    for (const app of APPS) {
      const service = services[app.name] as ComposeService;
      expect(service.build?.dockerfile, app.name).toBe(`${app.dir}/Dockerfile`);
      expect(service.build?.context, app.name).toBe(REPO_ROOT);
      expect(service.ports, app.name).toEqual([{ published: app.port, target: CONTAINER.port }]);
    }
    expect(services.api?.build?.dockerfile).toBe('server/Dockerfile');
    // The API is reached through its proxy only, which trusts no client-written address.
    expect(services.api?.ports).toBeUndefined();
    expect(services['api-proxy']?.ports).toEqual([{ published: API_PORT, target: API_PORT }]);
    expect(services.api?.environment?.TRUST_PROXY).toBe('1');
    expect(services.api?.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'minio-bucket': { condition: 'service_completed_successfully' },
    });
    // Two replicas of one service definition, counting their request limits in one Redis and keeping
    // pictures in one MinIO bucket, which exists before either starts.
    const { build: _build, ...replica } = services['api-2']!;
    const { build: _build1, ...first } = services.api!;
    expect(replica).toEqual(first);
    // Their health check is readiness (not liveness): an instance draining after SIGTERM, or whose database,
    // migrations or picture storage are not there, is taken out of rotation.
    for (const name of ['api', 'api-2']) {
      const check = services[name]?.healthcheck?.test.join(' ') ?? '';
      expect(check, name).toContain(`http://127.0.0.1:${services[name]?.environment?.PORT}/api/ready`);
      expect(check, name).not.toContain('/api/health');
    }
    expect(services.api?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(services.api?.environment).toMatchObject({ S3_BUCKET: 'pictures', S3_ENDPOINT: 'http://minio:9000' });
    expect(services.api?.volumes).toBeUndefined();
    expect(services.minio?.image).toMatch(/^minio\/minio:/);
    expect(services['minio-bucket']?.command).toEqual(['mb', '--ignore-existing', 'pictures/pictures']);
    expect(services['minio-bucket']?.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(services.api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/\w+:[^@]+@db:5432\/\w+$/);
    expect(services.db?.image).toMatch(/^postgres:/);
    const mounts = (services.db?.volumes ?? []).map((volume) =>
      typeof volume === 'string' ? volume.split(':').slice(0, 2).join(':') : `${volume.source}:${volume.target}`,
    );
    expect(mounts).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(Object.keys(volumes)).toContain('pgdata');
    // Every long-running service is health-checked; the one-shot bucket creation is waited for by its exit.
    for (const [name, service] of Object.entries(services))
      if (name !== 'minio-bucket') expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
  }, 30_000);

  it('configures the static apps by environment, and its defaults are those of `npm start`', ({ skip }) => {
    if ('missing' in compose) return skip(compose.missing);
    const { services } = composeConfig(compose.path);
    const readByManifest = [
      'API_BASE',
      'DEBUG',
      'REMOTE_TIMEOUT_MS',
      ...REMOTES.map((remote) => `REMOTE_${remote.name.toUpperCase()}_URL`),
    ];
    for (const app of APPS) {
      const env = services[app.name]?.environment ?? {};
      expect(Object.keys(env), app.name).toEqual(
        expect.arrayContaining([...readByManifest, 'ERP_ORIGINS', 'NODE_ENV']),
      );
      expect(remotesManifestForEnv(env), app.name).toEqual(remotesManifestForEnv({}));
    }
  }, 30_000);
});

/** A build as rspack emits it, small enough to write in a test. */
function writeFakeBuild(root: string): void {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><script defer src="/main.0123456789.js"></script>');
  writeFileSync(path.join(root, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(root, 'main.0123456789.js.map'), '{}');
  writeFileSync(path.join(root, 'remoteEntry.js'), `var marketing = ${JSON.stringify('y'.repeat(3000))};`);
  writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(root, 'assets', 'logo.abcdef0123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

const COMPARED_HEADERS = [
  'cache-control',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'access-control-allow-origin',
  'content-encoding',
];

const PATHS = [
  '/',
  '/user/create-address',
  '/index.html',
  '/remoteEntry.js',
  '/mf-manifest.json',
  '/remotes.json',
  '/main.0123456789.js',
  '/main.0123456789.js.map',
  '/assets/logo.abcdef0123.svg',
  '/favicon.svg',
  '/missing.0123456789.js',
  '/missing.png',
];

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${log()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen on ${port}: ${log()}`);
}

/** nginx in the foreground with the images' generated configuration, paths moved into `dir`. */
async function startNginx(
  binary: string,
  app: RemoteName,
  env: Env,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = temporaryDir('site-nginx-');
  const dirs = { site: path.join(dir, 'site'), html: path.join(dir, 'html') };
  mkdirSync(dirs.site);
  writeFakeBuild(dirs.html);
  runConfigure(app, env, dirs.site);
  const files = generatedDeployFiles();
  writeFileSync(path.join(dirs.site, 'headers.conf'), files['deploy/nginx/headers.conf'] as string);
  const port = await freePort();
  const siteConf = (files['deploy/nginx/default.conf'] as string)
    .replaceAll(CONTAINER.siteDir, dirs.site)
    .replaceAll(CONTAINER.htmlDir, dirs.html)
    .replace(`listen ${CONTAINER.port};`, `listen 127.0.0.1:${port};`);
  return runNginx(binary, dir, siteConf, port);
}

/** nginx in the foreground in `dir` with one server configuration, until `stop`. */
async function runNginx(
  binary: string,
  dir: string,
  serverConf: string,
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  writeFileSync(path.join(dir, 'site.conf'), serverConf);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
    types { text/html html; application/javascript js; application/json json map; image/svg+xml svg; }
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${path.join(dir, 'site.conf')};
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const log = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  await waitForPort(port, child, log);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function headersOf(url: string): Promise<Record<string, string | number | null>> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return {
    status: response.status,
    ...Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)])),
  };
}

describe('nginx in the images and the `npm start` servers', () => {
  let nginx: Found;
  beforeAll(() => {
    nginx = ensureNginx();
  }, 300_000);

  const cases: [RemoteName, Env][] = [
    [
      'marketing',
      {
        NODE_ENV: 'production',
        ERP_ORIGINS: 'https://erp.example.com',
        REMOTE_MARKETING_URL: 'https://m.example.com',
        API_BASE: 'https://api.example.com/api/method',
      },
    ],
    ['auth', { ERP_ORIGINS: 'https://erp.example.com' }],
  ];

  for (const [app, env] of cases) {
    it(`send the same status and cache, security and compression headers for every kind of file: ${app}`, async ({
      skip,
    }) => {
      if ('missing' in nginx) return skip(nginx.missing);
      const server = await nginxAndNode(nginx.path, app, env);
      try {
        for (const file of PATHS) {
          const fromNginx = await headersOf(`${server.nginx}${file}`);
          expect(fromNginx, `nginx ${file}`).toEqual(await headersOf(`${server.node}${file}`));
        }
        // The cases that matter, spelled out.
        expect((await headersOf(`${server.nginx}/remoteEntry.js`))['cache-control']).toBe(NO_CACHE);
        expect((await headersOf(`${server.nginx}/main.0123456789.js`))['cache-control']).toBe(IMMUTABLE);
        expect((await headersOf(`${server.nginx}/main.0123456789.js`))['content-encoding']).toBe('gzip');
        expect((await headersOf(`${server.nginx}/missing.0123456789.js`))['cache-control']).toBe(NO_CACHE);
      } finally {
        await server.stop();
      }
    }, 30_000);
  }

  async function nginxAndNode(binary: string, app: RemoteName, env: Env) {
    const fromNginx = await startNginx(binary, app, env);
    const root = temporaryDir('site-node-');
    writeFakeBuild(root);
    let node: FastifyInstance | undefined;
    try {
      node = await startStaticServer(appInfo(app), { root, port: 0, env, quiet: true });
    } catch (error) {
      await fromNginx.stop();
      throw error;
    }
    const started = node;
    return {
      nginx: fromNginx.url,
      node: `http://localhost:${(started.server.address() as net.AddressInfo).port}`,
      stop: async () => {
        await started.close();
        await fromNginx.stop();
      },
    };
  }
});

describe('the API proxy of docker-compose.yml (server/deploy/api-proxy.nginx.conf)', () => {
  let nginx: Found;
  beforeAll(() => {
    nginx = ensureNginx();
  }, 300_000);

  it('hands the API the address it saw, whatever the client wrote in X-Forwarded-For, Forwarded or X-Real-IP', async ({
    skip,
  }) => {
    if ('missing' in nginx) return skip(nginx.missing);
    // A stand-in for the API: it answers with the forwarding headers it received.
    const upstream = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      const { 'x-forwarded-for': forwardedFor = null, 'x-real-ip': realIp = null, forwarded = null } = request.headers;
      response.end(JSON.stringify({ forwardedFor, realIp, forwarded }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as net.AddressInfo).port;
    const port = await freePort();
    const conf = readFileSync(path.join(REPO_ROOT, 'server', 'deploy', 'api-proxy.nginx.conf'), 'utf8');
    expect(conf).toContain('server api:8000 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('server api-2:8000 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('listen 8000;\n    listen [::]:8000;');
    const proxy = await runNginx(
      nginx.path,
      temporaryDir('api-proxy-'),
      conf
        .replace('server api:8000 max_fails=1 fail_timeout=5s;', `server 127.0.0.1:${upstreamPort};`)
        .replace('server api-2:8000 max_fails=1 fail_timeout=5s;', '')
        .replace('listen 8000;\n    listen [::]:8000;', `listen 127.0.0.1:${port};`),
      port,
    );
    try {
      const response = await fetch(`${proxy.url}/api/health`, {
        headers: {
          'x-forwarded-for': '203.0.113.9, 198.51.100.7',
          forwarded: 'for=203.0.113.9',
          'x-real-ip': '203.0.113.9',
        },
      });
      expect(await response.json()).toEqual({ forwardedFor: '127.0.0.1', realIp: null, forwarded: null });
    } finally {
      await proxy.stop();
      await new Promise((resolve) => upstream.close(resolve));
    }
  }, 30_000);

  it('counts one client per IPv4 address or IPv6 /64, as the API does', async ({ skip }) => {
    if ('missing' in nginx) return skip(nginx.missing);
    const conf = readFileSync(path.join(REPO_ROOT, 'server', 'deploy', 'api-proxy.nginx.conf'), 'utf8');
    expect(conf).toContain('limit_req_zone  $api_client ');
    expect(conf).toContain('limit_conn_zone $api_client ');
    // The conf's own map, in a server that takes the client's address from a header and answers its key.
    const map = /map \$remote_addr \$api_client \{[\s\S]*?\n\}/.exec(conf)![0];
    const port = await freePort();
    const proxy = await runNginx(
      nginx.path,
      temporaryDir('api-proxy-map-'),
      `${map}
server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Test-Client;
    location / { return 200 $api_client; }
}`,
      port,
    );
    // Each address with the client the API makes of it (server/src/http/client-key.ts, CLIENT_IPV6_PREFIX 64).
    const clients: [address: string, apiClient: string][] = [
      ['203.0.113.7', '203.0.113.7'],
      ['203.0.113.8', '203.0.113.8'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
      ['2001:DB8:0001:0002::9', '2001:db8:1:2::/64'],
      ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
      ['2001:db8:1::5', '2001:db8:1::/64'],
      ['2001:db8:1:0:7::', '2001:db8:1::/64'],
      ['2001:db8::5', '2001:db8::/64'],
      ['2001:db8:0:0:1::', '2001:db8::/64'],
      ['2001::5:6:7:8:9', '2001:0:0:5::/64'],
      ['2001:0:0:5::1', '2001:0:0:5::/64'],
      ['2001::5', '2001::/64'],
    ];
    try {
      const keys: Record<string, string> = {};
      for (const [address] of clients) {
        const response = await fetch(`${proxy.url}/`, { headers: { 'x-test-client': address } });
        keys[address] = await response.text();
      }
      // Same client for nginx exactly when the same client for the API.
      for (const [a, apiA] of clients) {
        for (const [b, apiB] of clients) {
          expect(keys[a] === keys[b], `${a} / ${b}: ${keys[a]} ${keys[b]}`).toBe(apiA === apiB);
        }
      }
      console.log(`api-proxy client keys: ${JSON.stringify(keys)}`);
    } finally {
      await proxy.stop();
    }
  }, 30_000);
});
