/**
 * `npm run dev`: every app's rspack dev server (live reload: the page reloads on a change) on its usual port, plus the API server
 * in watch mode. The host's dev server answers /remotes.json with the remotes' dev servers, so the
 * composed site at http://localhost:8080 loads each remote live. Ctrl-C stops them all.
 */
import path from 'node:path';
import { APPS, REPO_ROOT } from './apps';
import { RSPACK_CLI } from './build';
import { spawnLabelled, superviseChildren, TSX_CLI } from './processes';

// Development keeps the developer tools usable; the spec §9 hardening is for production builds.
process.env.DEBUG ??= 'true';

const children = APPS.map((app) => spawnLabelled(app.name, [RSPACK_CLI, 'serve'], path.join(REPO_ROOT, app.dir)));
children.push(spawnLabelled('api', [TSX_CLI, 'watch', 'src/main.ts'], path.join(REPO_ROOT, 'server')));
superviseChildren(children);

console.log(`Dev servers: ${APPS.map((app) => `${app.name} http://localhost:${app.port}`).join(', ')}; API http://localhost:8000`);
