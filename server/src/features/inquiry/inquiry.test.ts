import {
  type ContactForm,
  contactInquiryPayload,
  IDEMPOTENCY_KEY_HEADER,
  INQUIRY_HONEYPOT_FIELD,
  inquiryMessages as m,
  type PartnerForm,
  partnerInquiryPayload,
  phoneMessages,
  securityTexts,
  type WebsiteInquiryPayload,
  websiteInquiryPayloadSchema,
} from '@site/contract';
import { SAMPLE_CONTACT, SAMPLE_PARTNER } from '@site/testing/samples';
import { describe, expect, it } from 'vitest';
import { notTextMessage, tooLongMessage, unstorableTextMessage } from '../../lib/validate';
import type { StoredInquiry } from '../../mail/inquiry-mail';
import { jsonInit, suiteServer, testDatabases } from '../../../test/harness';
import { newMobile } from '../../../test/customers';

/** The sample inquiries, each from a number of its own. */
const partnerForm = (overrides: Partial<PartnerForm> = {}): PartnerForm => ({
  ...SAMPLE_PARTNER,
  phone: newMobile(),
  ...overrides,
});
const contactForm = (overrides: Partial<ContactForm> = {}): ContactForm => ({
  ...SAMPLE_CONTACT,
  phone: newMobile(),
  ...overrides,
});

/** A payload with every field null but its type. */
const nullPayload = (inquiry_type: 'distributor' | 'contact') =>
  ({
    ...Object.fromEntries(websiteInquiryPayloadSchema.keyof().options.map((field) => [field, null])),
    inquiry_type,
  }) as WebsiteInquiryPayload;

/** What an empty form gets: the message of every required field, keyed by form field. */
const PARTNER_REQUIRED = {
  name: m.nameRequired,
  email: m.emailRequired,
  phone: phoneMessages.inquiry.required,
  businessName: m.businessNameRequired,
  businessType: m.businessTypeRequired,
  distributionArea: m.distributionAreaRequired,
  hasVehicle: m.vehicleRequired,
  operatingSince: m.operatingSinceRequired,
  businessAdress: m.businessAddressRequired,
};
const CONTACT_REQUIRED = {
  name: m.nameRequired,
  company: m.companyRequired,
  phone: phoneMessages.inquiry.required,
  email: m.emailRequired,
};

function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds: number) => void (offsetMs += seconds * 1000),
  };
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`website inquiries (${database.label})`, () => {
    const clock = testClock();
    const mailed: { id: string; inquiry: StoredInquiry }[] = [];
    const server = suiteServer(
      database,
      {},
      {
        now: clock.now,
        mailer: { sendInquiry: async (id, inquiry) => void mailed.push({ id, inquiry }) },
      },
    );

    const submit = (payload: unknown, headers: Record<string, string> = {}) =>
      server.method('createWebsiteInquiry', undefined, jsonInit(payload, { headers }));
    /** An all-null payload of `type` is refused with 417 and `errors`. */
    const expectEmptyRefused = async (type: 'distributor' | 'contact', errors: Record<string, string>) => {
      const reply = await submit(nullPayload(type));
      expect(reply.status).toBe(417);
      expect(reply.body.message.errors).toEqual(errors);
    };

    it('stores a partner inquiry with every payload column and mails it to sales', async () => {
      const payload = partnerInquiryPayload(partnerForm());
      const reply = await submit(payload);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ message: { status: 'success', name: expect.any(String) } });
      const [row] = await server.app.db.query<Record<string, unknown>>(
        'select * from website_inquiries where id = $1',
        [reply.body.message.name],
      );
      expect(row).toMatchObject(payload);
      expect(mailed.at(-1)).toEqual({ id: reply.body.message.name, inquiry: payload });
    });

    it('stores a contact inquiry', async () => {
      const payload = contactInquiryPayload(contactForm());
      const reply = await submit(payload);
      expect(reply.status).toBe(200);
      const [row] = await server.app.db.query<Record<string, unknown>>(
        'select * from website_inquiries where id = $1',
        [reply.body.message.name],
      );
      expect(row).toMatchObject(payload);
    });

    it('reports every partner form message, keyed by form field, and stores nothing', async () => {
      const before = await server.count('website_inquiries');
      await expectEmptyRefused('distributor', PARTNER_REQUIRED);
      const cases: [Partial<PartnerForm>, string, string][] = [
        [{ email: 'not-an-email' }, 'email', m.emailInvalid],
        [{ phone: '98765abcde' }, 'phone', phoneMessages.inquiry.digits],
        [{ phone: '98765' }, 'phone', phoneMessages.inquiry.length],
        [{ phone: '2876543210' }, 'phone', phoneMessages.inquiry.prefix],
        [{ hasVehicle: 'Maybe' }, 'hasVehicle', m.vehicleRequired],
        [{ name: '   ' }, 'name', m.nameRequired],
        [{ comment: 'x'.repeat(2001) }, 'comment', tooLongMessage(2000)],
        [{ businessName: 'x'.repeat(201) }, 'businessName', tooLongMessage(200)],
      ];
      for (const [override, field, message] of cases) {
        const payload = partnerInquiryPayload(partnerForm(override));
        if (override.hasVehicle)
          payload.do_you_currently_have_your_own_vehicle_for_distribution = override.hasVehicle as 'Yes';
        const invalid = await submit(payload);
        expect(invalid.status, JSON.stringify(override).slice(0, 80)).toBe(417);
        expect(invalid.body.message.errors).toEqual({ [field]: message });
      }
      expect(await server.count('website_inquiries')).toBe(before);
    });

    it('reports every contact form message and rejects unknown inquiry types', async () => {
      const before = await server.count('website_inquiries');
      await expectEmptyRefused('contact', CONTACT_REQUIRED);
      const long = await submit(contactInquiryPayload(contactForm({ message: 'y'.repeat(2001) })));
      expect(long.body.message.errors).toEqual({ message: tooLongMessage(2000) });
      for (const inquiry_type of ['other', null, 1, undefined]) {
        const wrongType = await submit({ ...contactInquiryPayload(contactForm()), inquiry_type });
        expect(wrongType.status).toBe(417);
        expect(wrongType.body.message.reason).toBe('validation');
      }
      expect(await server.count('website_inquiries')).toBe(before);
    });

    it('refuses text it cannot store as sent (NUL, control characters, half a surrogate pair) with 417, not 500', async () => {
      const before = await server.count('website_inquiries');
      const cases: [Record<string, string>, string][] = [
        [{ comment: 'call me\u0000back' }, 'message'],
        [{ fullname: 'Vikram\u0000' }, 'name'],
        [{ comment: 'bell\u0007' }, 'message'],
        [{ comment: 'half \ud800 pair' }, 'message'],
        [{ website_name: 'x\u0000' }, 'website_name'],
      ];
      for (const [override, field] of cases) {
        const reply = await submit({ ...contactInquiryPayload(contactForm()), ...override });
        expect(reply.status, JSON.stringify(override)).toBe(417);
        expect(reply.body.message.errors, JSON.stringify(override)).toEqual({ [field]: unstorableTextMessage });
      }
      const lines = await submit({
        ...contactInquiryPayload(contactForm()),
        comment: 'line one\r\n\tline two 😀 नमस्ते',
      });
      expect(lines.status).toBe(200);
      expect(await server.count('website_inquiries')).toBe(before + 1);
    });

    it('refuses a column sent as a number, list or object instead of dropping it silently', async () => {
      const before = await server.count('website_inquiries');
      for (const value of [5, true, ['a'], { a: 1 }]) {
        const reply = await submit({ ...contactInquiryPayload(contactForm()), website_name: value });
        expect(reply.status, JSON.stringify(value)).toBe(417);
        expect(reply.body.message.errors).toEqual({ website_name: notTextMessage });
      }
      expect(await server.count('website_inquiries')).toBe(before);
    });

    it('pretends success and stores nothing when the honeypot is filled', async () => {
      const before = await server.count('website_inquiries');
      const mails = mailed.length;
      const reply = await submit({
        ...contactInquiryPayload(contactForm()),
        [INQUIRY_HONEYPOT_FIELD]: 'http://spam.example',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.message.status).toBe('success');
      expect(await server.count('website_inquiries')).toBe(before);
      expect(mailed.length).toBe(mails);
    });

    it('stores once per Idempotency-Key and returns the first reply; the key with another payload is refused', async () => {
      const before = await server.count('website_inquiries');
      const key = crypto.randomUUID();
      // A key is its sender's and its payload's: the same key needs the same payload.
      const payload = contactInquiryPayload(contactForm());
      const first = await submit(payload, { [IDEMPOTENCY_KEY_HEADER]: key });
      const again = await submit(payload, { [IDEMPOTENCY_KEY_HEADER]: key });
      const parallel = await Promise.all(
        Array.from({ length: 5 }, () => submit(payload, { [IDEMPOTENCY_KEY_HEADER]: key })),
      );
      for (const reply of [again, ...parallel]) expect(reply.body).toEqual(first.body);
      expect(await server.count('website_inquiries')).toBe(before + 1);
      const different = await submit(contactInquiryPayload(contactForm()), { [IDEMPOTENCY_KEY_HEADER]: key });
      expect(different.status).toBe(422);
      expect(different.body.message).toMatchObject({ reason: 'validation', text: securityTexts.idempotencyKeyReused });
      expect(await server.count('website_inquiries')).toBe(before + 1);
      const bad = await submit(contactInquiryPayload(contactForm()), { [IDEMPOTENCY_KEY_HEADER]: 'x'.repeat(129) });
      expect(bad.status).toBe(400);
    });

    it('makes a double click safe without the header: the same payload from the same address within seconds stores once', async () => {
      const before = await server.count('website_inquiries');
      const payload = partnerInquiryPayload(partnerForm());
      const replies = await Promise.all(Array.from({ length: 4 }, () => submit(payload)));
      expect(new Set(replies.map((reply) => reply.body.message.name)).size).toBe(1);
      expect(await server.count('website_inquiries')).toBe(before + 1);
      clock.advance(11);
      const later = await submit(payload);
      expect(later.body.message.name).not.toBe(replies[0]!.body.message.name);
      expect(await server.count('website_inquiries')).toBe(before + 2);
    });
  });

  describe.skipIf(database.skip)(`inquiry rate limit (${database.label})`, () => {
    const server = suiteServer(database, { RATE_LIMIT_INQUIRY_PER_HOUR: '3' });

    it('limits inquiries per client address', async () => {
      const statuses = [];
      for (let index = 0; index < 4; index++) {
        statuses.push(
          await server.method('createWebsiteInquiry', undefined, jsonInit(contactInquiryPayload(contactForm()))),
        );
      }
      expect(statuses.slice(0, 3).map((reply) => reply.status)).toEqual([200, 200, 200]);
      expect(statuses[3]!.status).toBe(429);
      expect(statuses[3]!.body.message).toMatchObject({
        reason: 'rate_limited',
        retry_after_seconds: expect.any(Number),
      });
      expect(await server.count('website_inquiries')).toBe(3);
    });
  });
}
