import type { MethodName } from '@site/contract';
import { replyMessage, type ApiReply } from './client';

/**
 * The option lists of the sign-up, profile and address forms (docs/product.md#option-lists): states (an array of names),
 * countries (objects with a name) and business types (the industry types that have a name).
 * A list the server did not give is null, so each form decides how to live without it.
 */
export interface ReferenceLists {
  states: string[] | null;
  countries: string[] | null;
  businessTypes: string[] | null;
}

/** The three calls, in the order `readReferenceLists` takes their replies (each a GET). */
export const REFERENCE_LIST_METHODS = ['getStates', 'fetchCountries', 'getIndustryTypeList'] as const satisfies readonly MethodName[];

function names(items: unknown): string[] | null {
  if (!Array.isArray(items)) return null;
  return items.flatMap((item) => {
    const name: unknown = typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.trim() ? [name] : [];
  });
}

const listIn = (reply: ApiReply<unknown> | undefined) => (reply === undefined ? null : names(replyMessage(reply)));

/** The lists from the replies to REFERENCE_LIST_METHODS, in that order. */
export function readReferenceLists([states, countries, businessTypes]: readonly ApiReply<unknown>[]): ReferenceLists {
  return { states: listIn(states), countries: listIn(countries), businessTypes: listIn(businessTypes) };
}
