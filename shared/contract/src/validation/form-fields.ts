import type { ContactForm, PartnerForm } from './forms';

/**
 * The inquiry forms' fields in the order they are shown, apart from their schemas (`forms.ts`): a form
 * renders with these and loads zod only when it first validates. forms.test.ts holds them to the schemas.
 */

/** Options of the partner form's vehicle question (docs/product.md#partner-form-rules). */
export const VEHICLE_OPTIONS = ['Yes', 'No'] as const;

export const PARTNER_FIELDS = [
  'name',
  'email',
  'phone',
  'businessName',
  'businessType',
  'distributionArea',
  'hasVehicle',
  'operatingSince',
  'businessAdress',
  'comment',
] as const satisfies readonly (keyof PartnerForm)[];

export const CONTACT_FIELDS = [
  'name',
  'company',
  'phone',
  'email',
  'message',
] as const satisfies readonly (keyof ContactForm)[];
