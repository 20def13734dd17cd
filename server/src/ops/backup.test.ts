import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_PARTNER_PAYLOAD } from '@site/testing/samples';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { OUR_PAGES, suiteServer, testDatabases } from '../../test/harness';
import { registerAndLogin } from '../../test/customers';
import { orderingPost, placeAnOrder } from '../../test/ordering';
import { backupDatabase, restoreDatabase } from './backup';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const postgres = testDatabases.find((database) => database.label === 'PostgreSQL')!;

/** Every row of every table of the database at `url`, table by table, in a stable order. */
async function everyRow(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       order by table_name`,
    );
    const rows: Record<string, unknown[]> = {};
    for (const { table_name } of tables.rows) {
      const result = await client.query(`select * from ${table_name}`);
      rows[table_name] = result.rows.map((row) => JSON.stringify(row)).sort();
    }
    return rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(postgres.skip)('backup and restore (PostgreSQL)', () => {
  const server = suiteServer(postgres);
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('restores a backup into a fresh database with every row of every table', async () => {
    // Something in every part of the schema: customers and sessions, an inquiry, a cart and an order.
    const retailer = await registerAndLogin(server);
    await server.method('createWebsiteInquiry', undefined, {
      method: 'POST',
      headers: { ...OUR_PAGES, 'content-type': 'application/json' },
      body: JSON.stringify(SAMPLE_PARTNER_PAYLOAD),
    });
    await placeAnOrder(server, retailer, 'suvasa-4g-24', 3, 'backup-1');
    await orderingPost(server, retailer, 'updateCart', { item_code: 'suvasa-2g-12', qty: 2 });

    const source = (server.config.database as { url: string }).url;
    const folder = await mkdtemp(path.join(tmpdir(), 'backup-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const file = path.join(folder, 'site.dump');
    await backupDatabase(source, file);

    const target = await postgres.create();
    cleanups.push(target.drop);
    const targetUrl = (target.database as { url: string }).url;
    await restoreDatabase(targetUrl, file);

    const before = await everyRow(source);
    const after = await everyRow(targetUrl);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of ['customers', 'website_inquiries', 'sales_orders', 'sales_order_items', 'cart_items'])
      expect(before[table]!.length, table).toBeGreaterThan(0);
    expect(after).toEqual(before);
    // The restored sequences go on from where the backup was, so the next order does not reuse a number.
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    try {
      const [next] = (await client.query<{ n: string }>(`select nextval('sales_order_number') as n`)).rows;
      expect(Number(next!.n)).toBeGreaterThan(1);
    } finally {
      await client.end();
    }
  });

  it('refuses to restore into a database that is not empty, and changes nothing there', async () => {
    const source = (server.config.database as { url: string }).url;
    const folder = await mkdtemp(path.join(tmpdir(), 'backup-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const file = path.join(folder, 'site.dump');
    await backupDatabase(source, file);
    const before = await everyRow(source);
    await expect(restoreDatabase(source, file)).rejects.toThrow(/pg_restore exited/);
    expect(await everyRow(source)).toEqual(before);
  });
});
