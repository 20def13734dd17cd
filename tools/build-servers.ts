/**
 * The servers' production builds, the JavaScript that `node` runs in the images and under `npm start`:
 * the API in server/dist/ and the host's rendering server in host/dist-server/serve.js (beside the
 * renderer rspack builds there). Our own TypeScript (the workspace packages included, whose exports are
 * sources) is bundled; npm packages stay imports, installed beside the build by `npm install --omit=dev`
 * (sharp is native, and one copy of fastify or zod is shared by everything that imports it).
 */
import { readFileSync, realpathSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { HOST, REPO_ROOT } from './apps';

export const API_BUILD_DIR = path.join(REPO_ROOT, 'server', 'dist');
export const API_BUILD_FILE = path.join(API_BUILD_DIR, 'main.js');
export const HOST_SERVER_BUILD_FILE = path.join(REPO_ROOT, HOST.dir, 'dist-server', 'serve.js');

/** The packages `npm install --omit=dev --workspace <workspace>` installs by name: its dependencies and its workspace packages'. */
function installedPackages(workspaceDir: string, seen = new Set<string>()): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(workspaceDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (name.startsWith(WORKSPACE_SCOPE))
      installedPackages(realpathSync(path.join(REPO_ROOT, 'node_modules', name)), seen);
  }
  return seen;
}

const WORKSPACE_SCOPE = '@site/';

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The workspace's installed npm packages and Node's builtins stay imports; everything else is bundled: our
 * workspace packages (their exports are TypeScript sources) and what the server takes from a build-time
 * package (the host's singleton version check uses federation's runtime), which the image does not install.
 */
function onlyInstalledPackagesStayImports(workspaceDir: string): Plugin {
  const installed = installedPackages(workspaceDir);
  return {
    name: 'only-installed-packages-stay-imports',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packageName(args.path);
        if (isBuiltin(args.path) || (installed.has(name) && !name.startsWith(WORKSPACE_SCOPE)))
          return { path: args.path, external: true };
        return undefined;
      });
    },
  };
}

const COMMON: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces through `node --enable-source-maps` name the TypeScript files and lines.
  sourcemap: true,
  // As under tsx: `.name` of a function or class is the one in the source, even where two modules share it.
  keepNames: true,
  // The compiler options that change emitted code, fixed here rather than read from the tsconfig files.
  tsconfigRaw: { compilerOptions: { target: 'ES2022', useDefineForClassFields: true } },
  logLevel: 'warning',
};

async function timed(label: string, destination: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await work();
  console.log(
    `built ${label.padEnd(9)} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(REPO_ROOT, destination)}`,
  );
}

/**
 * server/dist/: main.js (the server), backup.js (the backup CLI), office.js (`npm run office`), migrations/, which the migrator reads
 * beside the file it runs from (src/db/migrations from the sources, dist/migrations from the build), and fonts/, the tax documents'
 * fonts, read the same way.
 */
export function buildApiServer(outDir = API_BUILD_DIR): Promise<void> {
  return timed('api', outDir, async () => {
    await rm(outDir, { recursive: true, force: true });
    await build({
      ...COMMON,
      entryPoints: {
        main: path.join(REPO_ROOT, 'server', 'src', 'main.ts'),
        backup: path.join(REPO_ROOT, 'server', 'src', 'ops', 'backup.ts'),
        office: path.join(REPO_ROOT, 'server', 'src', 'ops', 'office.ts'),
      },
      outdir: outDir,
      plugins: [onlyInstalledPackagesStayImports(path.join(REPO_ROOT, 'server'))],
    });
    await cp(path.join(REPO_ROOT, 'server', 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), {
      recursive: true,
    });
    // The tax documents' Noto fonts and their licence, read beside the file that runs (as the migrations).
    await cp(path.join(REPO_ROOT, 'server', 'src', 'features', 'invoicing', 'fonts'), path.join(outDir, 'fonts'), {
      recursive: true,
    });
  });
}

/** host/dist-server/serve.js: the host's rendering server (host/server/main.ts). After the host's rspack build, which empties the folder. */
export function buildHostServer(outFile = HOST_SERVER_BUILD_FILE): Promise<void> {
  return timed('host node', outFile, () =>
    build({
      ...COMMON,
      entryPoints: [path.join(REPO_ROOT, HOST.dir, 'server', 'main.ts')],
      outfile: outFile,
      plugins: [onlyInstalledPackagesStayImports(path.join(REPO_ROOT, HOST.dir))],
    }),
  );
}

// `tsx tools/build-servers.ts <folder>`: the API alone, built into a folder of the caller's (the server's
// tests that start it as a process: server/test/process.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildApiServer(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
