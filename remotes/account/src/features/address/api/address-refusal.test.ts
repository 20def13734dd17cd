import { describe, expect, it } from 'vitest';
import { addressBookTexts as t, orderingMessages as m } from '@site/contract';
import { networkFailure } from '@site/state/api';
import { addressRefusal } from './address-refusal';

const refused = (message: object) => ({ exc_type: 'Error', message: { status: 'error', ...message } }) as never;

describe('addressRefusal', () => {
  it('puts the form’s field messages under their fields and says only that nothing was saved', () => {
    const reply = refused({
      reason: 'validation',
      text: 'Please correct the highlighted fields.',
      errors: { pincode: 'Six digits.' },
    });
    expect(addressRefusal(reply, t.notSaved)).toEqual({ fieldErrors: { pincode: 'Six digits.' }, text: t.notSaved });
  });

  it('adds a message for no field of the form to the line', () => {
    const reply = refused({
      reason: 'validation',
      text: 'Please correct the highlighted fields.',
      errors: { is_default: m.billingAlwaysDefault },
    });
    expect(addressRefusal(reply, t.defaultFailed)).toEqual({
      fieldErrors: {},
      text: `${t.defaultFailed} ${m.billingAlwaysDefault}`,
    });
  });

  it('adds the server’s sentence when no field explains it, and asks to try again without a reply', () => {
    const reply = refused({ reason: 'validation', text: m.billingNotDeletable, errors: {} });
    expect(addressRefusal(reply, t.deleteFailed).text).toBe(`${t.deleteFailed} ${m.billingNotDeletable}`);
    expect(addressRefusal(networkFailure(), t.deleteFailed).text).toBe(`${t.deleteFailed} ${t.tryAgain}`);
  });
});
