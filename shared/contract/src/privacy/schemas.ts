import { customerDetailSchema, websiteInquiryPayloadSchema } from '../wire';
import { addressSchema, salesOrderSchema } from '../ordering/schemas';
import { z } from '../zod';
import { privacyTexts } from './messages';

const success = z.literal('success');

export const locationConsentSchema = z.object({
  granted: z.boolean().describe('Location may be used (deliveries, registration checks); false once withdrawn'),
  changed_at: z.string().nullable().describe('When the retailer last changed it (ISO 8601); null: never'),
});

export const privacySettingsSchema = z.object({ status: success, location_consent: locationConsentSchema });

export const setLocationConsentBodySchema = z.strictObject({ granted: z.boolean('Send granted as true or false.') });

/** An inquiry sent from the retailer's number, as stored. */
export const storedInquirySchema = websiteInquiryPayloadSchema.extend({
  name: z.string(),
  creation: z.string().describe('When it was received (ISO 8601)'),
});

/** `download_my_data`: one JSON document of everything kept about the retailer. */
export const myDataSchema = z.object({
  status: success,
  exported_at: z.string(),
  profile: customerDetailSchema,
  addresses: z.array(addressSchema).describe('The billing address (the profile’s) and the shipping addresses'),
  location_consent: locationConsentSchema,
  inquiries: z.array(storedInquirySchema).describe('Inquiries whose phone is the retailer’s mobile'),
  orders: z.array(salesOrderSchema).describe('Every order as placed, newest first'),
  known_devices: z
    .array(z.object({ last_login: z.string().describe('When this browser last logged in (ISO 8601)') }))
    .describe('The browsers that logged in to the account, whose code requests get a budget of their own'),
});
export type MyData = z.infer<typeof myDataSchema>;

export const deletionCodeSentSchema = z.object({
  status: success,
  code_length: z.number().int(),
  expires_in_seconds: z.number().int(),
});

export const deleteAccountBodySchema = z.strictObject({ otp: z.string('Enter the code.') });

/** The settings page's code box: the code sent to the retailer's mobile, 4 digits or 8 while the number is under attack. */
export const deletionCodeFormSchema = z.object({
  otp: z.string().regex(/^(\d{4}|\d{8})$/, privacyTexts.codeNeeded),
});
export type DeletionCodeForm = z.infer<typeof deletionCodeFormSchema>;

export const accountDeletedSchema = z.object({
  status: success,
  orders_kept: z.number().int().describe('Orders kept without personal data, as tax law requires'),
});
