import { apiTexts, methodPaths, officeMethodPaths, phoneMessages, securityTexts } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { newMobile, registerAndLogin } from '../../test/customers';
import { jsonInit, suiteServer, testDatabases } from '../../test/harness';
import { orderingPost } from '../../test/ordering';

const inquiry = `/api/method/${methodPaths.createWebsiteInquiry}`;
const emptyContact = (language?: string) =>
  jsonInit({ inquiry_type: 'contact' }, language ? { headers: { 'accept-language': language } } : {});

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`replies in the request's language (${database.label})`, () => {
    const server = suiteServer(database);

    it('says a refusal and its field messages in Hindi, its reason and fields unchanged', async () => {
      const english = await server.request(inquiry, emptyContact());
      const hindi = await server.request(inquiry, emptyContact('hi'));
      expect(hindi.status).toBe(english.status);
      expect(hindi.body.exc_type).toBe(english.body.exc_type);
      expect(hindi.body.message.reason).toBe(english.body.message.reason);
      expect(Object.keys(hindi.body.message.errors)).toEqual(Object.keys(english.body.message.errors));
      expect(hindi.body.message.text).toBe('लाल निशान वाली जगहें ठीक करें।');
      expect(hindi.body.message.errors.phone).toBe('फ़ोन नंबर डालना ज़रूरी है');
      expect(hindi.headers.get('content-language')).toBe('hi');
      expect(hindi.headers.get('vary')).toMatch(/Accept-Language/);
    });

    it('gives English exactly as before to a client naming no language of ours, or none', async () => {
      const none = await server.request(inquiry, emptyContact());
      expect(none.body.message.text).toBe(apiTexts.correctFields);
      expect(none.body.message.errors.phone).toBe(phoneMessages.inquiry.required);
      expect(none.headers.get('content-language')).toBeNull();
      for (const header of ['fr, de;q=0.9', '*', 'en-GB', 'hi;q=0, fr', 'en;q=0.9, hi;q=0.8']) {
        const reply = await server.request(inquiry, emptyContact(header));
        expect(reply.body, header).toEqual(none.body);
      }
    });

    it('follows q-values and regions: the best of ours wins', async () => {
      const gujarati = await server.request(inquiry, emptyContact('en;q=0.5, gu-IN;q=0.9, hi;q=0.8'));
      expect(gujarati.body.message.text).toBe('લાલ નિશાનવાળી જગ્યાઓ સુધારો.');
      const hindi = await server.request(inquiry, emptyContact('fr, hi-IN;q=0.7'));
      expect(hindi.body.message.errors.phone).toBe('फ़ोन नंबर डालना ज़रूरी है');
    });

    it('says a feature refusal and an unknown route in the language, reason codes unchanged', async () => {
      const unregistered = await server.method(
        'generateAndSendOtp',
        { phone_no: newMobile() },
        {
          headers: { 'accept-language': 'gu' },
        },
      );
      expect(unregistered.status).toBe(404);
      expect(unregistered.body.message.reason).toBe('not_registered');
      expect(unregistered.body.message.text).toBe('આ મોબાઇલ નંબરથી કોઈ વેપારી નોંધાયેલો નથી. પહેલાં સાઇન અપ કરો.');
      const english = await server.method('generateAndSendOtp', { phone_no: newMobile() });
      expect(english.body.message.text).toBe(securityTexts.notRegistered);
      const route = await server.request('/nothing/here', { headers: { 'accept-language': 'hi' } });
      expect(route.status).toBe(404);
      expect(route.body.message).toMatchObject({ reason: 'not_found', text: 'ऐसा कोई रास्ता नहीं है।' });
    });

    it("reads the values of a quantity refusal back and writes them, the line's pack size too, in the language", async () => {
      const who = await registerAndLogin(server);
      await server.app.db.query(
        `update website_items set min_order_qty = 12, case_multiple = 6 where item_code = 'suvasa-4g-12'`,
      );
      const hindi = { 'accept-language': 'hi' };
      try {
        const notCase = await orderingPost(server, who, 'updateCart', { item_code: 'suvasa-4g-12', qty: 14 }, hindi);
        expect(notCase.status).toBe(417);
        expect(notCase.body.message.errors).toEqual({
          qty: 'Suvasa Pan Masala 4g, 12 का पैक 6 पैक की पेटी में ही मिलता है: 12 या 18 पैक मँगाएँ।',
        });
        const extra = { item_code: 'suvasa-4g-12', qty: 12, colour: 'red' };
        const unknown = await orderingPost(server, who, 'updateCart', extra, { 'accept-language': 'gu' });
        expect(unknown.body.message.errors).toEqual({ colour: 'અજાણ્યું ફીલ્ડ: colour.' });
      } finally {
        await server.app.db.query(
          `update website_items set min_order_qty = 1, case_multiple = 1 where item_code = 'suvasa-4g-12'`,
        );
      }
    });

    it('leaves the office in English', async () => {
      const reply = await server.request(
        `/api/method/${officeMethodPaths.signIn}`,
        jsonInit({}, { headers: { 'accept-language': 'hi' } }),
      );
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.body.message.text).toBe(apiTexts.correctFields);
      expect(reply.headers.get('content-language')).toBeNull();
    });
  });
}
