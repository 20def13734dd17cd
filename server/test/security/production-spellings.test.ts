import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { DEVELOPMENT_SELLER_GSTIN } from '../../src/features/invoicing/settings';
import { startServer, testDatabases } from '../harness';

vi.setConfig({ testTimeout: 120_000 });

const secret = { OTP_SECRET: 'x'.repeat(32), SELLER_GSTIN: DEVELOPMENT_SELLER_GSTIN };
const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template' };

/** Production as an operator might write it: every one of them is production. */
const PRODUCTION_SPELLINGS = ['production', 'Production', 'PRODUCTION', ' PRODUCTION ', 'production\n', 'pRoDuCtIoN'];
/** Values that are none of development, test or production: refused, never taken for development. */
const UNKNOWN = ['prod', 'Prod', 'staging', 'live', 'dev', 'production2', 'produc tion', 'developement'];

describe('production behaviour needs no exact spelling', () => {
  it('refuses the dev outbox (SMS_PROVIDER=console) with every spelling of production, and any unknown NODE_ENV', () => {
    let refusedConsole = 0;
    let production = 0;
    let refusedUnknown = 0;
    for (const spelling of PRODUCTION_SPELLINGS) {
      expect(() => loadConfig({ ...secret, NODE_ENV: spelling, SMS_PROVIDER: 'console' })).toThrow(
        'SMS_PROVIDER=console serves every login code (the dev outbox) and is refused with NODE_ENV=production',
      );
      refusedConsole++;
      // Production's other rule holds too: no OTP_SECRET, no start.
      expect(() => loadConfig({ ...msg91, NODE_ENV: spelling })).toThrow('OTP_SECRET is required in production');
      if (loadConfig({ ...secret, ...msg91, NODE_ENV: spelling }).production) production++;
    }
    for (const value of UNKNOWN) {
      for (const sms of [{ SMS_PROVIDER: 'console' }, msg91]) {
        expect(() => loadConfig({ ...secret, ...sms, NODE_ENV: value })).toThrow(ConfigError);
        expect(() => loadConfig({ ...secret, ...sms, NODE_ENV: value })).toThrow(
          'NODE_ENV must be development, test or production (any case), or unset for development',
        );
        refusedUnknown++;
      }
    }
    // Unset or blank is development; development and test in any case are themselves.
    for (const value of [undefined, '', ' ', 'development', 'Development', ' TEST ']) {
      const config = loadConfig({
        ...secret,
        SMS_PROVIDER: 'console',
        ...(value === undefined ? {} : { NODE_ENV: value }),
      });
      expect(config.production).toBe(false);
    }
    console.log(
      `production spellings: ${PRODUCTION_SPELLINGS.length} spellings, console refused ${refusedConsole}, taken as production ${production}; ` +
        `${UNKNOWN.length} unknown NODE_ENV values refused ${refusedUnknown} times (with either provider)`,
    );
    expect(production).toBe(PRODUCTION_SPELLINGS.length);
  });

  it('serves no outbox unless SMS_PROVIDER=console: a server started with " Production " has none', async () => {
    const server = await startServer(testDatabases[0]!, {
      ...msg91,
      NODE_ENV: ' Production ',
      SELLER_GSTIN: DEVELOPMENT_SELLER_GSTIN,
      MSG91_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      expect(server.config.production).toBe(true);
      const reply = await server.request('/api/dev/sms-outbox?phone_no=9876543210');
      expect(reply.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
