import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpForm } from '../../test/customers';
import { START_TIMEOUT_MS, startServerProcess } from '../../test/process';
import { pgliteExtensions } from './pglite';

describe('durability of the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it(
    'keeps an acknowledged write after kill -9',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'server-kill-'));
      dirs.push(dataDir);
      const server = await startServerProcess({ DATA_DIR: dataDir });
      const form = signUpForm();
      const reply = await fetch(`${server.baseUrl}/api/method/retailer_app.api.retailer.register_customer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(form),
      });
      expect(reply.status).toBe(200);
      await server.kill();

      const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
      try {
        const result = await db.query<{ mobile: string }>('select mobile from customers');
        expect(result.rows).toEqual([{ mobile: form.mobile }]);
      } finally {
        await db.close();
      }
    },
    START_TIMEOUT_MS * 2,
  );
});
