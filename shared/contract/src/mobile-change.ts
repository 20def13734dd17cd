import { mobileChangeTexts } from './security';
import { z } from './zod';

// Apart from security.ts, whose constants every page's API client reads: a module that builds a schema
// brings zod with it wherever it is imported.

/** The profile's code box: the code sent to the new number, 4 digits or 8 while the number is under attack. */
export const mobileChangeCodeSchema = z.object({
  otp: z.string().regex(/^(\d{4}|\d{8})$/, mobileChangeTexts.codeNeeded),
});
export type MobileChangeCode = z.infer<typeof mobileChangeCodeSchema>;
