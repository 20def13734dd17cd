import { describe, expect, it } from 'vitest';
import { addressBookTexts as t, orderingMessages as m } from '@site/contract';
import { ApiError, MalformedReplyError, NetworkError } from '@site/state';
import { addressRefusal } from './address-refusal';

const refused = (message: Omit<ConstructorParameters<typeof ApiError>[1], 'reason'>) =>
  new ApiError(417, { reason: 'validation', ...message });

describe('addressRefusal', () => {
  it('puts the form’s field messages under their fields and says only that nothing was saved', () => {
    const reply = refused({
      text: 'Please correct the highlighted fields.',
      errors: { pincode: 'Six digits.' },
    });
    expect(addressRefusal(reply, t.notSaved, t.tryAgain)).toEqual({
      fieldErrors: { pincode: 'Six digits.' },
      text: t.notSaved,
    });
  });

  it('adds a message for no field of the form to the line', () => {
    const reply = refused({
      text: 'Please correct the highlighted fields.',
      errors: { is_default: m.billingAlwaysDefault },
    });
    expect(addressRefusal(reply, t.defaultFailed, t.tryAgain)).toEqual({
      fieldErrors: {},
      text: `${t.defaultFailed} ${m.billingAlwaysDefault}`,
    });
  });

  it('adds the server’s sentence when no field explains it, and asks to try again without a reply', () => {
    const reply = refused({ text: m.billingNotDeletable, errors: {} });
    expect(addressRefusal(reply, t.deleteFailed, t.tryAgain).text).toBe(`${t.deleteFailed} ${m.billingNotDeletable}`);
    expect(addressRefusal(new NetworkError(), t.deleteFailed, t.tryAgain).text).toBe(`${t.deleteFailed} ${t.tryAgain}`);
    expect(addressRefusal(new MalformedReplyError('x', 502, []), t.deleteFailed, t.tryAgain).text).toBe(
      `${t.deleteFailed} ${t.tryAgain}`,
    );
    expect(addressRefusal(new ApiError(200, { text: 'x answered failed' }), t.deleteFailed, t.tryAgain).text).toBe(
      `${t.deleteFailed} ${t.tryAgain}`,
    );
  });
});
