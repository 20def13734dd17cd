import { sampleSignUp } from '@site/testing/samples';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  contactFormSchema,
  createAddressFormSchema,
  fieldErrors,
  firstFieldInError,
  isAcceptedProfileImage,
  loginFormSchema,
  otpSchema,
  partnerFormSchema,
  PARTNER_FIELDS,
  profileFormSchema,
  SIGN_UP_DEFAULTS,
  signUpFormSchema,
  signUpStepSchemas,
  type PartnerForm,
} from '../index';

const validPartner: PartnerForm = {
  name: 'Asha Patel',
  email: 'asha@example.in',
  phone: '9876543210',
  businessName: 'Patel Traders',
  businessType: 'Wholesale',
  distributionArea: 'Ahmedabad East',
  hasVehicle: 'Yes',
  operatingSince: '2015',
  businessAdress: '12 Market Road, Ahmedabad',
  comment: '',
};

describe('Indian mobile rules run in the spec order, one message at a time', () => {
  const cases: [string, string | undefined][] = [
    ['', 'Phone is required'],
    ['   ', 'Phone is required'],
    ['98765a', 'Mobile number must be a number'],
    ['98765 43210', 'Mobile number must be a number'],
    ['987654321', 'Phone must be exactly 10 digits'],
    ['98765432101', 'Phone must be exactly 10 digits'],
    ['5876543210', 'Enter a valid 10-digit Indian mobile number'],
    ['0876543210', 'Enter a valid 10-digit Indian mobile number'],
    ['6000000000', undefined],
    ['9876543210', undefined],
  ];
  it.each(cases)('partner phone %j → %s', (phone, message) => {
    expect(fieldErrors(partnerFormSchema, { ...validPartner, phone }).phone).toBe(message);
  });

  it('login and profile forms use their own wording', () => {
    expect(fieldErrors(loginFormSchema, { mobile: '' }).mobile).toBe('Mobile number is required');
    expect(fieldErrors(loginFormSchema, { mobile: 'abc' }).mobile).toBe('Mobile number must contain only digits');
    expect(fieldErrors(loginFormSchema, { mobile: '98765' }).mobile).toBe('Mobile number must be exactly 10 digits');
    expect(fieldErrors(profileFormSchema, { phoneNumber: ' ' }).phoneNumber).toBe('Phone number is required');
  });
});

describe('partner and contact forms', () => {
  it('accepts a complete partner form', () => {
    expect(fieldErrors(partnerFormSchema, validPartner)).toEqual({});
  });

  it('reports every required field with the exact messages, comment optional', () => {
    const empty = Object.fromEntries(PARTNER_FIELDS.map((field) => [field, ''])) as PartnerForm;
    expect(fieldErrors(partnerFormSchema, empty)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      businessName: 'Business Name is required',
      businessType: 'Business Type Name is required',
      distributionArea: 'Distribution Area is required',
      hasVehicle: 'Please Select Vehicle For Distribution',
      operatingSince: 'Operating Your Business is required',
      businessAdress: 'Business Adress is required',
    });
  });

  it('checks the e-mail format after presence', () => {
    expect(fieldErrors(partnerFormSchema, { ...validPartner, email: 'asha@' }).email).toBe('Invalid email format');
    expect(fieldErrors(partnerFormSchema, { ...validPartner, email: 'asha at example.in' }).email).toBe(
      'Invalid email format',
    );
  });

  it('only accepts Yes or No for the vehicle question', () => {
    expect(fieldErrors(partnerFormSchema, { ...validPartner, hasVehicle: 'Maybe' }).hasVehicle).toBe(
      'Please Select Vehicle For Distribution',
    );
    expect(fieldErrors(partnerFormSchema, { ...validPartner, hasVehicle: 'No' })).toEqual({});
  });

  it('rejects wrong types with the field message instead of throwing', () => {
    expect(fieldErrors(contactFormSchema, { name: 42, company: null, phone: 9876543210, email: [] })).toEqual({
      name: 'Name is required',
      company: 'Company is required',
      phone: 'Phone is required',
      email: 'Email is required',
    });
  });

  it('finds the first field in error in form order', () => {
    const errors = fieldErrors(partnerFormSchema, { ...validPartner, businessType: '', email: '' });
    expect(firstFieldInError(PARTNER_FIELDS, errors)).toBe('email');
  });
});

describe('sign-up, profile and create-address', () => {
  it('validates each wizard step on its own fields', () => {
    expect(fieldErrors(signUpStepSchemas[0], { fullName: ' ', mobile: '' })).toEqual({
      fullName: 'Full Name is required',
      mobile: 'Mobile number is required',
    });
    expect(fieldErrors(signUpStepSchemas[1], { ...SIGN_UP_DEFAULTS, country: '' })).toEqual({
      shopName: 'Shop Name is required',
      address1: 'Address-1 is required',
      address2: 'Address-2 is required',
      city: 'City is required',
      state: 'Please Select your state',
      country: 'Please select country',
      pincode: 'Pincode is required',
    });
    expect(fieldErrors(signUpStepSchemas[2], SIGN_UP_DEFAULTS)).toEqual({ businessType: 'Business type is required' });
    expect(
      fieldErrors(signUpStepSchemas[2], {
        openingTimeFrom: '',
        openingTimeTo: '',
        deliveryTimeFrom: '',
        deliveryTimeTo: '',
        businessType: 'Kirana',
      }),
    ).toEqual({
      openingTimeFrom: 'Opening Time is required',
      openingTimeTo: 'Closeing time is required.',
      deliveryTimeFrom: 'Delivery From Time is required.',
      deliveryTimeTo: 'Delivery To time is required.',
    });
  });

  it('keeps the spec’s wrong “10 digits” wording for a pincode that is not 6 characters', () => {
    expect(fieldErrors(signUpStepSchemas[1], { ...SIGN_UP_DEFAULTS, pincode: '38000' }).pincode).toBe(
      'Pincode must be exactly 10 digits',
    );
    expect(fieldErrors(profileFormSchema, { pincode: '3800011' }).pincode).toBe('Pincode Must be exactly 10 digits');
    expect(fieldErrors(profileFormSchema, { pincode: '' }).pincode).toBe('Pinocode is required');
    expect(fieldErrors(createAddressFormSchema, { pincode: '380001' }).pincode).toBeUndefined();
  });

  it('profile wording for state and country differs from sign-up', () => {
    const errors = fieldErrors(profileFormSchema, {});
    expect(errors.state).toBe('Please select State');
    expect(errors.country).toBe('Please select Country');
    expect(errors.firstName).toBe('First Name is required');
  });

  it('accepts a complete sign-up form with its defaults', () => {
    expect(fieldErrors(signUpFormSchema, sampleSignUp('9876543210'))).toEqual({});
    expect(SIGN_UP_DEFAULTS).toMatchObject({
      country: 'India',
      openingTimeFrom: '09:00',
      openingTimeTo: '20:00',
      deliveryTimeFrom: '10:00',
      deliveryTimeTo: '17:00',
      gstRegistered: false,
    });
  });
});

describe('one-time code and profile image', () => {
  it('needs exactly four digits', () => {
    expect(otpSchema.safeParse('1234').success).toBe(true);
    for (const code of ['', '123', '12a4', '12345']) {
      const result = otpSchema.safeParse(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter the full 4-digit OTP');
    }
  });

  it('accepts only jpeg, jpg, png and webp by name', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'b.png', 'c.webp']) expect(isAcceptedProfileImage({ name })).toBe(true);
    for (const name of ['a.gif', 'b.svg', 'c.pdf', 'png']) expect(isAcceptedProfileImage({ name })).toBe(false);
  });
});

describe("the inquiry forms' fields", () => {
  it("are each schema's fields, in the schema's order (the order they are shown)", () => {
    expect(PARTNER_FIELDS).toEqual(partnerFormSchema.keyof().options);
    expect(CONTACT_FIELDS).toEqual(contactFormSchema.keyof().options);
  });
});
