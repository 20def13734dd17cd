import { DEFAULT_LANGUAGE, feedbackMessages, waitDuration, waitParts } from '@site/contract';
import { useLanguage } from '@site/state';
import { useSharedWords } from './words';

/**
 * How long to wait ("15 minutes"), in the page's language: the contract's one wording of it. An English page
 * holds no shared catalogue (docs/decisions/0030-languages-across-remotes.md), so it says the contract's English.
 */
export function useWaitText(): (seconds: number) => string {
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const shared = useSharedWords();
  return (seconds) => (english ? waitDuration(seconds) : shared('time.wait', waitParts(seconds)));
}

/** The refusal of a code request for too many requests: how long to wait, if the server said. */
export function useOtpRateLimitedText(): (retryAfterSeconds: number | undefined) => string {
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const shared = useSharedWords();
  const wait = useWaitText();
  return (retryAfterSeconds) =>
    english
      ? feedbackMessages.otpSendRateLimited(retryAfterSeconds)
      : shared('feedback.otpSendRateLimited', {
          wait: retryAfterSeconds ? wait(retryAfterSeconds) : shared('time.aFewMinutes'),
        });
}
