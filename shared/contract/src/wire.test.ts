import { sampleProfile } from '@site/testing/samples';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from './zod';
import {
  type ApiErrorBody,
  apiErrorBodySchema,
  CONTACT_FIELDS,
  type ContactForm,
  contactFormSchema,
  contactInquiryPayload,
  CREATE_ADDRESS_FIELDS,
  type CreateAddressForm,
  createAddressFormSchema,
  type CustomerDetail,
  customerDetailSchema,
  type LoginRecord,
  loginRecordSchema,
  type MobileChangeMessage,
  mobileChangeMessageSchema,
  type OtpForm,
  type OtpSentMessage,
  otpSentMessageSchema,
  PARTNER_FIELDS,
  type PartnerForm,
  partnerFormSchema,
  partnerInquiryPayload,
  PROFILE_FIELDS,
  type ProfileForm,
  profileFormFromFields,
  profileFormSchema,
  profileUpdateFields,
  profileUpdateSchema,
  type RegisterCustomerPayload,
  type RegisteredCustomer,
  registeredCustomerSchema,
  SIGN_UP_DEFAULTS,
  SIGN_UP_STEP_FIELDS,
  type SignUpForm,
  signUpFormSchema,
  type UpdatedCustomer,
  updatedCustomerSchema,
  type WebsiteInquiryPayload,
  websiteInquiryPayloadSchema,
} from './index';

/**
 * One contract (docs/decisions/0011): the browser's request and reply types are the schemas' own, so the
 * server's routes and the browser cannot disagree about a shape. These fail the typecheck (and
 * the run) when a type drifts from its schema, e.g. a hand-written interface put back beside it.
 */
describe('the contract types are inferred from the schemas', () => {
  it('replies the browser reads are what the routes declare', () => {
    expectTypeOf<CustomerDetail>().toEqualTypeOf<z.output<typeof customerDetailSchema>>();
    expectTypeOf<LoginRecord>().toEqualTypeOf<z.output<typeof loginRecordSchema>>();
    expectTypeOf<UpdatedCustomer>().toEqualTypeOf<z.output<typeof updatedCustomerSchema>>();
    expectTypeOf<RegisteredCustomer>().toEqualTypeOf<z.output<typeof registeredCustomerSchema>>();
    expectTypeOf<OtpSentMessage>().toEqualTypeOf<z.output<typeof otpSentMessageSchema>>();
    expectTypeOf<MobileChangeMessage>().toEqualTypeOf<z.output<typeof mobileChangeMessageSchema>>();
    expectTypeOf<ApiErrorBody>().toEqualTypeOf<z.output<typeof apiErrorBodySchema>>();
  });

  it('requests the browser builds are what the routes accept', () => {
    expectTypeOf(partnerInquiryPayload).returns.toEqualTypeOf<z.input<typeof websiteInquiryPayloadSchema>>();
    expectTypeOf(contactInquiryPayload).returns.toEqualTypeOf<WebsiteInquiryPayload>();
    expectTypeOf(profileUpdateFields).returns.toEqualTypeOf<Omit<z.input<typeof profileUpdateSchema>, 'file'>>();
    expectTypeOf<SignUpForm>().toExtend<RegisterCustomerPayload>();
    expectTypeOf<RegisterCustomerPayload>().toEqualTypeOf<z.input<typeof signUpFormSchema>>();
  });

  it('form values are every field of their schema, never null', () => {
    expectTypeOf<keyof PartnerForm>().toEqualTypeOf<keyof z.input<typeof partnerFormSchema>>();
    expectTypeOf<PartnerForm['comment']>().toEqualTypeOf<string>();
    expectTypeOf<keyof ContactForm>().toEqualTypeOf<keyof z.input<typeof contactFormSchema>>();
    expectTypeOf<ContactForm['message']>().toEqualTypeOf<string>();
    expectTypeOf<SignUpForm['gstRegistered']>().toEqualTypeOf<boolean>();
    expectTypeOf<keyof ProfileForm>().toEqualTypeOf<keyof z.input<typeof profileFormSchema> | 'customer_id'>();
    expectTypeOf<keyof CreateAddressForm>().toEqualTypeOf<keyof z.input<typeof createAddressFormSchema>>();
    expectTypeOf<OtpForm>().toEqualTypeOf<{ code: string }>();
  });
});

const sorted = (fields: readonly string[]) => [...fields].sort();

describe('the browser builds what the server accepts', () => {
  it('each form lists every field of its schema', () => {
    expect(sorted(PARTNER_FIELDS)).toEqual(sorted(Object.keys(partnerFormSchema.shape)));
    expect(sorted(CONTACT_FIELDS)).toEqual(sorted(Object.keys(contactFormSchema.shape)));
    expect(sorted(PROFILE_FIELDS)).toEqual(sorted(Object.keys(profileFormSchema.shape)));
    expect(sorted(CREATE_ADDRESS_FIELDS)).toEqual(sorted(Object.keys(createAddressFormSchema.shape)));
    expect(sorted(SIGN_UP_STEP_FIELDS.flat())).toEqual(sorted(Object.keys(signUpFormSchema.shape)));
  });

  it('inquiry payloads parse with the route body schema', () => {
    const partner = Object.fromEntries(PARTNER_FIELDS.map((field) => [field, ''])) as PartnerForm;
    const contact = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactForm;
    expect(
      websiteInquiryPayloadSchema.safeParse(partnerInquiryPayload({ ...partner, hasVehicle: 'Yes' })).success,
    ).toBe(true);
    expect(websiteInquiryPayloadSchema.safeParse(contactInquiryPayload(contact)).success).toBe(true);
  });

  it('the profile fields parse with the route body schema and read back into the same form', () => {
    // A Maharashtra GSTIN (state code 27) for the sample retailer in Pune.
    const form = sampleProfile('9876543210', { gstRegistered: true, gstin: '27AAPFU0939F1ZV' });
    const fields = profileUpdateFields(form);
    expect(profileUpdateSchema.safeParse(fields).success).toBe(true);
    expect(profileFormFromFields(fields)).toEqual(form);
  });

  it('the sign-up defaults are a sign-up body the route reads', () => {
    expect(Object.keys(signUpFormSchema.shape).every((field) => field in SIGN_UP_DEFAULTS)).toBe(true);
  });
});
