import {
  gstinMessages,
  phoneMessages,
  type ProfileForm,
  PROFILE_FILE_FIELD,
  profileUpdateFields,
  retailerMessages as r,
  SIGN_UP_DEFAULTS,
  type SignUpForm,
} from '@site/contract';
import { newGstin } from '@site/testing/samples';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tooLongMessage, unstorableTextMessage } from '../../lib/validate';
import { jsonInit, suiteServer, testDatabases } from '../../../test/harness';
import {
  addressRecord,
  register,
  registerAndLogin,
  signUpForm,
  suiteRetailer,
  tokenHeader,
} from '../../../test/customers';
import { customerDetailCalls, multipart, profileForm } from '../../../test/profile';

/** Every field of the sign-up form empty, the GST box unticked. */
const blankSignUp = {
  ...Object.fromEntries(Object.keys(SIGN_UP_DEFAULTS).map((field) => [field, ''])),
  gstRegistered: false,
};

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`customers (${database.label})`, () => {
    const server = suiteServer(database, { UPLOAD_MAX_BYTES: String(1024 * 1024) });
    const a = suiteRetailer(server);
    const b = suiteRetailer(server);
    const { getDetail, update } = customerDetailCalls(server);

    describe('register_customer', () => {
      it('creates customer and address, with times stored as HH:MM:SS', async () => {
        const before = await server.count('customers');
        const gstin = newGstin();
        const form = signUpForm({ gstRegistered: true, gstin: gstin.toLowerCase(), openingTimeFrom: '07:15' });
        const reply = await server.method('registerCustomer', undefined, jsonInit(form));
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual({ message: { status: 'success', customer_id: expect.any(String) } });
        expect(await server.count('customers')).toBe(before + 1);
        const [row] = await server.app.db.query<Record<string, unknown>>(
          'select c.start_time, c.gst_registered, c.gstin, a.pincode from customers c join customer_addresses a on a.customer_id = c.id where c.id = $1',
          [reply.body.message.customer_id],
        );
        // The GSTIN as typed in lower case is stored upper case.
        expect(row).toEqual({
          start_time: '07:15:00',
          gst_registered: true,
          gstin,
          pincode: form.pincode,
        });
      });

      it('reports every sign-up message of the spec, keyed by form field, and stores nothing', async () => {
        const before = await server.count('customers');
        const reply = await server.method('registerCustomer', undefined, jsonInit(blankSignUp));
        expect(reply.status).toBe(417);
        expect(reply.body.exc_type).toBe('ValidationError');
        expect(reply.body.message).toMatchObject({ status: 'error', reason: 'validation' });
        expect(reply.body.message.errors).toEqual({
          fullName: r.fullNameRequired,
          mobile: phoneMessages.login.required,
          shopName: r.shopNameRequired,
          address1: r.address1Required,
          address2: r.address2Required,
          city: r.cityRequired,
          state: r.signUp.stateRequired,
          country: r.signUp.countryRequired,
          pincode: r.signUp.pincodeRequired,
          openingTimeFrom: r.openingFromRequired,
          openingTimeTo: r.openingToRequired,
          deliveryTimeFrom: r.deliveryFromRequired,
          deliveryTimeTo: r.deliveryToRequired,
          businessType: r.businessTypeRequired,
        });
        expect(await server.count('customers')).toBe(before);
      });

      it('applies the mobile rules in order, the pincode length, HH:MM times and length limits', async () => {
        const cases: [Record<string, unknown>, string, string][] = [
          [{ mobile: '98765x3210' }, 'mobile', phoneMessages.login.digits],
          [{ mobile: '98765' }, 'mobile', phoneMessages.login.length],
          [{ mobile: '1876543210' }, 'mobile', phoneMessages.login.prefix],
          [{ pincode: '4110' }, 'pincode', r.signUp.pincodeLength],
          [{ openingTimeFrom: '25:00' }, 'openingTimeFrom', r.openingFromRequired],
          [{ openingTimeTo: '9am' }, 'openingTimeTo', r.openingToRequired],
          [{ deliveryTimeFrom: '10:00:00' }, 'deliveryTimeFrom', r.deliveryFromRequired],
          [{ deliveryTimeTo: '17:60' }, 'deliveryTimeTo', r.deliveryToRequired],
          [{ shopName: 'x'.repeat(201) }, 'shopName', tooLongMessage(200)],
          [{ fullName: 42 }, 'fullName', r.fullNameRequired],
        ];
        const before = await server.count('customers');
        for (const [override, field, message] of cases) {
          const reply = await server.method('registerCustomer', undefined, jsonInit({ ...signUpForm(), ...override }));
          expect(reply.status, JSON.stringify(override)).toBe(417);
          expect(reply.body.message.errors, JSON.stringify(override)).toEqual({ [field]: message });
        }
        expect(await server.count('customers')).toBe(before);
      });

      it('refuses NUL and other control characters with 417, not 500, and stores nothing', async () => {
        const before = await server.count('customers');
        for (const [field, value] of [
          ['shopName', 'Shop\u0000'],
          ['city', 'Pu\u0001ne'],
          ['address2', '\udc00'],
        ] as const) {
          const reply = await server.method('registerCustomer', undefined, jsonInit(signUpForm({ [field]: value })));
          expect(reply.status, field).toBe(417);
          expect(reply.body.message.errors, field).toEqual({ [field]: unstorableTextMessage });
        }
        expect(await server.count('customers')).toBe(before);
      });

      it('requires a valid GSTIN of the billing state when GST Registered? is ticked, and ignores it otherwise', async () => {
        const before = await server.count('customers');
        const refused: [Partial<SignUpForm>, string][] = [
          [{ gstin: '' }, gstinMessages.required],
          [{ gstin: '27AAPFU0939F1Z' }, gstinMessages.length],
          [{ gstin: '27AAPFU0939F0ZV' }, gstinMessages.pattern],
          [{ gstin: '27AAPFU0939F1ZW' }, gstinMessages.checkCharacter],
          [{ gstin: '29AAGCB7383J1Z4' }, gstinMessages.stateMismatch('Maharashtra', '27')],
          [{ gstin: '27AAPFU0939F1ZV', state: 'Karnataka' }, gstinMessages.stateMismatch('Karnataka', '29')],
        ];
        for (const [override, message] of refused) {
          const form = signUpForm({ gstRegistered: true, ...override });
          const reply = await server.method('registerCustomer', undefined, jsonInit(form));
          expect(reply.status, JSON.stringify(override)).toBe(417);
          expect(reply.body.message.errors, JSON.stringify(override)).toEqual({ gstin: message });
        }
        expect(await server.count('customers')).toBe(before);

        const karnataka = await register(server, { gstRegistered: true, gstin: '29AAGCB7383J1Z4', state: 'Karnataka' });
        const unticked = await register(server, { gstRegistered: false, gstin: 'anything typed' });
        const older = await server.method(
          'registerCustomer',
          undefined,
          jsonInit(Object.fromEntries(Object.entries(signUpForm()).filter(([field]) => !field.startsWith('gst')))),
        );
        expect(older.status).toBe(200);
        const stored = async (id: string) =>
          (await server.app.db.query('select gst_registered, gstin from customers where id = $1', [id]))[0];
        expect(await stored(karnataka.customerId)).toEqual({ gst_registered: true, gstin: '29AAGCB7383J1Z4' });
        expect(await stored(unticked.customerId)).toEqual({ gst_registered: false, gstin: null });
        expect(await stored(older.body.message.customer_id)).toEqual({ gst_registered: false, gstin: null });
      });

      it('refuses a GSTIN another account holds, at the field, naming no one; a race is settled by the index', async () => {
        const gstin = newGstin();
        const holder = await register(server, { gstRegistered: true, gstin, fullName: 'Meera Holder' });
        const before = await server.count('customers');
        // Typed in lower case with spaces, it is the same GSTIN.
        const second = await server.method(
          'registerCustomer',
          undefined,
          jsonInit(signUpForm({ gstRegistered: true, gstin: ` ${gstin.toLowerCase()} ` })),
        );
        expect(second.status).toBe(417);
        expect(second.body.message.errors).toEqual({ gstin: gstinMessages.taken });
        expect(JSON.stringify(second.body)).not.toContain(holder.form.mobile);
        expect(JSON.stringify(second.body)).not.toContain('Meera');
        expect(await server.count('customers')).toBe(before);

        // Two sign-ups with one new GSTIN at once: one account holds it, the other is told at the field.
        const contested = newGstin();
        const replies = await Promise.all(
          [0, 1, 2].map(() =>
            server.method(
              'registerCustomer',
              undefined,
              jsonInit(signUpForm({ gstRegistered: true, gstin: contested })),
            ),
          ),
        );
        expect(replies.map((reply) => reply.status).sort()).toEqual([200, 417, 417]);
        for (const reply of replies.filter((each) => each.status === 417))
          expect(reply.body.message.errors).toEqual({ gstin: gstinMessages.taken });
        const holders = await server.app.db.query('select id from customers where gstin = $1', [contested]);
        expect(holders).toHaveLength(1);
        // The database refuses a second holder whatever the code does.
        await expect(
          server.app.db.query('update customers set gstin = $1 where id = $2', [contested, holder.customerId]),
        ).rejects.toMatchObject({ code: '23505', constraint: 'customers_gstin_owner' });
      });

      it('answers 409 already_registered for a mobile that exists', async () => {
        const { form } = await register(server);
        const before = await server.count('customers');
        const reply = await server.method('registerCustomer', undefined, jsonInit(signUpForm({ mobile: form.mobile })));
        expect(reply.status).toBe(409);
        expect(reply.body.message.reason).toBe('already_registered');
        expect(await server.count('customers')).toBe(before);
        expect(await server.count('customer_addresses')).toBe(before);
      });
    });

    describe('get_customer_detail', () => {
      it("returns the caller's own record", async () => {
        const reply = await getDetail(a.customerId, tokenHeader(a.login));
        expect(reply.status).toBe(200);
        const { api_key: _key, api_secret: _secret, ...detail } = a.login;
        expect(reply.body.message).toEqual(detail);
      });

      it('refuses missing, malformed and wrong credentials with 401', async () => {
        const headers: Record<string, string>[] = [
          {},
          { authorization: '' },
          { authorization: `Bearer ${a.login.api_key}:${a.login.api_secret}` },
          { authorization: `token ${a.login.api_key}` },
          { authorization: `token ${a.login.api_key}:${b.login.api_secret}` },
          { authorization: `token unknownkey:${a.login.api_secret}` },
          { authorization: `token ${a.login.api_key}:${a.login.api_secret}x` },
          { authorization: `token ${a.login.api_key}:${a.login.api_secret}:extra` },
        ];
        for (const header of headers) {
          const reply = await getDetail(a.customerId, header);
          expect(reply.status, JSON.stringify(header)).toBe(401);
          expect(reply.body.message.reason).toBe('unauthorized');
          expect(JSON.stringify(reply.body)).not.toContain(a.login.full_name);
        }
      });
    });

    describe('update_customer_detail', () => {
      it('stores, returns and clears the GSTIN with GST Registered?, checked against the new state', async () => {
        const { login: me } = await registerAndLogin(server);
        const form = profileForm(me.customer_id, { phoneNumber: me.mobile });
        const save = (overrides: Partial<ProfileForm>) =>
          update(multipart(profileUpdateFields({ ...form, ...overrides })), tokenHeader(me));

        const wrong = await save({ gstRegistered: true, gstin: '27AAPFU0939F1ZW' });
        expect(wrong.status).toBe(417);
        expect(wrong.body.message.errors).toEqual({ gstin: gstinMessages.checkCharacter });
        const otherState = await save({ gstRegistered: true, gstin: '27AAPFU0939F1ZV', state: 'Goa' });
        expect(otherState.body.message.errors).toEqual({ gstin: gstinMessages.stateMismatch('Goa', '30') });
        expect((await getDetail(me.customer_id, tokenHeader(me))).body.message).toMatchObject({
          gst_registered: false,
          gstin: null,
        });

        const gstin = newGstin();
        const registered = await save({ gstRegistered: true, gstin: ` ${gstin.toLowerCase()} ` });
        expect(registered.status).toBe(200);
        expect(registered.body.message).toMatchObject({ gst_registered: true, gstin });
        expect((await getDetail(me.customer_id, tokenHeader(me))).body.message).toMatchObject({
          gst_registered: true,
          gstin,
        });

        // A page that does not send the box leaves the registration as it is.
        const { gst_registered: _box, gstin: _gstin, ...older } = profileUpdateFields({ ...form, city: 'Thane' });
        const kept = await update(multipart(older), tokenHeader(me));
        expect(kept.status).toBe(200);
        expect(kept.body.message).toMatchObject({ gst_registered: true, gstin });

        // The box is "0" or "1", nothing else: anything else is refused, and nothing changes.
        const garbled = await update(
          multipart({ ...profileUpdateFields(form), gst_registered: 'x'.repeat(300) }),
          tokenHeader(me),
        );
        expect(garbled.status).toBe(417);
        expect(Object.keys(garbled.body.message.errors)).toEqual(['gstRegistered']);
        // Unticked, the GSTIN goes, whatever was typed.
        const unticked = await update(
          multipart({ ...profileUpdateFields(form), gst_registered: '0', gstin }),
          tokenHeader(me),
        );
        expect(unticked.status).toBe(200);
        expect(unticked.body.message).toMatchObject({ gst_registered: false, gstin: null });
      });

      it("refuses in the profile a GSTIN another account holds, before a new mobile's code is sent", async () => {
        const gstin = newGstin();
        await register(server, { gstRegistered: true, gstin });
        const { form: signUp, login: me } = await registerAndLogin(server);
        const form = profileForm(me.customer_id, { phoneNumber: me.mobile });
        const save = (overrides: Partial<ProfileForm>) =>
          update(multipart(profileUpdateFields({ ...form, ...overrides })), tokenHeader(me));
        const newMobile = profileForm(me.customer_id).phoneNumber;
        const taken = await save({ gstRegistered: true, gstin, phoneNumber: newMobile, city: 'Thane' });
        expect(taken.status).toBe(417);
        expect(taken.body.message.errors).toEqual({ gstin: gstinMessages.taken });
        const detail = (await getDetail(me.customer_id, tokenHeader(me))).body.message;
        expect(detail).toMatchObject({ gst_registered: false, gstin: null });
        const [address] = await server.app.db.query<{ city: string }>(
          'select city from customer_addresses where customer_id = $1',
          [me.customer_id],
        );
        expect(address?.city).toBe(signUp.city);
        expect(detail.pending_mobile).toBeUndefined();

        // Their own GSTIN saved again is theirs.
        const own = newGstin();
        expect((await save({ gstRegistered: true, gstin: own })).status).toBe(200);
        expect((await save({ gstRegistered: true, gstin: own, city: 'Thane' })).status).toBe(200);
      });

      it('updates every field of the profile form and stores the picture re-encoded as WebP', async () => {
        const { form: signUp, login: me } = await registerAndLogin(server);
        const form = profileForm(me.customer_id);
        const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1976d2' } })
          .png()
          .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
          .toBuffer();
        const reply = await update(
          multipart(profileUpdateFields(form), { content: png, name: 'me.png', type: 'image/png' }),
          tokenHeader(me),
        );
        expect(reply.status).toBe(200);
        expect(reply.body.message).toEqual({
          status: 'success',
          customer_id: me.customer_id,
          full_name: form.firstName,
          // A new mobile waits for the code sent to it; the record keeps the proved one.
          mobile: signUp.mobile,
          pending_mobile: form.phoneNumber,
          mobile_change: { pending_mobile: form.phoneNumber, code_length: 4, expires_in_seconds: 600 },
          shop_name: form.shopName,
          profile: expect.stringMatching(/^\/files\/[\w-]{22}\.webp$/),
          industry: form.businessType,
          start_time: '08:30:00',
          end_time: '21:00:00',
          from_time: '11:00:00',
          to_time: '16:30:00',
          gst_registered: false,
          gstin: null,
          language: 'en',
          customer_address: addressRecord(form),
        });
        const picture = await fetch(`${server.baseUrl}${reply.body.message.profile}`);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toBe('image/webp');
        expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
        expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'");
        const bytes = Buffer.from(await picture.arrayBuffer());
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
        expect(bytes.includes('secret-exif-marker')).toBe(false);

        const detail = await getDetail(me.customer_id, tokenHeader(me));
        const { mobile_change: _change, ...record } = reply.body.message;
        expect(detail.body.message).toEqual(record);

        // A second picture replaces the first, whose file is removed.
        const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#dc004e' } })
          .jpeg()
          .toBuffer();
        const second = await update(
          multipart(profileUpdateFields(form), { content: jpeg, name: 'me.jpg', type: 'image/jpeg' }),
          tokenHeader(me),
        );
        expect(second.status).toBe(200);
        expect(second.body.message.profile).not.toBe(reply.body.message.profile);
        expect((await fetch(`${server.baseUrl}${reply.body.message.profile}`)).status).toBe(404);
        const resized = await sharp(
          Buffer.from(await (await fetch(`${server.baseUrl}${second.body.message.profile}`)).arrayBuffer()),
        ).metadata();
        expect(Math.max(resized.width ?? 0, resized.height ?? 0)).toBe(1024);

        // Without a file, the picture stays.
        const third = await update(multipart(profileUpdateFields({ ...form, city: 'Thane' })), tokenHeader(me));
        expect(third.body.message).toMatchObject({
          profile: second.body.message.profile,
          customer_address: { city: 'Thane' },
        });
      });

      it('reports every profile message of the spec, keyed by form field, and changes nothing', async () => {
        const before = await getDetail(a.customerId, tokenHeader(a.login));
        // Every text field empty; the box ("0" or "1") is not text, and left out it changes nothing.
        const blank = Object.fromEntries(
          Object.keys(profileUpdateFields(profileForm(a.customerId)))
            .filter((key) => key !== 'gst_registered')
            .map((key) => [key, '']),
        );
        const reply = await update(multipart({ ...blank, customer_id: a.customerId }), tokenHeader(a.login));
        expect(reply.status).toBe(417);
        expect(reply.body.message.errors).toEqual({
          firstName: r.firstNameRequired,
          phoneNumber: phoneMessages.profile.required,
          shopName: r.shopNameRequired,
          address1: r.address1Required,
          address2: r.address2Required,
          city: r.cityRequired,
          state: r.profile.stateRequired,
          country: r.profile.countryRequired,
          pincode: r.profile.pincodeRequired,
          openingTimeFrom: r.openingFromRequired,
          openingTimeTo: r.openingToRequired,
          deliveryTimeFrom: r.deliveryFromRequired,
          deliveryTimeTo: r.deliveryToRequired,
          businessType: r.businessTypeRequired,
        });
        const cases: [Record<string, string>, string, string][] = [
          [{ new_mobile: 'abcdefghij' }, 'phoneNumber', phoneMessages.profile.digits],
          [{ new_mobile: '98765' }, 'phoneNumber', phoneMessages.profile.length],
          [{ new_mobile: '4876543210' }, 'phoneNumber', phoneMessages.profile.prefix],
          [{ 'customer_address[pincode]': '12' }, 'pincode', r.profile.pincodeLength],
          [{ custom_start_time: '9:00' }, 'openingTimeFrom', r.openingFromRequired],
          [{ custom_to: '24:00:00' }, 'deliveryTimeTo', r.deliveryToRequired],
        ];
        for (const [override, field, message] of cases) {
          const fields = { ...profileUpdateFields(profileForm(a.customerId)), ...override };
          const invalid = await update(multipart(fields), tokenHeader(a.login));
          expect(invalid.status, JSON.stringify(override)).toBe(417);
          expect(invalid.body.message.errors).toEqual({ [field]: message });
        }
        expect((await getDetail(a.customerId, tokenHeader(a.login))).body).toEqual(before.body);
      });

      it("answers 409 when the new mobile is another customer's", async () => {
        const reply = await update(
          multipart(profileUpdateFields(profileForm(a.customerId, { phoneNumber: b.login.mobile }))),
          tokenHeader(a.login),
        );
        expect(reply.status).toBe(409);
        expect(reply.body.message.reason).toBe('already_registered');
      });

      it('answers 400 to a malformed multipart body (no boundary, cut short, broken part header), not 500', async () => {
        const before = await getDetail(a.customerId, tokenHeader(a.login));
        const cases: [string, string][] = [
          ['multipart/form-data', 'no boundary'],
          [
            'multipart/form-data; boundary=abc',
            '--abc\r\nContent-Disposition: form-data; name="customer_name"\r\n\r\ncut short',
          ],
          [
            'multipart/form-data; boundary=abc',
            `--abc\r\nContent-Disposition: form-data; name="${PROFILE_FILE_FIELD}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
          ],
        ];
        for (const [contentType, body] of cases) {
          const reply = await server.method('updateCustomerDetail', undefined, {
            method: 'PUT',
            headers: { ...tokenHeader(a.login), 'content-type': contentType },
            body,
          });
          expect(reply.status, body).toBe(400);
          expect(reply.body.message.reason).toBe('validation');
        }
        const nul = await update(
          multipart({ ...profileUpdateFields(profileForm(a.customerId)), customer_name: 'Sunita\u0000' }),
          tokenHeader(a.login),
        );
        expect(nul.status).toBe(417);
        expect(nul.body.message.errors).toEqual({ firstName: unstorableTextMessage });
        expect((await getDetail(a.customerId, tokenHeader(a.login))).body).toEqual(before.body);
      });

      it('answers 415 to a body that is not multipart', async () => {
        const reply = await server.method('updateCustomerDetail', undefined, {
          ...jsonInit(profileUpdateFields(profileForm(a.customerId))),
          method: 'PUT',
          headers: { ...tokenHeader(a.login), 'content-type': 'application/json' },
        });
        expect(reply.status).toBe(415);
        expect(reply.body.message.reason).toBe('unsupported_media');
      });

      it('serves only stored names under /files, as JSON 404 otherwise', async () => {
        for (const path of [
          '/files/..%2F..%2Fpackage.json',
          '/files/unknown.webp',
          '/files/aaaaaaaaaaaaaaaaaaaaaa.webp',
        ]) {
          const reply = await server.request(path);
          expect(reply.status).toBe(404);
        }
      });
    });
  });
}
