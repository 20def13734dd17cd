import { describe, expect, it } from 'vitest';
import { suiteServer, testDatabases } from '../../../test/harness';

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`reference lists and health (${database.label})`, () => {
    const server = suiteServer(database);

    it('lists the 36 states and union territories of India by their current names', async () => {
      const reply = await server.method<{ message: string[] }>('getStates');
      expect(reply.status).toBe(200);
      expect(reply.body.message).toHaveLength(36);
      expect(new Set(reply.body.message).size).toBe(36);
      expect(reply.body.message).toEqual(
        expect.arrayContaining([
          'Andhra Pradesh',
          'Odisha',
          'Puducherry',
          'Ladakh',
          'Jammu and Kashmir',
          'Dadra and Nagar Haveli and Daman and Diu',
          'Telangana',
          'Uttarakhand',
        ]),
      );
      expect(reply.body.message).not.toContain('Orissa');
    });

    it('lists countries with India first', async () => {
      const reply = await server.method<{ message: { name: string }[] }>('fetchCountries');
      expect(reply.status).toBe(200);
      expect(reply.body.message[0]).toEqual({ name: 'India' });
      expect(reply.body.message.every((country) => typeof country.name === 'string')).toBe(true);
    });

    it('lists retail business types as items with a name', async () => {
      const reply = await server.method<{ message: { name: string }[] }>('getIndustryTypeList');
      expect(reply.status).toBe(200);
      expect(reply.body.message.length).toBeGreaterThan(3);
      expect(reply.body.message).toContainEqual({ name: 'Kirana / General Store' });
    });

    it('answers health with the database checked', async () => {
      const reply = await server.request('/api/health');
      expect(reply).toMatchObject({ status: 200, body: { message: { status: 'success' } } });
    });
  });
}
