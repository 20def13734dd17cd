import { SAMPLE_CONTACT, SAMPLE_CONTACT_PAYLOAD, SAMPLE_PARTNER, SAMPLE_PARTNER_PAYLOAD } from '@site/testing/samples';
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

/** The sample partner, the name typed with spaces around it, no vehicle and no comment. */
const partner = { ...SAMPLE_PARTNER, name: ` ${SAMPLE_PARTNER.name} `, hasVehicle: 'No', comment: '' };

describe('inquiry payloads (docs/product.md#inquiry-payload)', () => {
  it('partner payload: distributor, company null, the entered name as fullname, trimmed, empty → null', () => {
    expect(partnerInquiryPayload(SAMPLE_PARTNER)).toEqual(SAMPLE_PARTNER_PAYLOAD);
    expect(partnerInquiryPayload(partner)).toEqual({
      ...SAMPLE_PARTNER_PAYLOAD,
      fullname: SAMPLE_PARTNER.name,
      do_you_currently_have_your_own_vehicle_for_distribution: 'No',
      comment: null,
    });
  });

  it('contact payload: contact type, message as comment, partner fields null', () => {
    expect(contactInquiryPayload(SAMPLE_CONTACT)).toEqual(SAMPLE_CONTACT_PAYLOAD);
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
