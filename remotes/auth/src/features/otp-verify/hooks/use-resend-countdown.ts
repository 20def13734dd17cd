import { useCallback, useEffect, useState } from 'react';
import { otpExpiry } from '@site/state';

const secondsUntil = (expiresAt: number | null) =>
  expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));

/**
 * docs/product.md#otp-page-behaviour: counts down from the stored expiry. While above 0 the page shows the remaining
 * seconds; at 0 the stored expiry is cleared and resending is allowed. With no stored expiry
 * (opened later, or the send failed) resending is allowed at once.
 */
export function useResendCountdown() {
  const [expiresAt, setExpiresAt] = useState(() => otpExpiry.get());
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(expiresAt));

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const tick = () => {
      const left = secondsUntil(expiresAt);
      setSecondsLeft(left);
      if (left === 0) {
        otpExpiry.clear();
        setExpiresAt(null);
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  /** Picks up a window just stored (after a resend). */
  const restart = useCallback(() => {
    const stored = otpExpiry.get();
    setExpiresAt(stored);
    setSecondsLeft(secondsUntil(stored));
  }, []);

  // An expiry already past reads 0 before the first tick clears it.
  return { secondsLeft, canResend: expiresAt === null || secondsLeft === 0, restart };
}
