import { integer, settings } from '../../settings';

/** An identical inquiry from one address within this window is stored once. */
export const inquiryConfig = settings({
  inquiry: { duplicateWindowSeconds: ['INQUIRY_DUPLICATE_WINDOW_SECONDS', integer(10)] },
});
