import { sampleProfile, sampleSignUp } from '@site/testing/samples';
import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinError,
  gstinMessages,
  profileFormSchema,
  signUpFormSchema,
  storedGstin,
} from '../index';

/** GSTINs published as examples (GST portal and tax guides); their check characters are theirs, not ours. */
const PUBLISHED = [
  ['27AAPFU0939F1ZV', 'Maharashtra'],
  ['29AAGCB7383J1Z4', 'Karnataka'],
] as const;

/**
 * The check character computed another way than the module's: walking from the right with the factor 2
 * first (as the GSTN's reference code does), summing the product's base-36 digits by string.
 */
function referenceCheck(first14: string): string {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let factor = 2;
  let sum = 0;
  for (const char of [...first14].reverse()) {
    const digits = (chars.indexOf(char) * factor).toString(36).toUpperCase();
    sum += [...digits].reduce((total, digit) => total + chars.indexOf(digit), 0);
    factor = factor === 2 ? 1 : 2;
  }
  return chars[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of `state` for the PAN, with its check character by the reference computation. */
const gstinOf = (code: string, pan: string, entity = '1') => {
  const first14 = `${code}${pan}${entity}Z`;
  return first14 + referenceCheck(first14);
};

/** A check character other than the right one. */
const wrongCheck = (gstin: string) => gstin.slice(0, 14) + (gstin[14] === '0' ? '1' : '0');

describe('GSTIN check character', () => {
  it.each(PUBLISHED)('accepts the published %s (%s)', (gstin, state) => {
    expect(gstinCheckCharacter(gstin)).toBe(gstin[14]);
    expect(gstinError(gstin, state)).toBeUndefined();
  });

  it('agrees with the reference computation on many GSTINs', () => {
    const pans = ['AAPFU0939F', 'AAGCB7383J', 'ABCDE1234F', 'ZZZZZ9999Z', 'AAAAA0000A', 'BNZPM2501F'];
    for (const [state, [code]] of Object.entries(GST_STATE_CODES))
      for (const pan of pans)
        for (const entity of ['1', '9', 'A', 'Z']) {
          const gstin = gstinOf(code!, pan, entity);
          expect(gstinCheckCharacter(gstin)).toBe(gstin[14]);
          expect(gstinError(gstin, state)).toBeUndefined();
        }
  });

  it('refuses a wrong check character', () => {
    for (const [gstin, state] of PUBLISHED)
      expect(gstinError(wrongCheck(gstin), state)).toBe(gstinMessages.checkCharacter);
    expect(gstinError('27AAPFU0939F1ZW', 'Maharashtra')).toBe(gstinMessages.checkCharacter);
  });

  it('catches one character typed wrong or two swapped', () => {
    expect(gstinError('27AAPFU0939F1ZV'.replace('0939', '0933'), 'Maharashtra')).toBe(gstinMessages.checkCharacter);
    expect(gstinError('27AAPFU9039F1ZV', 'Maharashtra')).toBe(gstinMessages.checkCharacter);
  });
});

describe('GSTIN rules, in order: required, length, pattern, state, check character', () => {
  it.each([
    ['', gstinMessages.required],
    ['   ', gstinMessages.required],
    ['27AAPFU0939F1Z', gstinMessages.length],
    ['27AAPFU0939F1ZVV', gstinMessages.length],
    ['27 AAPFU0939F1ZV', gstinMessages.length],
    ['2AAAPFU0939F1ZV', gstinMessages.pattern],
    ['27AAPF10939F1ZV', gstinMessages.pattern],
    ['27AAPFU0939F1YV', gstinMessages.pattern],
    ['27AAPFU0939F0ZV', gstinMessages.pattern],
    ['27AAPFU0939F1Z-', gstinMessages.pattern],
  ])('%j → %s', (gstin, message) => {
    expect(gstinError(gstin, 'Maharashtra')).toBe(message);
  });

  it('the state code must be the billing state’s', () => {
    expect(gstinError('27AAPFU0939F1ZV', 'Karnataka')).toBe('GSTIN must start with 29, the state code of Karnataka');
    expect(gstinError('29AAGCB7383J1Z4', 'Gujarat')).toBe('GSTIN must start with 24, the state code of Gujarat');
    expect(gstinError(gstinOf('07', 'ABCDE1234F'), 'Delhi')).toBeUndefined();
    expect(gstinError(gstinOf('24', 'ABCDE1234F'), ' gujarat ')).toBeUndefined();
    expect(gstinError(gstinOf('97', 'ABCDE1234F'), 'Other Territory')).toBeUndefined();
    // Merged in 2020: the newer code and the older one of Daman and Diu.
    expect(gstinError(gstinOf('26', 'ABCDE1234F'), 'Dadra and Nagar Haveli and Daman and Diu')).toBeUndefined();
    expect(gstinError(gstinOf('25', 'ABCDE1234F'), 'Dadra and Nagar Haveli and Daman and Diu')).toBeUndefined();
  });

  it('a state with no GST code matches no GSTIN', () => {
    expect(gstinError('27AAPFU0939F1ZV', 'Bagmati')).toBe('GSTIN state code does not match the state Bagmati');
  });

  it('accepts lower case, as upper case', () => {
    expect(gstinError('27aapfu0939f1zv', 'Maharashtra')).toBeUndefined();
    expect(gstinError(' 29aagcb7383j1z4 ', 'Karnataka')).toBeUndefined();
    expect(storedGstin({ gstRegistered: true, gstin: ' 27aapfu0939f1zv ' })).toBe('27AAPFU0939F1ZV');
  });

  it('every state code is two digits and used once', () => {
    const codes = Object.values(GST_STATE_CODES).flat();
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(GST_STATE_CODES.Maharashtra).toEqual(['27']);
    expect(GST_STATE_CODES.Karnataka).toEqual(['29']);
    expect(GST_STATE_CODES.Delhi).toEqual(['07']);
    expect(GST_STATE_CODES.Gujarat).toEqual(['24']);
  });
});

describe('the sign-up and profile forms require a GSTIN only when GST Registered? is ticked', () => {
  // In Maharashtra, state code 27; not registered for GST.
  const signUp = sampleSignUp('9876543210', { state: 'Maharashtra', gstRegistered: false, gstin: '' });
  const profile = sampleProfile('9876543210', { state: 'Maharashtra', gstRegistered: false, gstin: '' });

  it.each([
    ['sign-up', signUpFormSchema, signUp],
    ['profile', profileFormSchema, profile],
  ] as const)('%s', (_form, schema, values) => {
    expect(fieldErrors(schema, values)).toEqual({});
    // Unticked: whatever is typed is ignored.
    expect(fieldErrors(schema, { ...values, gstin: 'not a gstin' })).toEqual({});
    expect(fieldErrors(schema, { ...values, gstRegistered: true })).toEqual({ gstin: gstinMessages.required });
    expect(fieldErrors(schema, { ...values, gstRegistered: true, gstin: '27AAPFU0939F1ZW' })).toEqual({
      gstin: gstinMessages.checkCharacter,
    });
    expect(fieldErrors(schema, { ...values, gstRegistered: true, gstin: '29AAGCB7383J1Z4' })).toEqual({
      gstin: 'GSTIN must start with 27, the state code of Maharashtra',
    });
    expect(fieldErrors(schema, { ...values, gstRegistered: true, gstin: '27aapfu0939f1zv' })).toEqual({});
  });

  it('judges the GSTIN once the other fields pass their rules, so its state is a valid one', () => {
    expect(fieldErrors(signUpFormSchema, { ...signUp, state: '', gstRegistered: true, gstin: '27AAPFU' })).toEqual({
      state: 'Please Select your state',
    });
    expect(fieldErrors(signUpFormSchema, { ...signUp, gstRegistered: true, gstin: '27AAPFU' })).toEqual({
      gstin: gstinMessages.length,
    });
  });

  it('a form sent without the box (older browsers) is not registered', () => {
    const { gstRegistered: _ticked, gstin: _gstin, ...older } = signUp;
    expect(fieldErrors(signUpFormSchema, older)).toEqual({});
  });
});
