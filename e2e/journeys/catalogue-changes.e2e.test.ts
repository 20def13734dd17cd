import { describe, expect, it } from 'vitest';
import { readApiDatabase } from '../support/api-database';
import { BASE_URL } from '../support/environment';
import { startApiServer } from '../support/servers';

/**
 * A change to the catalogue reaches the server-rendered pages (docs/decisions/0009): written straight into the
 * API's database, so this journey runs apart from the others (it stops the API, and changes a price they show).
 */
describe('the catalogue as it is now', () => {
  it('renders a product page from the catalogue as it is now, with the same data for the browser; an unknown pack is a 404', async () => {
    const productHtml = async () => {
      const response = await fetch(`${BASE_URL}/product-details/suvasa-4g-12`);
      return { status: response.status, html: await response.text() };
    };
    const setRate = (paise: number) =>
      readApiDatabase((db) =>
        db.query(`update website_items set rate_paise = $1 where item_code = 'suvasa-4g-12'`, [paise]),
      ).finally(startApiServer);

    const before = await productHtml();
    expect(before.status).toBe(200);
    expect(before.html).toContain('₹300.00');
    const reads = /<script type="application\/json" id="page-reads">(.*?)<\/script>/.exec(before.html)?.[1] ?? '[]';
    expect(JSON.parse(reads)).toEqual([
      expect.objectContaining({ method: 'getItem', params: { item_code: 'suvasa-4g-12' } }),
      expect.objectContaining({ method: 'getProductFilterData' }),
    ]);

    await setRate(31_234);
    try {
      // The rendering server keeps a read as long as a remote's release (E2E_SSR_REVALIDATE_MS here).
      await expect.poll(async () => (await productHtml()).html, { timeout: 10_000 }).toContain('₹312.34');
    } finally {
      await setRate(30_000);
    }

    const unknown = await fetch(`${BASE_URL}/product-details/no-such-pack`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page Not Found');
  });
});
