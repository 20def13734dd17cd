import { describe, expect, it } from 'vitest';
import { contactFormSchema, fieldErrors, partnerFormSchema } from './index';
import {
  contactFormFromPayload,
  contactInquiryPayload,
  partnerFormFromPayload,
  partnerInquiryPayload,
  profileUpdateFields,
  toInputTime,
  toServerTime,
} from './index';

const partner = {
  name: ' Asha Patel ',
  email: 'asha@example.in',
  phone: '9876543210',
  businessName: 'Patel Traders',
  businessType: 'Wholesale',
  distributionArea: 'Ahmedabad East',
  hasVehicle: 'No',
  operatingSince: '2015',
  businessAdress: '12 Market Road',
  comment: '',
};

describe('inquiry payloads (docs/product.md#inquiry-payload)', () => {
  it('partner payload: distributor, company null, the entered name as fullname, trimmed, empty → null', () => {
    expect(partnerInquiryPayload(partner)).toEqual({
      fullname: 'Asha Patel',
      company: null,
      phone: '9876543210',
      email: 'asha@example.in',
      comment: null,
      inquiry_type: 'distributor',
      website_name: null,
      business_name: 'Patel Traders',
      current_business_type: 'Wholesale',
      how_long_have_you_been_oprating_your_business: '2015',
      do_you_currently_have_your_own_vehicle_for_distribution: 'No',
      preferred_area_of_distribution: 'Ahmedabad East',
      business_address: '12 Market Road',
    });
  });

  it('contact payload: contact type, message as comment, partner fields null', () => {
    const payload = contactInquiryPayload({
      name: 'Ravi',
      company: 'Shah Stores',
      phone: '9123456789',
      email: 'ravi@example.in',
      message: 'Price list please',
    });
    expect(payload).toMatchObject({
      inquiry_type: 'contact',
      fullname: 'Ravi',
      company: 'Shah Stores',
      comment: 'Price list please',
    });
    expect(payload.business_name).toBeNull();
    expect(payload.do_you_currently_have_your_own_vehicle_for_distribution).toBeNull();
    expect(payload.website_name).toBeNull();
  });

  it('round-trips payloads back to forms so the server applies the browser rules', () => {
    expect(fieldErrors(partnerFormSchema, partnerFormFromPayload(partnerInquiryPayload(partner)))).toEqual({});
    const bad = { ...partnerInquiryPayload(partner), phone: '123' };
    expect(fieldErrors(partnerFormSchema, partnerFormFromPayload(bad))).toEqual({
      phone: 'Phone must be exactly 10 digits',
    });
    expect(fieldErrors(contactFormSchema, contactFormFromPayload({ inquiry_type: 'contact' }))).toMatchObject({
      name: 'Name is required',
      company: 'Company is required',
    });
  });
});

describe('times (docs/product.md#times)', () => {
  it('shows server times as HH:MM with the hour zero-padded', () => {
    expect(toInputTime('9:05:00')).toBe('09:05');
    expect(toInputTime('20:00:00')).toBe('20:00');
    expect(toInputTime('')).toBe('');
    expect(toInputTime(null)).toBe('');
  });

  it('appends :00 seconds when sending', () => {
    expect(toServerTime('09:30')).toBe('09:30:00');
  });
});

describe('profile multipart fields (docs/product.md#profile-update-fields)', () => {
  it('maps the profile form onto the update_customer_detail fields', () => {
    expect(
      profileUpdateFields({
        customer_id: 'CUST-1',
        firstName: 'Ravi',
        phoneNumber: '9123456789',
        shopName: 'Shah Stores',
        address1: 'A1',
        address2: 'A2',
        city: 'Surat',
        state: 'Gujarat',
        country: 'India',
        pincode: '395003',
        openingTimeFrom: '09:00',
        openingTimeTo: '20:00',
        deliveryTimeFrom: '10:00',
        deliveryTimeTo: '17:00',
        businessType: 'Kirana',
        gstRegistered: false,
        gstin: '24AAPFU0939F1ZV',
      }),
    ).toEqual({
      customer_id: 'CUST-1',
      customer_name: 'Ravi',
      new_mobile: '9123456789',
      shop_name: 'Shah Stores',
      custom_start_time: '09:00:00',
      custom_end_time: '20:00:00',
      custom_from: '10:00:00',
      custom_to: '17:00:00',
      industry: 'Kirana',
      'customer_address[address_line1]': 'A1',
      'customer_address[address_line2]': 'A2',
      'customer_address[state]': 'Gujarat',
      'customer_address[country]': 'India',
      'customer_address[pincode]': '395003',
      'customer_address[city]': 'Surat',
      // Unticked: the GSTIN typed is not sent.
      gst_registered: '0',
      gstin: '',
    });
  });
});
