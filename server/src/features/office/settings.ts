import { SIGN_IN_ATTACK_FAILURES_PER_HOUR } from '@site/contract';
import { integer, refuse, settings, text } from '../../settings';

/** The back office's staff (docs/decisions/0016). */
export const officeConfig = settings({
  office: {
    /** The composed site's origin, for the enrolment links (`<siteUrl>/office/enrol/<token>`). */
    siteUrl: ['SITE_URL', text('http://localhost:8080')],
    /** A staff session unused for `idleSeconds`, or older than `maxSeconds`, ends. */
    session: {
      idleSeconds: ['STAFF_SESSION_IDLE_SECONDS', integer(30 * 60, 1)],
      maxSeconds: ['STAFF_SESSION_MAX_SECONDS', integer(12 * 3600, 1)],
    },
    /** How long an enrolment link works. */
    enrolmentHours: ['STAFF_ENROLMENT_HOURS', integer(72, 1)],
    /**
     * Failed passwords allowed within `signInWindowSeconds` from a browser unknown to the account: per
     * (account, client: an IPv4 address or IPv6 /64), per (account, network: IPv4 or /48) and per client
     * over all accounts; then that client or network waits (429) until the oldest ages out. A browser known
     * to the account has its own budget, `perDevice`, which no stranger can spend.
     */
    signInFailures: {
      perClient: ['STAFF_SIGN_IN_FAILURES_PER_CLIENT', integer(10, 1)],
      perNetwork: ['STAFF_SIGN_IN_FAILURES_PER_NETWORK', integer(30, 1)],
      perClientAllAccounts: ['STAFF_SIGN_IN_FAILURES_PER_CLIENT_ALL_ACCOUNTS', integer(30, 1)],
      perDevice: ['STAFF_SIGN_IN_FAILURES_PER_DEVICE', integer(10, 1)],
    },
    signInWindowSeconds: ['STAFF_SIGN_IN_WINDOW_SECONDS', integer(15 * 60, 1)],
    /** Past this many failed passwords in an hour on one account, each try from an unknown browser costs a proof of work. */
    proofOfWorkAfterFailures: ['STAFF_SIGN_IN_PROOF_OF_WORK_AFTER', integer(SIGN_IN_ATTACK_FAILURES_PER_HOUR, 1)],
    /** The proof of work's size: the solver tries on average half this many SHA-256 hashes. */
    proofOfWorkMaxCounter: ['STAFF_SIGN_IN_PROOF_OF_WORK_MAX_COUNTER', integer(1_000_000, 1)],
    /** Wrong second-factor codes after a right password, per account and browser, within the window; then 429. */
    secondFactorFailures: ['STAFF_SECOND_FACTOR_FAILURES', integer(5, 1)],
    /** A browser where a member signed in stays known to them this long after their last sign-in there. */
    knownDeviceDays: ['STAFF_KNOWN_DEVICE_DAYS', integer(90, 1)],
    /** Sign-in requests per client per minute (@fastify/rate-limit, in Redis when configured). */
    signInPerMinute: ['RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE', integer(20, 1)],
    /** Retailers one member may register (each texted a code) in an hour, outside the sign-up's per-client limit. */
    retailerRegistrationsPerHour: ['STAFF_RETAILER_REGISTRATIONS_PER_HOUR', integer(30, 1)],
  },
}).transform(({ office }, context) => {
  if (!/^https?:\/\/[^/\s]+\/?$/.test(office.siteUrl))
    return refuse(context, `SITE_URL must be an http(s) origin, got "${office.siteUrl}"`);
  return { office: { ...office, siteUrl: office.siteUrl.replace(/\/+$/, '') } };
});
