/**
 * `npm run dev`: every app's rspack dev server (React Fast Refresh, README "Fast Refresh in development") on its usual port, plus the API server
 * in watch mode. The host's dev server answers /remotes.json with the remotes' dev servers, so the
 * composed site at http://localhost:8080 loads each remote live. The embedding examples are served as
 * `npm start` serves them, the React host example rebuilt in watch mode; the sign-up they embed is the
 * auth remote's dev server. Ctrl-C stops them all.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiEnvWithExamples, APPS, EXAMPLES, exampleOrigin, localSmsProvider, REPO_ROOT } from './apps';
import { RSPACK_CLI } from './build';
import { startExampleServer, watchReactHostExample, whenExampleIsBuilt } from './examples';
import { spawnLabelled, superviseChildren, TSX_CLI } from './processes';

// Development keeps the developer tools usable; the hardening of docs/product.md#production-hardening is for production builds.
process.env.DEBUG ??= 'true';

const children = APPS.map((app) => spawnLabelled(app.name, [RSPACK_CLI, 'serve'], path.join(REPO_ROOT, app.dir)));
// The examples embed the sign-up from their own origins: the API lets them call it.
children.push(
  spawnLabelled('api', [TSX_CLI, 'watch', 'src/main.ts'], path.join(REPO_ROOT, 'server'), {
    ...apiEnvWithExamples(),
    ...localSmsProvider(),
  }),
);
children.push(watchReactHostExample());
const exampleServers: FastifyInstance[] = [];
const stopAll = superviseChildren(children, () => Promise.all(exampleServers.map((server) => server.close())));

console.log(
  `Dev servers: ${APPS.map((app) => `${app.name} http://localhost:${app.port}`).join(', ')}; API http://localhost:8000`,
);

async function serveExamples(): Promise<void> {
  for (const example of EXAMPLES) {
    await whenExampleIsBuilt(example);
    exampleServers.push(await startExampleServer(example, { quiet: true, authIsDevServer: true }));
    console.log(`Example ${example.name} ${exampleOrigin(example)} (embeds the sign-up: ${example.dir})`);
  }
}

serveExamples().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
