import { callMethod, replyMessage } from '@site/shared';

/** A Business Type choice: an industry type's name is both its value and its label (§3). */
export interface BusinessTypeOption {
  value: string;
  label: string;
}

export interface ReferenceLists {
  states: string[];
  countries: string[];
  businessTypes: BusinessTypeOption[];
}

const named = (item: unknown): string | null => {
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
};

/**
 * The three option lists of the sign-up form (§7): states (an array of names), countries (objects
 * with a name) and business types (industry types that have a name). Null when any of them fails.
 */
export async function fetchReferenceLists(): Promise<ReferenceLists | null> {
  try {
    const [states, countries, industries] = await Promise.all([
      callMethod('GET', 'getStates').then((reply) => replyMessage<unknown>(reply)),
      callMethod('GET', 'fetchCountries').then((reply) => replyMessage<unknown>(reply)),
      callMethod('GET', 'getIndustryTypeList').then((reply) => replyMessage<unknown>(reply)),
    ]);
    if (!Array.isArray(states) || !Array.isArray(countries) || !Array.isArray(industries)) return null;
    return {
      states: states.filter((state): state is string => typeof state === 'string' && state.trim() !== ''),
      countries: countries.map(named).filter((name): name is string => name !== null),
      businessTypes: industries
        .map(named)
        .filter((name): name is string => name !== null)
        .map((name) => ({ value: name, label: name })),
    };
  } catch {
    return null;
  }
}
