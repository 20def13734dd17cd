import { describe, expect, it } from 'vitest';
import { authNotices, waitDuration } from './notices';

describe('waitDuration', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [7140, '119 minutes'],
    [7200, '2 hours'],
    [86_400, '24 hours'],
  ])('%i s reads "%s"', (seconds, text) => {
    expect(waitDuration(seconds)).toBe(text);
  });

  it('is how the lock-out says how long to wait', () => {
    expect(authNotices.lockedOut(900)).toBe(
      'Too many wrong codes, so this number is locked for now. Try again in 15 minutes.',
    );
  });
});

describe('authNotices.resendIn', () => {
  it('counts whole seconds, singular at 1', () => {
    expect(authNotices.resendIn(20)).toBe('Resend OTP in 20 seconds');
    expect(authNotices.resendIn(1)).toBe('Resend OTP in 1 second');
  });
});
