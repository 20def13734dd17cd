import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DEVELOPMENT_SELLER_GSTIN } from './settings';
import { invoicingSettings } from './settings';

const development = { SMS_PROVIDER: 'console', OTP_SECRET: 'x'.repeat(32) };
const production = {
  NODE_ENV: 'production',
  OTP_SECRET: 'x'.repeat(40),
  SELLER_GSTIN: '27aapfu0939f1zv',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'template',
};

describe('invoicing configuration', () => {
  it('defaults to the SUV series, the company and a made-up GSTIN outside production', () => {
    const settings = invoicingSettings(loadConfig(development));
    expect(settings).toEqual({
      seriesPrefix: 'SUV',
      seller: {
        name: 'Suvasa Foods Private Limited',
        address: 'Unit 4, Example Industrial Estate; Naroda Road; Ahmedabad, Gujarat 380025; India',
        state: 'Gujarat',
        gstin: DEVELOPMENT_SELLER_GSTIN,
      },
    });
  });

  it('takes the series, the seller and a valid GSTIN (lower case accepted)', () => {
    const config = loadConfig({
      ...production,
      INVOICE_SERIES_PREFIX: ' GJ1 ',
      SELLER_NAME: 'Suvasa Foods Pvt Ltd',
      SELLER_ADDRESS: 'Plot 9; GIDC; Vapi',
    });
    expect(invoicingSettings(config)).toMatchObject({
      seriesPrefix: 'GJ1',
      seller: { name: 'Suvasa Foods Pvt Ltd', address: 'Plot 9; GIDC; Vapi', gstin: '27AAPFU0939F1ZV' },
    });
  });

  it('refuses to start in production without SELLER_GSTIN: a dispatched order must get its invoice', () => {
    const { SELLER_GSTIN: _unset, ...withoutGstin } = production;
    expect(() => loadConfig(withoutGstin)).toThrow(ConfigError);
    expect(() => loadConfig(withoutGstin)).toThrow('SELLER_GSTIN is required in production');
  });

  it.each([
    ['SELLER_GSTIN', '27AAPFU0939F1ZW', 'SELLER_GSTIN must be a GSTIN'],
    ['SELLER_GSTIN', '27AAPFU0939F1Z', 'SELLER_GSTIN must be a GSTIN'],
    ['INVOICE_SERIES_PREFIX', 'suv/x', 'INVOICE_SERIES_PREFIX must be 1 to 3 capital letters'],
    ['INVOICE_SERIES_PREFIX', 'SUVA', 'INVOICE_SERIES_PREFIX must be 1 to 3 capital letters'],
    ['INVOICE_SERIES_PREFIX', '-SUV', 'INVOICE_SERIES_PREFIX must be 1 to 3 capital letters'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ ...development, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...development, [name]: value })).toThrow(message);
  });
});
