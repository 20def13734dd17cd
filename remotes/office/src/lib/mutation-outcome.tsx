import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '@site/state';
import { Notice } from '@site/ui';
import { refusalText } from './office-error';

/** A refusal about the form's own fields (`errors`), which the form shows under those fields. */
export const isFieldRefusal = (error: unknown) => error instanceof ApiError && Object.keys(error.errors).length > 0;

/** What came of a write: done (said politely), or refused (announced at once); `at`, when it was sent. */
export interface Said {
  refused: boolean;
  text: string;
  at: number;
}

export interface SaidOptions {
  /** What a refusal says; by default the office's reading of the failure. */
  refusal?: (error: unknown) => string;
  /** A refusal said elsewhere (under a form's fields), not in the outcome. */
  shownElsewhere?: (error: unknown) => boolean;
}

/** What a write says now: `done` of its reply once it is done (nothing to say without it), its refusal once refused. */
export function saidBy<Data, Variables>(
  mutation: UseMutationResult<Data, Error, Variables>,
  done?: (data: Data, variables: Variables) => string,
  { refusal = refusalText, shownElsewhere = () => false }: SaidOptions = {},
): Said | null {
  const at = mutation.submittedAt;
  if (mutation.isSuccess) return done ? { refused: false, text: done(mutation.data, mutation.variables), at } : null;
  if (mutation.isError && !shownElsewhere(mutation.error)) return { refused: true, text: refusal(mutation.error), at };
  return null;
}

/**
 * The two live regions a page's writes report in, saying the latest write's outcome; both stay in the page
 * so that screen readers hear each change (docs/decisions/0026-office-in-the-account-shape.md).
 */
export function OutcomeLines({ said }: { said: readonly (Said | null)[] }) {
  const latest = latestOf(said);
  return (
    <>
      <div role="status">{latest && !latest.refused && <p>{latest.text}</p>}</div>
      <RefusalLine said={[latest]} />
    </>
  );
}

/** Only the refusals' live region: for a write that, once done, moves the page on (signed in, enrolled). */
export function RefusalLine({ said }: { said: readonly (Said | null)[] }) {
  const latest = latestOf(said);
  return <div role="alert">{latest?.refused && <Notice>{latest.text}</Notice>}</div>;
}

const latestOf = (said: readonly (Said | null)[]) =>
  said.reduce<Said | null>((last, next) => (next && (!last || next.at >= last.at) ? next : last), null);
