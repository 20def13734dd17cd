import { useMutation } from '@tanstack/react-query';
import {
  officeMessages as m,
  type ProofChallenge,
  type SignInAlert,
  signInChallengeReplySchema,
  type SignInForm,
  signInReplySchema,
} from '@site/contract';
import { ApiError, notify } from '@site/state';
import { officeRequest } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format';
import { useStartStaffSession } from '../../../lib/staff-session';

const post = (values: SignInForm) => officeRequest(signInReplySchema, 'POST', 'signIn', { body: values });

/**
 * Solves the server's proof of work (altcha-lib, SHA-256 in the browser's Web Crypto). The library is
 * fetched only here, when an account under attack asks for it: no other page, nor this one before, loads it.
 */
async function solve(challenge: ProofChallenge): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new ApiError(428, { reason: 'proof_required', text: m.proofInvalid });
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}

const alertText = (alert: SignInAlert) =>
  alert.kind === 'password_attack'
    ? m.passwordAttackNotice(formatMoment(alert.at))
    : m.wrongCodeNotice(formatMoment(alert.at));

/**
 * `sign_in`: when the account is under attack (428 `proof_required`), the browser solves a challenge and
 * sends the form again with its proof. What happened since the last sign-in is said in toasts that stay
 * until dismissed (the page moves on at once).
 */
export async function signIn(values: SignInForm) {
  let reply;
  try {
    reply = await post(values);
  } catch (error) {
    if (!(error instanceof ApiError && error.reason === 'proof_required')) throw error;
    const { challenge } = await officeRequest(signInChallengeReplySchema, 'GET', 'signInChallenge');
    reply = await post({ ...values, proof: await solve(challenge) });
  }
  for (const alert of reply.alerts) notify.info(alertText(alert), { autoClose: false });
  return reply.staff;
}

/** Signs in: once done, the page goes on as the staff member (to where they were going). */
export function useSignIn() {
  const startSession = useStartStaffSession();
  return useMutation({ mutationFn: signIn, onSuccess: startSession });
}
