import {
  MAX_LINE_QTY,
  MAX_PACK_NAME_LENGTH,
  MAX_PACK_TEXT_LENGTH,
  catalogueTexts as m,
  METHOD_PREFIX,
  officeMethodPaths,
  orderingMethodPaths,
  PACK_PICTURE_FIELD,
} from '@site/contract';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { suiteRetailer, tokenHeader } from '../../../../test/customers';
import { suiteServer, testDatabases } from '../../../../test/harness';
import { officeCall, suiteStaff } from '../../../../test/staff';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

let codes = 0;
const newCode = () => `test-pack-${Date.now().toString(36)}-${++codes}`;

const newPack = (item_code: string) => ({
  item_code,
  variant_of: 'suvasa-2g',
  web_item_name: 'Suvasa Pan Masala 2g',
  weight_grams: 2,
  pack_size: 96,
  rate_paise: 90_000,
  mrp_paise: 130_000,
  stock_qty: 40,
  published: true,
  min_order_qty: 1,
  case_multiple: 1,
});

const editable = (pack: ReturnType<typeof newPack>) => {
  const { variant_of: _variant, weight_grams: _weight, ...fields } = pack;
  return fields;
};

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`office catalogue (${database.label})`, () => {
    const server = suiteServer(database);
    const admin = suiteStaff(server, 'admin');
    const sales = suiteStaff(server, 'sales');
    const retailer = suiteRetailer(server);

    const asAdmin = (name: Parameters<typeof officeCall>[1], call: Parameters<typeof officeCall>[2] = {}) =>
      officeCall(server, name, { cookie: admin.cookie, ...call });
    const publicItem = async (itemCode: string) =>
      (await server.request(`${METHOD_PREFIX}/${orderingMethodPaths.getItem}?item_code=${itemCode}`)).body.message
        ?.product_info;
    const inLanguage = async (itemCode: string, language?: string) => {
      const reply = await server.request(`${METHOD_PREFIX}/${orderingMethodPaths.getItem}?item_code=${itemCode}`, {
        headers: language ? { 'accept-language': language } : {},
      });
      return { item: reply.body.message.product_info, vary: reply.headers.get('vary') };
    };
    const auditOf = (entity: string, entityId: string) =>
      server.app.db.query<{ action: string; staff_id: string; before: any; after: any }>(
        'select action, staff_id, before, after from audit_log where entity = $1 and entity_id = $2 order by id',
        [entity, entityId],
      );
    const uploadPicture = (itemCode: string, content: Uint8Array, type: string, cookie = admin.cookie) => {
      const body = new FormData();
      body.append('item_code', itemCode);
      body.append(PACK_PICTURE_FIELD, new Blob([new Uint8Array(content)], { type }), 'pack.png');
      return server.request(`${METHOD_PREFIX}/${officeMethodPaths.uploadPackPicture}`, {
        method: 'POST',
        body,
        headers: { cookie },
      });
    };

    describe('packs', () => {
      it('creates a pack with defaults from its product, shown publicly, its page derived; audited', async () => {
        const code = newCode();
        const created = await asAdmin('createPack', { body: newPack(code) });
        expect(created.status).toBe(200);
        expect(created.body.message.pack).toMatchObject({
          item_code: code,
          route: `product-details/${code}`,
          picture: null,
          rate_paise: 90_000,
        });
        const item = await publicItem(code);
        expect(item).toMatchObject({ rate_paise: 90_000, mrp_paise: 130_000, pack_size: 96, picture: null });
        // The product's other packs' descriptions and artwork.
        expect(item.website_image).toBe('pack-2g');
        expect(item.ingredients).toContain('no tobacco');

        const audit = await auditOf('website_item', code);
        expect(audit).toEqual([expect.objectContaining({ action: 'pack.create', staff_id: admin.id, before: null })]);
        expect(audit[0]!.after).toMatchObject({ rate_paise: 90_000, mrp_paise: 130_000 });

        const again = await asAdmin('createPack', { body: newPack(code) });
        expect(again.status).toBe(409);
        expect(again.body.message.errors).toEqual({ item_code: m.itemCodeTaken });
      });

      it('refuses a price above the MRP with the contract’s message, on create and on edit; nothing changes', async () => {
        const code = newCode();
        const above = await asAdmin('createPack', { body: { ...newPack(code), rate_paise: 130_001 } });
        expect(above.status).toBe(417);
        expect(above.body.message.errors).toEqual({ rate_paise: m.priceAboveMrp });
        expect(await publicItem(code)).toBeUndefined();

        expect((await asAdmin('createPack', { body: newPack(code) })).status).toBe(200);
        const edit = await asAdmin('updatePack', { body: { ...editable(newPack(code)), mrp_paise: 80_000 } });
        expect(edit.status).toBe(417);
        expect(edit.body.message.errors).toEqual({ rate_paise: m.priceAboveMrp });
        expect((await publicItem(code)).mrp_paise).toBe(130_000);
        expect((await auditOf('website_item', code)).map((entry) => entry.action)).toEqual(['pack.create']);
      });

      it('keeps the database’s own check of a price within its MRP behind the contract’s', async () => {
        // A row the contract never saw: the next edit's price stays within its MRP, so only the check decides.
        const code = newCode();
        expect((await asAdmin('createPack', { body: newPack(code) })).status).toBe(200);
        await expect(
          server.app.db.query(`update website_items set rate_paise = mrp_paise + 1 where item_code = $1`, [code]),
        ).rejects.toMatchObject({ code: '23514' });
      });

      it('edits name, size, price, MRP, stock, publication and ordering rules; audited before and after', async () => {
        const code = newCode();
        expect((await asAdmin('createPack', { body: newPack(code) })).status).toBe(200);
        const edited = await asAdmin('updatePack', {
          body: {
            ...editable(newPack(code)),
            web_item_name: 'Suvasa 2g Party Pack',
            pack_size: 100,
            rate_paise: 95_050,
            mrp_paise: 140_000,
            stock_qty: 0,
            min_order_qty: 2,
            case_multiple: 2,
          },
        });
        expect(edited.status).toBe(200);
        expect(await publicItem(code)).toMatchObject({
          web_item_name: 'Suvasa 2g Party Pack',
          rate_paise: 95_050,
          in_stock: false,
          min_order_qty: 2,
          case_multiple: 2,
        });
        const [, update] = await auditOf('website_item', code);
        expect(update).toMatchObject({
          action: 'pack.update',
          before: { rate_paise: 90_000, stock_qty: 40, pack_size: 96 },
          after: { rate_paise: 95_050, stock_qty: 0, pack_size: 100 },
        });

        const hidden = await asAdmin('updatePack', { body: { ...editable(newPack(code)), published: false } });
        expect(hidden.status).toBe(200);
        expect(await publicItem(code)).toBeUndefined();
        expect(
          (await asAdmin('listPacks')).body.message.packs.map((pack: { item_code: string }) => pack.item_code),
        ).toContain(code);
        expect((await asAdmin('updatePack', { body: editable(newPack('no-such-pack')) })).status).toBe(404);
      });

      it('checks every field with the contract’s messages', async () => {
        const bad = await asAdmin('createPack', {
          body: {
            ...newPack('Not A Code'),
            web_item_name: ' ',
            pack_size: 0,
            stock_qty: -1,
            rate_paise: 0,
            min_order_qty: 0,
            case_multiple: 1.5,
          },
        });
        expect(bad.status).toBe(417);
        expect(bad.body.message.errors).toMatchObject({
          item_code: m.itemCodeInvalid,
          web_item_name: m.nameRequired,
          pack_size: m.packSizeInvalid,
          stock_qty: m.stockInvalid,
          rate_paise: m.amountPositive,
          min_order_qty: m.minOrderQtyInvalid,
          case_multiple: m.caseMultipleInvalid,
        });
      });

      it('refuses a pack whose smallest order no cart line holds, at create and at update, on the minimum', async () => {
        const code = newCode();
        const unorderable = { min_order_qty: MAX_LINE_QTY, case_multiple: 2 };
        const created = await asAdmin('createPack', { body: { ...newPack(code), ...unorderable } });
        expect(created.status).toBe(417);
        expect(created.body.message.errors).toEqual({ min_order_qty: m.smallestOrderTooLarge(MAX_LINE_QTY + 1) });
        expect((await asAdmin('createPack', { body: newPack(code) })).status).toBe(200);
        const updated = await asAdmin('updatePack', { body: { ...editable(newPack(code)), ...unorderable } });
        expect(updated.status).toBe(417);
        expect(updated.body.message.errors).toEqual({ min_order_qty: m.smallestOrderTooLarge(MAX_LINE_QTY + 1) });
        const fits = await asAdmin('updatePack', {
          body: { ...editable(newPack(code)), min_order_qty: MAX_LINE_QTY, case_multiple: MAX_LINE_QTY },
        });
        expect(fits.status).toBe(200);
      });

      it('takes a picture, re-encodes it to WebP, serves it publicly and shows it on the item; refuses a non-picture', async () => {
        const code = newCode();
        expect((await asAdmin('createPack', { body: newPack(code) })).status).toBe(200);
        const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2e7d32' } })
          .png()
          .toBuffer();
        const uploaded = await uploadPicture(code, png, 'image/png');
        expect(uploaded.status).toBe(200);
        const picture: string = uploaded.body.message.pack.picture;
        expect(picture).toMatch(/^\/files\/[A-Za-z0-9_-]{22}\.webp$/);
        expect((await publicItem(code)).picture).toBe(picture);

        const served = await fetch(`${server.baseUrl}${picture}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

        const second = await uploadPicture(code, png, 'image/png');
        expect(second.status).toBe(200);
        // The picture it replaced is gone.
        expect((await fetch(`${server.baseUrl}${picture}`)).status).toBe(404);
        expect((await auditOf('website_item', code)).at(-1)).toMatchObject({
          action: 'pack.picture',
          before: { picture },
          after: { picture: second.body.message.pack.picture },
        });

        const text = await uploadPicture(code, new TextEncoder().encode('not a picture at all'), 'image/png');
        expect(text.status).toBe(415);
        expect(text.body.message.text).toBe(m.pictureUnsupported);
        expect((await uploadPicture('no-such-pack', png, 'image/png')).status).toBe(404);
        expect((await uploadPicture(code, png, 'image/png', sales.cookie)).status).toBe(403);
      });
    });

    describe('translations', () => {
      const listed = async (itemCode: string, language: string | null, search?: string) => {
        const query = JSON.stringify({ page_length: 100, ...(search ? { search } : {}) });
        const reply = await server.request(
          `${METHOD_PREFIX}/${orderingMethodPaths.getProductFilterData}?query_args=${encodeURIComponent(query)}`,
          { headers: language ? { 'accept-language': language } : {} },
        );
        return reply.body.message.items.find((item: { item_code: string }) => item.item_code === itemCode);
      };
      const hindi = { web_item_name: 'Suvasa पान मसाला पार्टी पैक', short_description: 'दोस्तों के साथ बाँटने के लिए।' };

      it('reads the seed’s packs in Hindi and Gujarati, and in English when the request names none of ours', async () => {
        const english = (await inLanguage('suvasa-2g-48')).item;
        expect(english.web_item_name).toBe('Suvasa Pan Masala 2g');
        for (const language of [undefined, 'en', 'fr-FR, de;q=0.5', 'hi;q=0']) {
          expect((await inLanguage('suvasa-2g-48', language)).item, String(language)).toEqual(english);
        }
        const hi = await inLanguage('suvasa-2g-48', 'hi-IN,hi;q=0.9,en;q=0.8');
        expect(hi.vary).toContain('Accept-Language');
        // The page's other words too; the nutrients keep their figures and units, named in Hindi.
        expect(hi.item).toEqual({
          ...english,
          item_group: 'पान मसाला',
          web_item_name: 'Suvasa पान मसाला 2 ग्राम',
          short_description: expect.stringContaining('पाउच'),
          web_long_description: expect.stringMatching(/^Suvasa पान मसाला .* 2 ग्राम .* 48 पाउच हैं।$/),
          ingredients: expect.stringContaining('सुपारी, कत्था'),
          highlights: [
            'न तंबाकू, न निकोटीन',
            expect.stringContaining('इलायची'),
            expect.stringContaining('पाउच'),
            expect.stringContaining('ISO 9001:2015'),
          ],
          nutrition: english.nutrition.map((fact: { nutrient: string }) => ({
            ...fact,
            nutrient: expect.not.stringMatching(/[A-Za-z]/),
          })),
        });
        expect((await inLanguage('suvasa-4g-24', 'gu')).item).toMatchObject({
          web_item_name: 'Suvasa પાન મસાલા 4 ગ્રામ',
          short_description: expect.stringContaining('પાઉચ'),
          rate_paise: 60_000,
        });
        expect(await listed('suvasa-4g-24', 'gu')).toMatchObject({ web_item_name: 'Suvasa પાન મસાલા 4 ગ્રામ' });
        expect(await listed('suvasa-4g-24', null)).toMatchObject({ web_item_name: 'Suvasa Pan Masala 4g' });
      });

      it('writes a pack’s words per language, read back in each; a missing one falls back to English; audited', async () => {
        const code = newCode();
        expect((await asAdmin('createPack', { body: newPack(code) })).status).toBe(200);
        const english = (await inLanguage(code)).item;
        // Nothing translated yet: every language reads the English, never a blank.
        expect((await inLanguage(code, 'hi')).item).toEqual(english);

        const saved = await asAdmin('setPackTranslations', {
          body: {
            item_code: code,
            translations: {
              hi: { web_item_name: `  ${hindi.web_item_name} `, short_description: hindi.short_description },
              gu: { web_item_name: 'Suvasa પાર્ટી પેક', short_description: '' },
            },
          },
        });
        expect(saved.status).toBe(200);
        expect(saved.body.message.pack.translations).toEqual({
          hi: hindi,
          gu: { web_item_name: 'Suvasa પાર્ટી પેક', short_description: '' },
        });
        expect((await inLanguage(code, 'hi')).item).toMatchObject(hindi);
        // Gujarati has a name but no description: the English description.
        expect((await inLanguage(code, 'gu')).item).toMatchObject({
          web_item_name: 'Suvasa પાર્ટી પેક',
          short_description: english.short_description,
        });
        expect((await inLanguage(code)).item).toEqual(english);
        // A search in Hindi finds the pack by its Hindi name, and by its English one.
        expect(await listed(code, 'hi', 'पार्टी')).toMatchObject(hindi);
        expect(await listed(code, 'hi', 'Suvasa Pan Masala 2g')).toMatchObject(hindi);
        expect(await listed(code, null, 'पार्टी')).toBeUndefined();
        const listedPack = (await asAdmin('listPacks')).body.message.packs.find(
          (pack: { item_code: string }) => pack.item_code === code,
        );
        expect(listedPack.translations.hi).toEqual(hindi);

        // A language left out keeps its words; one emptied falls back to English again.
        const emptied = await asAdmin('setPackTranslations', {
          body: { item_code: code, translations: { hi: { web_item_name: '', short_description: ' ' } } },
        });
        expect(emptied.status).toBe(200);
        expect(emptied.body.message.pack.translations).toEqual({
          hi: { web_item_name: '', short_description: '' },
          gu: { web_item_name: 'Suvasa પાર્ટી પેક', short_description: '' },
        });
        expect((await inLanguage(code, 'hi')).item).toEqual(english);
        expect((await inLanguage(code, 'gu')).item.web_item_name).toBe('Suvasa પાર્ટી પેક');
        expect(
          await server.app.db.query('select language from website_item_translations where item_code = $1', [code]),
        ).toEqual([{ language: 'gu' }]);

        const audit = (await auditOf('website_item', code)).filter((entry) => entry.action === 'pack.translations');
        expect(audit).toHaveLength(2);
        expect(audit[0]).toMatchObject({
          staff_id: admin.id,
          before: { hi: { web_item_name: '', short_description: '' } },
          after: { hi: hindi, gu: { web_item_name: 'Suvasa પાર્ટી પેક' } },
        });
        expect(audit[1]).toMatchObject({ before: { hi: hindi }, after: { hi: { web_item_name: '' } } });
      });

      it('refuses words too long, a language not ours and an unknown pack; nothing changes', async () => {
        const code = newCode();
        expect((await asAdmin('createPack', { body: newPack(code) })).status).toBe(200);
        const tooLong = await asAdmin('setPackTranslations', {
          body: {
            item_code: code,
            translations: {
              hi: { web_item_name: 'न'.repeat(MAX_PACK_NAME_LENGTH + 1), short_description: '' },
              gu: { web_item_name: '', short_description: 'ક'.repeat(MAX_PACK_TEXT_LENGTH + 1) },
            },
          },
        });
        expect(tooLong.status).toBe(417);
        expect(tooLong.body.message.errors).toEqual({
          'translations.hi.web_item_name': m.nameTooLong,
          'translations.gu.short_description': m.textTooLong,
        });
        const unknown = await asAdmin('setPackTranslations', {
          body: { item_code: code, translations: { fr: { web_item_name: 'Suvasa', short_description: '' } } },
        });
        expect(unknown.status).toBe(417);
        expect(unknown.body.message.errors).toEqual({ 'translations.fr': m.languageUnknown });
        expect(m.languageUnknown).toBe('Translate into हिन्दी (hi) or ગુજરાતી (gu).');
        // The default language has no translation: its words are the pack's own.
        const english = await asAdmin('setPackTranslations', {
          body: { item_code: code, translations: { en: { web_item_name: 'Other', short_description: '' } } },
        });
        expect(english.body.message.errors).toEqual({ 'translations.en': m.languageUnknown });
        const missing = await asAdmin('setPackTranslations', {
          body: { item_code: 'no-such-pack', translations: { hi: hindi } },
        });
        expect(missing.status).toBe(404);
        expect(missing.body.message.text).toBe(m.packNotFound);
        expect(
          await server.app.db.query('select 1 from website_item_translations where item_code = $1', [code]),
        ).toEqual([]);
        expect((await auditOf('website_item', code)).map((entry) => entry.action)).toEqual(['pack.create']);
      });
    });

    describe('schemes', () => {
      const terms = {
        discount_basis_points: 500,
        max_discount_paise: 5_000,
        min_subtotal_paise: 100_000,
        valid_from: null,
        valid_upto: null,
      };

      it('checks percent, cap, minimum and the end after the start, with clear messages', async () => {
        for (const [change, errors] of [
          [{ discount_basis_points: 0 }, { discount_basis_points: m.percentInvalid }],
          [{ discount_basis_points: 10_001 }, { discount_basis_points: m.percentInvalid }],
          // A percentage travels as whole basis points: 12.5 % is 1250, never 12.5.
          [{ discount_basis_points: 12.5 }, { discount_basis_points: m.percentInvalid }],
          [{ max_discount_paise: 0 }, { max_discount_paise: m.capInvalid }],
          [{ min_subtotal_paise: -1 }, { min_subtotal_paise: m.minOrderInvalid }],
          [
            { valid_from: '2030-01-02T00:00:00+05:30', valid_upto: '2030-01-01T00:00:00+05:30' },
            { valid_upto: m.validUptoBeforeFrom },
          ],
          [{ valid_from: 'tomorrow' }, { valid_from: m.momentInvalid }],
        ] as const) {
          const refused = await asAdmin('createScheme', { body: { ...terms, ...change } });
          expect(refused.status, JSON.stringify(change)).toBe(417);
          expect(refused.body.message.errors).toEqual(errors);
        }
      });

      it('creates a live scheme the carts apply, edits it, ends it; each change audited', async () => {
        const created = await asAdmin('createScheme', { body: { ...terms, discount_basis_points: 1250 } });
        expect(created.status).toBe(200);
        const scheme = created.body.message.scheme;
        expect(scheme).toMatchObject({
          title: '12.5% OFF up to ₹50.00',
          state: 'Live',
          discount_basis_points: 1250,
        });

        const guestSchemes = async () =>
          (
            await server.request(`${METHOD_PREFIX}/${orderingMethodPaths.priceGuestCart}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ items: [{ item_code: 'suvasa-2g-48', qty: 1 }] }),
            })
          ).body.message.schemes?.map((live: { name: string }) => live.name) ?? [];
        expect(await guestSchemes()).toContain(scheme.name);

        const edited = await asAdmin('updateScheme', {
          body: { name: scheme.name, ...terms, discount_basis_points: 800, max_discount_paise: 20_050 },
        });
        expect(edited.status).toBe(200);
        expect(edited.body.message.scheme.title).toBe('8% OFF up to ₹200.50');

        const ended = await asAdmin('endScheme', { body: { name: scheme.name } });
        expect(ended.status).toBe(200);
        expect(ended.body.message.scheme).toMatchObject({ state: 'Ended', disabled: true });
        expect(await guestSchemes()).not.toContain(scheme.name);
        const again = await asAdmin('endScheme', { body: { name: scheme.name } });
        expect(again.status).toBe(409);
        expect(again.body.message.text).toBe(m.schemeEnded);
        const revived = await asAdmin('updateScheme', { body: { name: scheme.name, ...terms } });
        expect(revived.status).toBe(409);
        expect(revived.body.message.text).toBe(m.schemeEnded);
        expect((await asAdmin('endScheme', { body: { name: 'SCHEME-NONE' } })).status).toBe(404);

        // A scheme that ended by its own end time stays ended too: new dates cannot revive it.
        const lapsing = (await asAdmin('createScheme', { body: terms })).body.message.scheme;
        await server.app.db.query(
          "update promotional_schemes set valid_upto = now() - interval '1 minute' where name = $1",
          [lapsing.name],
        );
        const lapsed = await asAdmin('updateScheme', { body: { name: lapsing.name, ...terms, valid_upto: null } });
        expect(lapsed.status).toBe(409);
        expect(lapsed.body.message.text).toBe(m.schemeEnded);

        const audit = await auditOf('promotional_scheme', scheme.name);
        expect(audit.map((entry) => entry.action)).toEqual(['scheme.create', 'scheme.update', 'scheme.end']);
        expect(audit[1]).toMatchObject({
          before: { discount_basis_points: 1250, max_discount_paise: 5_000 },
          after: { discount_basis_points: 800, max_discount_paise: 20_050 },
        });
        expect(audit[2]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
        expect(audit.every((entry) => entry.staff_id === admin.id)).toBe(true);
      });

      it('lists a scheme to come as Scheduled', async () => {
        const created = await asAdmin('createScheme', {
          body: { ...terms, valid_from: '2099-01-01T00:00:00+05:30', valid_upto: '2099-02-01T00:00:00+05:30' },
        });
        expect(created.body.message.scheme.state).toBe('Scheduled');
        const listed = (await officeCall(server, 'listSchemes', { cookie: sales.cookie })).body.message.schemes;
        expect(listed).toContainEqual(expect.objectContaining({ name: created.body.message.scheme.name }));
      });
    });

    describe('GST rate', () => {
      it('shows the rate in effect and its history; adds one from a moment to come, never one in the past', async () => {
        const listed = await officeCall(server, 'listGstRates', { cookie: sales.cookie });
        expect(listed.status).toBe(200);
        expect(listed.body.message.current).toMatchObject({ basis_points: 4000, created_by: null });

        const past = await asAdmin('addGstRate', {
          body: { basis_points: 2800, effective_from: '2020-01-01T00:00:00+05:30' },
        });
        expect(past.status).toBe(417);
        expect(past.body.message.errors).toEqual({ effective_from: m.gstFromInPast });
        const later = '2099-04-01T00:00:00.000Z';
        for (const wrong of [10_001, 12.5, -1]) {
          const refused = await asAdmin('addGstRate', { body: { basis_points: wrong, effective_from: later } });
          expect(refused.body.message.errors, String(wrong)).toEqual({ basis_points: m.gstPercentInvalid });
        }

        const added = await asAdmin('addGstRate', { body: { basis_points: 1250, effective_from: later } });
        expect(added.status).toBe(200);
        expect(added.body.message.current.basis_points).toBe(4000);
        expect(added.body.message.rates[0]).toMatchObject({
          effective_from: later,
          basis_points: 1250,
          created_by: admin.email,
        });
        const taken = await asAdmin('addGstRate', { body: { basis_points: 1200, effective_from: later } });
        expect(taken.status).toBe(409);
        expect(taken.body.message.errors).toEqual({ effective_from: m.gstFromTaken });

        expect(await auditOf('gst_rate', later)).toEqual([
          expect.objectContaining({ action: 'gst_rate.add', staff_id: admin.id, before: null }),
        ]);
      });
    });

    describe('who may call', () => {
      it('lets sales read and never write; a retailer’s token reaches nothing', async () => {
        for (const read of ['listPacks', 'listSchemes', 'listGstRates'] as const) {
          expect((await officeCall(server, read, { cookie: sales.cookie })).status, read).toBe(200);
          expect((await officeCall(server, read, { headers: tokenHeader(retailer.login) })).status, read).toBe(401);
        }
        const code = newCode();
        for (const [write, body] of [
          ['createPack', newPack(code)],
          ['updatePack', editable(newPack('suvasa-2g-48'))],
          [
            'setPackTranslations',
            { item_code: 'suvasa-2g-48', translations: { hi: { web_item_name: 'x', short_description: '' } } },
          ],
          [
            'createScheme',
            {
              discount_basis_points: 500,
              max_discount_paise: 1,
              min_subtotal_paise: 0,
              valid_from: null,
              valid_upto: null,
            },
          ],
          ['endScheme', { name: 'SCHEME-10-UPTO-100' }],
          ['addGstRate', { basis_points: 500, effective_from: '2099-01-01T00:00:00Z' }],
        ] as const) {
          const bySales = await officeCall(server, write, { cookie: sales.cookie, body });
          expect(bySales.status, write).toBe(403);
          const byRetailer = await officeCall(server, write, { headers: tokenHeader(retailer.login), body });
          expect(byRetailer.status, write).toBe(401);
        }
        expect(await publicItem(code)).toBeUndefined();
        expect((await publicItem('suvasa-2g-48')).rate_paise).toBe(48_000);
        expect((await inLanguage('suvasa-2g-48', 'hi')).item.web_item_name).toBe('Suvasa पान मसाला 2 ग्राम');
      });
    });
  });
}
