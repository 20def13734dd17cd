import { waitParts } from '@site/contract';
import { useSharedWords } from './words';

/** How long to wait ("15 minutes"), in the page's language: the contract's one wording of it. */
export function useWaitText(): (seconds: number) => string {
  const shared = useSharedWords();
  return (seconds) => shared('time.wait', waitParts(seconds));
}

/** The refusal of a code request for too many requests: how long to wait, if the server said. */
export function useOtpRateLimitedText(): (retryAfterSeconds: number | undefined) => string {
  const shared = useSharedWords();
  const wait = useWaitText();
  return (retryAfterSeconds) =>
    shared('feedback.otpSendRateLimited', {
      wait: retryAfterSeconds ? wait(retryAfterSeconds) : shared('time.aFewMinutes'),
    });
}
