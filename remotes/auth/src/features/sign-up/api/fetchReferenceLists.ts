import { callMethod, readReferenceLists, REFERENCE_LIST_METHODS } from '@site/state/api';

/** A Business Type choice: an industry type's name is both its value and its label (§3). */
export interface BusinessTypeOption {
  value: string;
  label: string;
}

export interface SignUpLists {
  states: string[];
  countries: string[];
  businessTypes: BusinessTypeOption[];
}

/** The sign-up form's option lists; null when any of them fails, since every one is required. */
export async function fetchSignUpLists(): Promise<SignUpLists | null> {
  try {
    const replies = await Promise.all(REFERENCE_LIST_METHODS.map((name) => callMethod('GET', name)));
    const { states, countries, businessTypes } = readReferenceLists(replies);
    if (!states || !countries || !businessTypes) return null;
    return { states, countries, businessTypes: businessTypes.map((name) => ({ value: name, label: name })) };
  } catch {
    return null;
  }
}
