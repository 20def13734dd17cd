import { gstinMessages } from './messages';

/**
 * A GSTIN (Goods and Services Tax Identification Number): 2-digit state code, the holder's 10-character
 * PAN, an entity number, the letter Z, and a check character computed over the first 14.
 */
export const GSTIN_LENGTH = 15;

/** State code, PAN (5 letters, 4 digits, a letter), entity number (1-9, A-Z), Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GST state codes of the states and union territories in the forms' state list (the server's
 * reference list), by name. Dadra and Nagar Haveli and Daman and Diu merged in 2020: its GSTINs carry 26,
 * and the older ones of Daman and Diu 25. "Other Territory" (97) is for supplies outside any state.
 */
export const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  'Jammu and Kashmir': ['01'],
  'Himachal Pradesh': ['02'],
  Punjab: ['03'],
  Chandigarh: ['04'],
  Uttarakhand: ['05'],
  Haryana: ['06'],
  Delhi: ['07'],
  Rajasthan: ['08'],
  'Uttar Pradesh': ['09'],
  Bihar: ['10'],
  Sikkim: ['11'],
  'Arunachal Pradesh': ['12'],
  Nagaland: ['13'],
  Manipur: ['14'],
  Mizoram: ['15'],
  Tripura: ['16'],
  Meghalaya: ['17'],
  Assam: ['18'],
  'West Bengal': ['19'],
  Jharkhand: ['20'],
  Odisha: ['21'],
  Chhattisgarh: ['22'],
  'Madhya Pradesh': ['23'],
  Gujarat: ['24'],
  'Dadra and Nagar Haveli and Daman and Diu': ['26', '25'],
  Maharashtra: ['27'],
  Karnataka: ['29'],
  Goa: ['30'],
  Lakshadweep: ['31'],
  Kerala: ['32'],
  'Tamil Nadu': ['33'],
  Puducherry: ['34'],
  'Andaman and Nicobar Islands': ['35'],
  Telangana: ['36'],
  'Andhra Pradesh': ['37'],
  Ladakh: ['38'],
  'Other Territory': ['97'],
};

/** The codes of a state as the forms name it (case and outer spaces aside), or none. */
export function gstStateCodes(state: string): readonly string[] {
  const wanted = state.trim().toLowerCase();
  const name = Object.keys(GST_STATE_CODES).find((known) => known.toLowerCase() === wanted);
  return name ? GST_STATE_CODES[name]! : [];
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (upper case): each character's base-36 value
 * times 1 and 2 alternately, each product's base-36 digits summed (quotient + remainder), and the
 * character that brings the total to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = BASE36.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN as stored and checked: trimmed, upper case (lower case is accepted as typed). */
export const normalGstin = (value: string): string => value.trim().toUpperCase();

/**
 * The first broken rule of a GSTIN given for a billing address in `state`, or undefined when it is
 * valid: required, length, pattern, state code, check character.
 */
export function gstinError(value: string, state: string): string | undefined {
  const gstin = normalGstin(value);
  if (gstin.length === 0) return gstinMessages.required;
  if (gstin.length !== GSTIN_LENGTH) return gstinMessages.length;
  if (!GSTIN_PATTERN.test(gstin)) return gstinMessages.pattern;
  const codes = gstStateCodes(state);
  // A state not chosen yet is the state field's own error; the code is judged once there is one.
  if (state.trim() !== '' && !codes.includes(gstin.slice(0, 2)))
    return gstinMessages.stateMismatch(state.trim(), codes[0]);
  if (gstinCheckCharacter(gstin) !== gstin[14]) return gstinMessages.checkCharacter;
  return undefined;
}

/**
 * The GSTIN a form's values store: the normalised GSTIN when "GST Registered?" is ticked, else null
 * (an unticked box ignores whatever was typed).
 */
export const storedGstin = (values: { gstRegistered?: unknown; gstin?: unknown }): string | null =>
  values.gstRegistered === true && typeof values.gstin === 'string' ? normalGstin(values.gstin) : null;
