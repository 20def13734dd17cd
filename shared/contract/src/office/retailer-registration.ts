import { waitDuration } from '../validation/messages';
import { z } from '../zod';

/**
 * Staff register a retailer who phones in or visits: the sign-up form's fields and rules
 * (`signUpFormSchema`), the same refusals (a number already registered, a GSTIN another account holds),
 * and a login code sent to the retailer's own mobile, which they log in with: their number, proved by them.
 */

export const retailerRegistrationTexts = {
  /** The member's own hourly budget is spent; other members are not touched. */
  throttled: (seconds: number) =>
    `You registered many retailers in the last hour. Try again in ${waitDuration(seconds)}.`,
} as const;

/** `register_retailer`'s reply: the new retailer, and whether their login code went out by SMS. */
export const registeredRetailerSchema = z.object({
  status: z.literal('success'),
  customer_id: z.string(),
  code_sent: z
    .boolean()
    .describe('false: the SMS failed; the retailer logs in from the login page, which sends them a new code'),
});
export type RegisteredRetailer = z.infer<typeof registeredRetailerSchema>;
