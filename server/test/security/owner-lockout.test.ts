import { LOGIN_ATTEMPT_PARAM } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, suiteServer, testDatabases } from '../harness';
import { register } from '../customers';
import { injectedCode, injectLogin, injectMethod } from '../inject';

/**
 * Measured at the default settings (docs/decisions/0010): over one simulated day an
 * attacker, from 1 address and from 50, asks for codes for the owner's number as often as the limits
 * let it and spends every guess they allow, always wrong (the worst case for the owner: the most
 * failures; a right guess is what the chance bound below counts). Every 15 minutes the owner, from
 * their phone's address of the moment in a browser that logged in to the number before (its known-device
 * cookie), asks for a fresh code and logs in with it. Goals: the owner is kept out
 * at most 15 minutes of the day; the chance of guessing the number's code stays ≤ 0.1 % a day (the
 * union bound over every guess the server compared: 1/10⁴ per 4-digit guess, 1/10⁸ per 8-digit).
 *
 * The database-backed limits are the defaults; only the in-memory per-minute request limits are
 * raised, because the day runs in seconds of real time and they would slow the attacker down.
 */
const STEP_MINUTES = 15;
const STEPS = (24 * 60) / STEP_MINUTES;
const IN_MEMORY = {
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  RATE_LIMIT_OTP_SEND_PER_MINUTE: '1000000',
  RATE_LIMIT_OTP_VERIFY_PER_MINUTE: '1000000',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
};

const wrong = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

for (const database of testDatabases) {
  for (const attackers of [1, 50]) {
    describe.skipIf(database.skip)(
      `owner lock-out by guessing (${database.label}, ${attackers} attacker address${attackers > 1 ? 'es' : ''})`,
      () => {
        // The day starts at 00:00 UTC, so it is one day of the per-number guess budget.
        const start = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`).getTime() + 86_400_000;
        let offset = 0;
        // The test is the trusted proxy: X-Forwarded-For names the simulated client.
        const server = suiteServer(
          database,
          { ...DEFAULT_LIMITS, ...IN_MEMORY, TRUST_PROXY: '127.0.0.1' },
          { now: () => new Date(start + offset) },
        );

        it(`keeps the owner out ≤ 15 min of a day and the chance of a guessed code ≤ 0.1 %`, async () => {
          const { form } = await register(server);
          const mobile = form.mobile;
          const counts = { attackerSends: 0, attackerRefused: 0, compared4: 0, compared8: 0, attackerLogins: 0 };
          const owner = { probes: 0, logins: 0, deniedMinutes: 0, reasons: new Map<string, number>() };
          const started = performance.now();
          const retryAt = new Map<string, number>();
          // The owner's phone logged in once before the attack: its browser is known to the number.
          const { verified: known } = await injectLogin(server, mobile, '198.51.100.1');
          const device = known!.cookie!;

          for (let step = 0; step < STEPS; step++) {
            offset = step * STEP_MINUTES * 60_000;
            for (let index = 0; index < attackers; index++) {
              const address = `203.0.113.${index + 1}`;
              // A scripted attacker comes back when told to (Retry-After), not sooner: it loses nothing by it.
              if ((retryAt.get(address) ?? 0) > offset) continue;
              const sent = await injectMethod(server, 'generateAndSendOtp', {
                from: address,
                query: { phone_no: mobile },
              });
              if (sent.status !== 200) {
                counts.attackerRefused++;
                retryAt.set(address, offset + (sent.body.message.retry_after_seconds ?? 0) * 1000);
                continue;
              }
              counts.attackerSends++;
              const attempt = sent.body.message.login_attempt as string;
              const code = await injectedCode(server, mobile);
              for (let guess = 0; guess < 6; guess++) {
                const reply = await injectMethod(server, 'verifyOtpAndLogin', {
                  from: address,
                  query: { phone_no: mobile, otp: wrong(code), [LOGIN_ATTEMPT_PARAM]: attempt },
                });
                if (reply.status === 200) counts.attackerLogins++;
                if (reply.body.message?.reason === 'invalid_otp')
                  counts[code.length === 4 ? 'compared4' : 'compared8']++;
              }
            }
            // The owner, from their phone's address of the moment.
            owner.probes++;
            const address = `198.51.100.${(step % 250) + 1}`;
            const { sent, verified } = await injectLogin(server, mobile, address, device);
            let reason = `send ${sent.status} ${sent.body.message?.reason ?? ''}`.trim();
            if (verified)
              reason = verified.status === 200 ? 'login' : `verify ${verified.status} ${verified.body.message.reason}`;
            owner.reasons.set(reason, (owner.reasons.get(reason) ?? 0) + 1);
            if (reason === 'login') owner.logins++;
            else owner.deniedMinutes += STEP_MINUTES;
          }

          const chance = counts.compared4 / 1e4 + counts.compared8 / 1e8;
          const [sms] = await server.app.db.query<{ n: number }>(
            'select count(*)::int as n from otp_attempts where mobile = $1',
            [mobile],
          );
          console.log(
            `owner lock-out (${database.label}, ${attackers} attacker address${attackers > 1 ? 'es' : ''}, 1 simulated day in ${((performance.now() - started) / 1000).toFixed(1)} s): ` +
              `attacker sends ${counts.attackerSends} (refused ${counts.attackerRefused}), guesses compared 4-digit ${counts.compared4} / 8-digit ${counts.compared8}, ` +
              `attacker logins ${counts.attackerLogins}, guess chance ≤ ${(chance * 100).toFixed(4)} %; owner ${owner.logins}/${owner.probes} logins, kept out ${owner.deniedMinutes} min ` +
              `${JSON.stringify(Object.fromEntries(owner.reasons))}; SMS to the number ${sms!.n}`,
          );
          expect(counts.attackerLogins).toBe(0);
          expect(owner.deniedMinutes).toBeLessThanOrEqual(15);
          expect(chance).toBeLessThanOrEqual(0.001);
          // The attack was real: it spent the number's whole 4-digit budget, so the long codes were in play.
          expect(counts.compared4).toBe(5);
          expect(counts.compared8).toBeGreaterThan(0);
        }, 240_000);
      },
    );
  }
}
