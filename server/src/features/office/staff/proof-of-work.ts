import { officeMessages as m, type ProofChallenge, proofChallengeSchema } from '@site/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Queryable } from '../../../db';
import { ApiError } from '../../../http/errors';
import { hmacSha256 } from '../../../lib/crypto';
import type { OfficeContext } from '../../../http/staff-session';

/**
 * The price of one more guess at a staff password once an account is under attack (docs/decisions/0016):
 * an ALTCHA challenge in its deterministic mode. The server picks a random counter up to
 * `proofOfWorkMaxCounter` and signs the key it gives; the browser must hash its way to that counter
 * (SHA-256, from 0), so one proof costs on average half the maximum in hashes, and checking it costs the
 * server one HMAC. The challenge is signed with keys derived from `OTP_SECRET`; each is accepted once.
 */
const ALGORITHM = 'SHA-256';
/** A challenge is good for this long: enough to solve it on a slow phone, too short to stockpile many. */
const CHALLENGE_SECONDS = 10 * 60;

const signingKeys = (serverSecret: string) => ({
  hmacSignatureSecret: hmacSha256(serverSecret, 'staff sign-in proof of work: challenge'),
  hmacKeySignatureSecret: hmacSha256(serverSecret, 'staff sign-in proof of work: key'),
});

/** A new challenge; its expiry is in its signed data, on the server's clock. */
export async function newChallenge(ctx: OfficeContext): Promise<ProofChallenge> {
  const expires = ctx.now().getTime() + CHALLENGE_SECONDS * 1000;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(ctx.config.office.proofOfWorkMaxCounter),
    deriveKey,
    data: { expires },
    ...signingKeys(ctx.config.otp.secret),
  });
  return proofChallengeSchema.parse(challenge);
}

const payloadSchema = z.object({
  challenge: proofChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decodedPayload(proof: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * Takes a solved challenge, or refuses with 428 `proof_required` (missing, forged, wrong, expired or
 * already used). Spending it is a row of `staff_spent_proofs`, in `tx`.
 */
export async function spendProof(ctx: OfficeContext, tx: Queryable, proof: string | undefined): Promise<void> {
  if (proof === undefined) throw new ApiError(428, 'proof_required', m.proofRequired);
  const payload = decodedPayload(proof);
  const now = ctx.now();
  const expires = payload?.challenge.parameters.data?.expires;
  const verified =
    payload &&
    typeof expires === 'number' &&
    expires > now.getTime() &&
    (await verifySolution({ ...payload, deriveKey, ...signingKeys(ctx.config.otp.secret) })).verified;
  if (!verified) throw new ApiError(428, 'proof_required', m.proofInvalid);
  await tx.query('delete from staff_spent_proofs where expires_at <= $1', [now]);
  const spent = await tx.query(
    'insert into staff_spent_proofs (signature, expires_at) values ($1, $2) on conflict do nothing returning signature',
    [payload.challenge.signature, new Date(expires)],
  );
  if (spent.length === 0) throw new ApiError(428, 'proof_required', m.proofInvalid);
}
