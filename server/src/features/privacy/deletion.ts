import { apiTexts } from '@site/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../http/errors';
import { lockNumber, lockSender } from '../../lib/locks';
import { asKnownTo, type Sender } from '../otp/known-device';
import { deliver, type IssuedCode, insertAttempt, type OtpDeps } from '../otp/service';
import { sendRefusal } from '../otp/send-limits';
import { currentMobile } from '../customer/service';
import { codeWaits } from '../otp/waiting-code';
import { deleteAccount } from './service';

/** The right to erasure (docs/decisions/0014): a code to the retailer's own number confirms it. */

export const noCustomer = () => notFound(apiTexts.noSuchCustomer);

/**
 * Sends a code that confirms deleting the account to its number, under the number's send limits (the
 * sender as the number knows it); a newer request retires the older code.
 */
export async function sendDeletionCode(
  deps: OtpDeps,
  customerId: string,
  asking: Sender,
  log: FastifyBaseLogger,
): Promise<IssuedCode> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const mobile = await currentMobile(tx, customerId);
    if (!mobile) return noCustomer();
    const sender = await asKnownTo(tx, asking, mobile, now, deps.otp.knownDeviceDays);
    await lockSender(tx, sender);
    await lockNumber(tx, mobile);
    const refusal = await sendRefusal(tx, deps.otp, mobile, sender, now, log);
    if (refusal) return refusal;
    await tx.query(
      `update otp_attempts set retired = true where purpose = 'delete_account' and customer_id = $1 and used_at is null`,
      [customerId],
    );
    const issued = await insertAttempt(tx, deps.otp, { purpose: 'delete_account', mobile, customerId, sender, now });
    return { mobile, issued };
  });
  if (outcome instanceof ApiError) throw outcome;
  await deliver(deps, outcome.mobile, outcome.issued, log);
  return outcome.issued;
}

/** Whether a live deletion code waits for the customer. */
export const deletionCodeAsked = (db: Queryable, customerId: string, now: Date) =>
  codeWaits(db, 'delete_account', { customerId }, now);

/** Deletes the account in a transaction of its own (`deleteAccount`); null when the customer is gone. */
export const eraseAccount = (db: Database, customerId: string) => db.transaction((tx) => deleteAccount(tx, customerId));
