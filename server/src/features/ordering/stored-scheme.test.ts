import { readFile } from 'node:fs/promises';
import { FEATURED_ITEM_CODE, METHOD_PREFIX, orderingMethodPaths } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { tokenHeader, suiteRetailer } from '../../../test/customers';
import { suiteServer, testDatabases } from '../../../test/harness';
import { placeAnOrder } from '../../../test/ordering';

const migration = new URL('../../db/migrations/016_scheme_in_basis_points.sql', import.meta.url);

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`an order's scheme as stored (${database.label})`, () => {
    const server = suiteServer(database);
    const retailer = suiteRetailer(server);

    it('reads in basis points once migrated, however it was stored in percent', async () => {
      const names = [
        await placeAnOrder(server, retailer, FEATURED_ITEM_CODE, 1, `scheme-${Date.now()}-a`),
        await placeAnOrder(server, retailer, FEATURED_ITEM_CODE, 2, `scheme-${Date.now()}-b`),
      ];
      // As an order placed while percentages travelled as numbers kept it: 12.5 and 10.
      for (const [name, percent] of [
        [names[0], 12.5],
        [names[1], 10],
      ] as const) {
        await server.app.db.query(
          `update sales_orders set scheme = (scheme - 'discount_basis_points') || jsonb_build_object('discount_percent', $2::numeric)
           where name = $1`,
          [name, percent],
        );
      }
      const sql = await readFile(migration, 'utf8');
      await server.app.db.transaction((tx) => tx.exec(sql));
      // Once more changes nothing: an order stored in basis points is left as it is.
      await server.app.db.transaction((tx) => tx.exec(sql));

      const schemes = await Promise.all(
        names.map(async (name) => {
          const reply = await server.request(
            `${METHOD_PREFIX}/${orderingMethodPaths.getSalesOrder}?${new URLSearchParams({ name })}`,
            { headers: tokenHeader(retailer.login) },
          );
          expect(reply.status).toBe(200);
          return reply.body.message.sales_order.scheme;
        }),
      );
      expect(schemes).toEqual([
        {
          name: 'SCHEME-10-UPTO-100',
          title: '10% OFF up to ₹100',
          discount_basis_points: 1250,
          max_discount_paise: 10_000,
          min_subtotal_paise: 0,
        },
        {
          name: 'SCHEME-10-UPTO-100',
          title: '10% OFF up to ₹100',
          discount_basis_points: 1000,
          max_discount_paise: 10_000,
          min_subtotal_paise: 0,
        },
      ]);
    });
  });
}
