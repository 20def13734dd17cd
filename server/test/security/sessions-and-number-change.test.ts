import { type LoginRecord, profileUpdateFields, securityTexts } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { jsonInit, suiteServer, testDatabases } from '../harness';
import { latestCode, login, newMobile, register, registerAndLogin, signUpForm, tokenHeader } from '../customers';
import { multipart, profileForm } from '../profile';

/**
 * A stolen token does not keep an account for good, and a number is not
 * changed (nor a stranger's number squatted) without the code sent to it.
 */
for (const database of testDatabases) {
  describe.skipIf(database.skip)(`sessions and number changes (${database.label})`, () => {
    let offsetMs = 0;
    const server = suiteServer(
      database,
      { SESSION_IDLE_SECONDS: '3600', SESSION_MAX_SECONDS: '86400' },
      { now: () => new Date(Date.now() + offsetMs) },
    );

    const detail = (record: LoginRecord) =>
      server.method('getCustomerDetail', { customer_id: record.customer_id }, { headers: tokenHeader(record) });
    const logout = (record: LoginRecord) =>
      server.method('logout', undefined, { method: 'POST', headers: tokenHeader(record) });
    const update = (record: LoginRecord, mobile: string) =>
      server.method('updateCustomerDetail', undefined, {
        method: 'PUT',
        body: multipart(profileUpdateFields(profileForm(record.customer_id, { phoneNumber: mobile }))),
        headers: tokenHeader(record),
      });
    const confirm = (record: LoginRecord, otp: string) =>
      server.method(
        'confirmMobileChange',
        undefined,
        jsonInit({ customer_id: record.customer_id, otp }, { headers: tokenHeader(record) }),
      );

    it('ends a token after its idle time, its absolute age, or logout: 401 each time', async () => {
      const outcomes: Record<string, number> = {};
      const { form } = await register(server);

      const idle = await login(server, form.mobile);
      offsetMs += 3_000_000; // 50 min: still within the idle hour
      outcomes.withinIdle = (await detail(idle)).status;
      offsetMs += 3_000_000; // 50 min since last use: within the hour again, because the use above counted
      outcomes.usedAgain = (await detail(idle)).status;
      offsetMs += 3_700_000; // more than an hour unused
      const expired = await detail(idle);
      outcomes.afterIdle = expired.status;
      expect(expired.body.message).toMatchObject({ reason: 'unauthorized', text: securityTexts.sessionExpired });

      const aged = await login(server, form.mobile);
      for (let hour = 0; hour < 30; hour++) {
        offsetMs += 3_500_000;
        if ((await detail(aged)).status !== 200) break;
      }
      outcomes.afterMaxAge = (await detail(aged)).status;

      const loggedIn = await login(server, form.mobile);
      outcomes.logout = (await logout(loggedIn)).status;
      outcomes.afterLogout = (await detail(loggedIn)).status;
      outcomes.logoutAgain = (await logout(loggedIn)).status;
      console.log(`sessions (${database.label}): ${JSON.stringify(outcomes)}`);
      expect(outcomes).toEqual({
        withinIdle: 200,
        usedAgain: 200,
        afterIdle: 401,
        afterMaxAge: 401,
        logout: 200,
        afterLogout: 401,
        logoutAgain: 401,
      });
      const [rows] = await server.app.db.query<{ n: number }>(
        'select count(*)::int as n from api_credentials c join customers u on u.id = c.customer_id where u.mobile = $1',
        [form.mobile],
      );
      expect(rows!.n).toBe(0);
    });

    it('takes a new number only with the code sent to it; the old number’s tokens end', async () => {
      const { form, login: owner } = await registerAndLogin(server);
      const other = (await registerAndLogin(server)).login;
      const wanted = newMobile();

      // A thief with the token (or a slip of the finger) cannot move the account, nor squat a number.
      const asked = await update(owner, wanted);
      expect(asked.status).toBe(200);
      expect(asked.body.message).toMatchObject({
        mobile: form.mobile,
        pending_mobile: wanted,
        mobile_change: { pending_mobile: wanted, code_length: 4 },
      });
      expect((await detail(owner)).body.message).toMatchObject({ mobile: form.mobile, pending_mobile: wanted });
      const squatted = await server.app.db.query('select 1 from customers where mobile = $1', [wanted]);
      const code = await latestCode(server, wanted);

      // Another customer cannot confirm it, and wrong codes end the change after 5.
      const foreign = await server.method(
        'confirmMobileChange',
        undefined,
        jsonInit({ customer_id: owner.customer_id, otp: code }, { headers: tokenHeader(other) }),
      );
      const wrongs = [];
      for (let guess = 0; guess < 5; guess++)
        wrongs.push(
          (await confirm(owner, String((Number(code) + 1 + guess) % 10_000).padStart(4, '0'))).body.message.reason,
        );
      const afterWrongs = await confirm(owner, code);
      expect(foreign.status).toBe(403);
      expect(wrongs).toEqual(Array(5).fill('invalid_otp'));
      expect(afterWrongs.status).toBe(404);

      // Asked again; the right code takes the number, ends every old token and gives a new one.
      const again = await update(owner, wanted);
      const secondCode = await latestCode(server, wanted);
      const taken = await confirm(owner, secondCode);
      const oldToken = await detail(owner);
      const newToken = await detail(taken.body.message);
      const oldNumberLogin = await server.method('generateAndSendOtp', { phone_no: form.mobile });
      console.log(
        `number change (${database.label}): pending ${again.status}, squatted before proof ${squatted.length}, foreign confirm ${foreign.status}, ` +
          `5 wrong codes ${JSON.stringify(wrongs)} then ${afterWrongs.status}, confirm ${taken.status}, old token ${oldToken.status}, new token ${newToken.status}, ` +
          `old number ${oldNumberLogin.status} ${oldNumberLogin.body.message.reason ?? ''}`,
      );
      expect(squatted).toHaveLength(0);
      expect(taken.status).toBe(200);
      expect(taken.body.message).toMatchObject({
        mobile: wanted,
        api_key: expect.any(String),
        api_secret: expect.any(String),
      });
      expect(taken.body.message.pending_mobile).toBeUndefined();
      expect(oldToken.status).toBe(401);
      expect(newToken.status).toBe(200);
      expect(newToken.body.message.mobile).toBe(wanted);
      expect(oldNumberLogin.status).toBe(404);
    });

    it('answers a new number that is already taken with 409 and sends it nothing', async () => {
      const owner = (await registerAndLogin(server)).login;
      const { form: taken } = await register(server);
      const reply = await update(owner, taken.mobile);
      expect(reply.status).toBe(409);
      const outbox = await server.request<{ message: unknown[] }>(`/api/dev/sms-outbox?phone_no=${taken.mobile}`);
      expect(outbox.body.message).toHaveLength(0);
    });

    it('holds the number being changed to while its code lives: a sign-up of it is refused, the confirmation succeeds', async () => {
      const owner = (await registerAndLogin(server)).login;
      const wanted = newMobile();
      expect((await update(owner, wanted)).status).toBe(200);
      const squat = await server.method('registerCustomer', undefined, jsonInit(signUpForm({ mobile: wanted })));
      const confirmed = await confirm(owner, await latestCode(server, wanted));
      // Once the code has lived its 10 minutes unused, the hold ends with it.
      const other = (await registerAndLogin(server)).login;
      const released = newMobile();
      expect((await update(other, released)).status).toBe(200);
      offsetMs += 601_000;
      const later = await server.method('registerCustomer', undefined, jsonInit(signUpForm({ mobile: released })));
      console.log(
        `pending number (${database.label}): sign-up while held ${squat.status} ${JSON.stringify(squat.body.message.errors)}, ` +
          `confirmation ${confirmed.status}, sign-up after the code expired ${later.status}`,
      );
      expect(squat.status).toBe(417);
      expect(squat.body.message.errors).toEqual({ mobile: securityTexts.mobileBeingConfirmed });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.message.mobile).toBe(wanted);
      expect(later.status).toBe(200);
    });
  });
}
