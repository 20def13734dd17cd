import { securityTexts } from '@site/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db';
import { ApiError, rateLimited } from '../../http/errors';
import { lockCustomer, lockNumber, lockSender } from '../../lib/locks';
import { spendLookup } from '../lookups/budget';
import type { Sender } from '../otp/known-device';
import { deliver, type IssuedCode, insertAttempt, issueToken, type OtpDeps } from '../otp/service';
import { sendRefusal } from '../otp/send-limits';
import { alreadyRegistered, currentMobile } from './service';

/**
 * A retailer's new mobile is taken only once proved: the profile asks for it (a code goes to it), and
 * confirm_mobile_change takes it with that code. Until then the number is held for the change.
 */

/**
 * A new mobile asked for in the profile: at most `mobileChangesPerCustomerPerDay` codes a day per
 * customer (each goes to a stranger's number), a look-up of that number (budgeted per client, network
 * and number), refused when it is taken, else a code sent to it under a stranger's send limits (the
 * number never saw this browser), bound to the customer. The number is taken only by
 * `confirm_mobile_change` with that code, and held for it until then.
 */
export async function requestMobileChange(
  deps: OtpDeps,
  customerId: string,
  mobile: string,
  asking: Sender,
  log: FastifyBaseLogger,
): Promise<IssuedCode> {
  const now = deps.now();
  const sender = { ...asking, device: null };
  const outcome = await deps.db.transaction(async (tx) => {
    await lockSender(tx, sender);
    await lockCustomer(tx, customerId);
    const [fills] = await tx.query<{ created_at: Date }>(
      `select created_at from otp_attempts where purpose = 'change_mobile' and customer_id = $1 and created_at > $2
       order by created_at desc offset $3 limit 1`,
      [customerId, new Date(now.getTime() - 86_400_000), deps.otp.mobileChangesPerCustomerPerDay - 1],
    );
    if (fills) {
      const seconds = Math.max(1, Math.ceil((fills.created_at.getTime() + 86_400_000 - now.getTime()) / 1000));
      return rateLimited(seconds, securityTexts.mobileChangesExceeded);
    }
    // Spent even when the answer is "taken": that answer is what a sweep is after.
    await spendLookup(tx, deps.lookups, { sender, mobile, kind: 'new_mobile', perNumber: true, now });
    // Under the number's lock, as a sign-up checks it: no sign-up slips in before the code holds the number.
    await lockNumber(tx, mobile);
    const taken = await tx.query('select 1 from customers where mobile = $1', [mobile]);
    if (taken.length > 0) return alreadyRegistered();
    const refusal = await sendRefusal(tx, deps.otp, mobile, sender, now, log);
    if (refusal) return refusal;
    // One change waits at a time: a newer request retires the older code.
    await tx.query(
      `update otp_attempts set retired = true where purpose = 'change_mobile' and customer_id = $1 and used_at is null`,
      [customerId],
    );
    return insertAttempt(tx, deps.otp, { purpose: 'change_mobile', mobile, customerId, sender, now });
  });
  if (outcome instanceof ApiError) throw outcome;
  await deliver(deps, mobile, outcome, log);
  return outcome;
}

/**
 * Takes the proved new `mobile` for the customer: the old number's sessions and codes end with it, and
 * the one who proved the new number gets a new token. A number taken meanwhile is `already_registered`.
 */
export async function takeNewMobile(deps: OtpDeps, customerId: string, mobile: string, now: Date) {
  return deps.db
    .transaction(async (tx) => {
      const oldMobile = await currentMobile(tx, customerId);
      await tx.query('update customers set mobile = $2, updated_at = now() where id = $1', [customerId, mobile]);
      await tx.query('delete from api_credentials where customer_id = $1', [customerId]);
      if (oldMobile) {
        await tx.query(`update otp_attempts set retired = true where mobile = $1 and used_at is null`, [oldMobile]);
      }
      return issueToken(tx, customerId, now);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyRegistered();
      throw error;
    });
}
