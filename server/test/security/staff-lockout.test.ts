import { describe, expect, it } from 'vitest';
import { addAdmin } from '../../src/features/office/staff/staff';
import { DEFAULT_LIMITS, suiteServer, testDatabases } from '../harness';
import { authenticatorCode, enrol, newStaffEmail, officeCall, solvedProof } from '../staff';

/**
 * A sustained attack on one staff member's e-mail, at the default limits (docs/decisions/0016), over
 * three simulated hours: the attacker sends wrong passwords as often as the server lets it, from one
 * IPv4 address or rotating over 1,000 /64s of one IPv6 /48, solving every proof of work it is asked
 * for and coming back when told to (Retry-After). Every 15 minutes the member signs in twice: in their
 * browser that signed in before (its device cookie), from their office's address, and in a new browser
 * from a network the attacker does not use (solving the proof of work when asked). Goals: the member
 * is kept out 0 minutes either way; the attacker's guesses per hour and their proof-of-work cost are
 * printed.
 *
 * Only the in-memory per-minute request limits are raised (the hours run in seconds of real time), and
 * the proof of work is made 1,000 times smaller than the default so that the run takes seconds: its
 * printed cost is measured at that size and scaled to the default (the work grows with the counter).
 */
const HOURS = 3;
const STEP_MINUTES = 1;
const OWNER_EVERY_MINUTES = 15;
const DEFAULT_MAX_COUNTER = 1_000_000;
const TEST_MAX_COUNTER = DEFAULT_MAX_COUNTER / 1000;
const PASSWORD = 'correct horse battery staple';
const IN_MEMORY = { RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000', RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '1000000' };

const attacks = [
  { label: 'one IPv4 address', address: () => '203.0.113.7' },
  { label: '1,000 /64s of one /48', address: (index: number) => `2001:db8:aa:${(index % 1000).toString(16)}::1` },
];

for (const database of testDatabases) {
  for (const attack of attacks) {
    describe.skipIf(database.skip)(`staff lock-out by a stranger (${database.label}, ${attack.label})`, () => {
      const start = Date.now();
      let offset = 0;
      const now = () => new Date(start + offset);
      const server = suiteServer(
        database,
        {
          ...DEFAULT_LIMITS,
          ...IN_MEMORY,
          STAFF_SIGN_IN_PROOF_OF_WORK_MAX_COUNTER: String(TEST_MAX_COUNTER),
        },
        { now },
      );

      it('keeps the member out 0 minutes, on a known browser and on a new one elsewhere', async () => {
        const email = newStaffEmail('admin');
        const { link } = await addAdmin({ db: server.app.db, config: server.config, now }, email);
        const member = await enrol(server, link, PASSWORD, now());
        const attacker = { tries: 0, guessed: 0, refused: 0, proofs: 0, proofSeconds: 0, signedIn: 0 };
        const owner = {
          probes: 0,
          knownOut: 0,
          newOut: 0,
          proofs: 0,
          proofSeconds: 0,
          reasons: new Map<string, number>(),
        };
        let retryAt = 0;
        const started = performance.now();

        for (let minute = 0; minute < HOURS * 60; minute += STEP_MINUTES) {
          offset = minute * 60_000;
          // The attacker: as many wrong passwords as it is let send this minute.
          while (retryAt <= offset) {
            const from = attack.address(attacker.tries);
            attacker.tries++;
            const body = {
              email: ` ${email.toUpperCase()}`,
              password: `guess number ${attacker.tries}`,
              code: '123456',
            };
            let reply = await officeCall(server, 'signIn', { body, from });
            if (reply.status === 428) {
              const solved = await solvedProof(server, from);
              attacker.proofs++;
              attacker.proofSeconds += solved.seconds;
              reply = await officeCall(server, 'signIn', { body: { ...body, proof: solved.proof }, from });
            }
            if (reply.status === 401) attacker.guessed++;
            else if (reply.status === 200) attacker.signedIn++;
            else if (reply.status === 429) {
              attacker.refused++;
              retryAt = offset + reply.body.message.retry_after_seconds * 1000;
            } else throw new Error(`the attacker got ${reply.status}: ${JSON.stringify(reply.body)}`);
          }
          // A minute into each quarter: the enrolment spent the authenticator's code of minute 0.
          if (minute % OWNER_EVERY_MINUTES !== 1) continue;

          owner.probes++;
          const note = (reason: string) => owner.reasons.set(reason, (owner.reasons.get(reason) ?? 0) + 1);
          // The known browser, from the office's address.
          const known = await officeCall(server, 'signIn', {
            body: { email, password: PASSWORD, code: authenticatorCode(member.secret, now()) },
            from: '198.51.100.20',
            cookie: member.deviceCookie,
          });
          note(`known ${known.status}`);
          if (known.status !== 200) owner.knownOut += OWNER_EVERY_MINUTES;
          // A new browser on a network the attacker does not use (a phone's, a new one each time).
          const from = `192.0.2.${owner.probes}`;
          const body = { email, password: PASSWORD, code: authenticatorCode(member.secret, new Date(+now() + 30_000)) };
          let fresh = await officeCall(server, 'signIn', { body, from });
          if (fresh.status === 428) {
            const solved = await solvedProof(server, from);
            owner.proofs++;
            owner.proofSeconds += solved.seconds;
            fresh = await officeCall(server, 'signIn', { body: { ...body, proof: solved.proof }, from });
          }
          note(`new ${fresh.status}`);
          if (fresh.status !== 200) owner.newOut += OWNER_EVERY_MINUTES;
        }

        const scale = DEFAULT_MAX_COUNTER / TEST_MAX_COUNTER;
        const perHour = attacker.guessed / HOURS;
        const audited = await server.app.db.query("select 1 from audit_log where action = 'staff.sign_in_attack'");
        console.log(
          `staff lock-out (${database.label}, ${attack.label}, ${HOURS} simulated hours in ${((performance.now() - started) / 1000).toFixed(1)} s): ` +
            `member kept out ${owner.knownOut} min on a known browser, ${owner.newOut} min on a new browser elsewhere ` +
            `${JSON.stringify(Object.fromEntries(owner.reasons))}; ` +
            `attacker: ${attacker.tries} tries, ${perHour.toFixed(1)} passwords guessed per hour, ${attacker.refused} told to wait, ` +
            `${attacker.proofs} proofs of work: ${attacker.proofSeconds.toFixed(1)} s measured at counter ≤ ${TEST_MAX_COUNTER}, ` +
            `≈ ${((attacker.proofSeconds * scale) / HOURS).toFixed(0)} s per hour at the default ${DEFAULT_MAX_COUNTER} ` +
            `(≈ ${((attacker.proofSeconds * scale) / Math.max(1, attacker.proofs)).toFixed(2)} s per guess on one core); ` +
            `the member's new browser solved ${owner.proofs} (≈ ${((owner.proofSeconds * scale) / Math.max(1, owner.proofs)).toFixed(2)} s each at the default); ` +
            `audit entries of the attack: ${audited.length}`,
        );
        expect(attacker.signedIn).toBe(0);
        expect(owner.knownOut).toBe(0);
        expect(owner.newOut).toBe(0);
        // The attack was real: it was told to wait, it paid proofs of work, and the log shows it hourly.
        expect(attacker.refused).toBeGreaterThan(0);
        expect(attacker.proofs).toBeGreaterThan(0);
        expect(audited.length).toBe(HOURS);
      }, 600_000);
    });
  }
}
