import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpForm } from '../test/harness';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts `npm start`'s entry point on a free port and resolves with its address once it listens. */
function startProcess(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'development', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe('durability of the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps an acknowledged write after kill -9', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'server-kill-'));
    dirs.push(dataDir);
    const { child, baseUrl } = await startProcess(dataDir);
    const form = signUpForm();
    const reply = await fetch(`${baseUrl}/api/method/retailer_app.api.retailer.register_customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(reply.status).toBe(200);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const db = await PGlite.create(path.join(dataDir, 'db'));
    try {
      const result = await db.query<{ mobile: string }>('select mobile from customers');
      expect(result.rows).toEqual([{ mobile: form.mobile }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
