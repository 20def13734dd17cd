/**
 * Backup and restore of the PostgreSQL database, with PostgreSQL's own tools:
 * `pg_dump --format=custom` (one compressed file, every table, sequence, constraint and extension) and
 * `pg_restore` into an empty database. Run from the server folder:
 *
 *   npm run backup -- backup  <file> [DATABASE_URL]
 *   npm run backup -- restore <file> [DATABASE_URL]   (into an empty database)
 *
 * DATABASE_URL defaults to the environment's. The embedded database is a folder: copy DATA_DIR while
 * the server is stopped.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

/** Writes the whole database at `databaseUrl` to `file`. */
export const backupDatabase = (databaseUrl: string, file: string) =>
  run('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', databaseUrl]);

/** Restores `file` into the (empty) database at `databaseUrl`, in one transaction: all of it or nothing. */
export const restoreDatabase = (databaseUrl: string, file: string) =>
  run('pg_restore', ['--no-owner', '--single-transaction', '--exit-on-error', '--dbname', databaseUrl, file]);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [action, file, url = process.env.DATABASE_URL] = process.argv.slice(2);
  if ((action !== 'backup' && action !== 'restore') || !file || !url) {
    console.error('usage: npm run backup -- backup|restore <file> [DATABASE_URL]');
    process.exit(2);
  }
  (action === 'backup' ? backupDatabase(url, file) : restoreDatabase(url, file)).then(
    () => console.log(`${action === 'backup' ? 'backed up to' : 'restored from'} ${file}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
