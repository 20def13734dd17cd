import { LOGIN_ATTEMPT_PARAM, methodPaths, site } from '@site/contract';
import { describe, expect, it } from 'vitest';
import {
  latestCode,
  login,
  newMobile,
  register,
  registerAndLogin,
  signUpForm,
  tokenHeader,
} from '../../../test/customers';
import { jsonInit, suiteServer, testDatabases, type TestServer } from '../../../test/harness';
import { placeAnOrder } from '../../../test/ordering';

const outbox = async (server: TestServer, mobile: string) =>
  (await server.request<{ message: { text: string }[] }>(`/api/dev/sms-outbox?phone_no=${mobile}`)).body.message.map(
    (entry) => entry.text,
  );

const detail = async (server: TestServer, customer: Awaited<ReturnType<typeof registerAndLogin>>) =>
  (
    await server.method(
      'getCustomerDetail',
      { customer_id: customer.customerId },
      { headers: tokenHeader(customer.login) },
    )
  ).body.message;

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`the retailer's language (${database.label})`, () => {
    const server = suiteServer(database);

    it('is taken at sign-up from the request, and the login code goes out in it', async () => {
      const form = signUpForm({ shopName: 'राम पान भंडार' });
      const signedUp = await server.method(
        'registerCustomer',
        undefined,
        jsonInit(form, { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } }),
      );
      expect(signedUp.status).toBe(200);
      const record = await login(server, form.mobile);
      expect(record.language).toBe('hi');
      expect(record.shop_name).toBe('राम पान भंडार');
      const code = await latestCode(server, form.mobile);
      expect((await outbox(server, form.mobile))[0]).toBe(
        `${code} आपका ${site.brandName} लॉगिन कोड है। यह 10 मिनट तक चलेगा। इसे किसी को न बताएँ।`,
      );
    });

    it('prefers the language the sign-up names to the request’s, and refuses one we do not have', async () => {
      const chosen = await server.method(
        'registerCustomer',
        undefined,
        jsonInit({ ...signUpForm(), language: 'gu' }, { headers: { 'accept-language': 'hi' } }),
      );
      expect(chosen.status).toBe(200);
      const unknown = await server.method('registerCustomer', undefined, jsonInit({ ...signUpForm(), language: 'fr' }));
      expect(unknown.status).toBe(417);
      expect(unknown.body.message.errors.language).toBe('language must be one of en, hi, gu.');
    });

    it('is English for a client that names none, its code text as before', async () => {
      const { form } = await register(server);
      const sent = await server.method('generateAndSendOtp', { phone_no: form.mobile });
      const code = await latestCode(server, form.mobile);
      expect((await outbox(server, form.mobile))[0]).toBe(
        `${code} is your ${site.brandName} login code. It is valid for 10 minutes. Do not share it with anyone.`,
      );
      const record = await server.method('verifyOtpAndLogin', {
        phone_no: form.mobile,
        otp: code,
        [LOGIN_ATTEMPT_PARAM]: sent.body.message.login_attempt,
      });
      expect(record.body.message.language).toBe('en');
    });

    it('is changed with set_language, and the order SMS follows it', async () => {
      const who = await registerAndLogin(server);
      const set = (language: unknown) =>
        server.request(
          `/api/method/${methodPaths.setLanguage}`,
          jsonInit({ language }, { headers: tokenHeader(who.login) }),
        );
      const changed = await set('gu');
      expect(changed.status).toBe(200);
      expect(changed.body.message).toMatchObject({ customer_id: who.customerId, language: 'gu' });
      expect((await detail(server, who)).language).toBe('gu');
      expect((await set('xx')).status).toBe(417);
      expect((await detail(server, who)).language).toBe('gu');
      const anonymous = await server.request(`/api/method/${methodPaths.setLanguage}`, jsonInit({ language: 'hi' }));
      expect(anonymous.status).toBe(401);

      const order = await placeAnOrder(server, who, 'suvasa-2g-12', 1, `language-${newMobile()}`);
      await expect
        .poll(async () => (await outbox(server, who.form.mobile))[0])
        .toMatch(
          new RegExp(`^${site.brandName}: તમારો ઑર્ડર ${order} \\(₹[\\d,.]+\\) મળી ગયો છે\\. પૈસા ડિલિવરી વખતે આપો\\.$`),
        );
    });
  });
}
