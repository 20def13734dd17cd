import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  catalogueTexts as m,
  MAX_PACK_NAME_LENGTH,
  type OfficeGstRate,
  type OfficePack,
  type OfficeScheme,
  officeMessages,
} from '@site/contract';
import { errorReply, fakeApi, type FakeHandlers, renderWithProviders } from '@site/testing';
import { ADMIN, bodiesTo, SALES, sessionOf } from '../../test/fixtures';
import GstPage from './gst-page';
import PackPage from './pack-page';
import PacksPage from './packs-page';
import SchemesPage from './schemes-page';

const PACK: OfficePack = {
  item_code: 'suvasa-2g-48',
  variant_of: 'suvasa-2g',
  web_item_name: 'Suvasa Pan Masala 2g',
  weight_grams: 2,
  pack_size: 48,
  rate_paise: 48_000,
  mrp_paise: 65_000,
  stock_qty: 5000,
  published: true,
  min_order_qty: 1,
  case_multiple: 1,
  route: 'product-details',
  picture: null,
  translations: {
    hi: { web_item_name: 'Suvasa पान मसाला 2 ग्राम', short_description: '' },
    gu: { web_item_name: '', short_description: '' },
  },
  modified: '2026-11-01T05:00:00.000Z',
};

const SCHEME: OfficeScheme = {
  name: 'SCHEME-10-UPTO-100',
  title: '10% OFF up to ₹100',
  discount_basis_points: 1000,
  max_discount_paise: 10_000,
  min_subtotal_paise: 0,
  valid_from: null,
  valid_upto: null,
  disabled: false,
  state: 'Live',
  modified: '2026-11-01T05:00:00.000Z',
};

const RATE: OfficeGstRate = {
  effective_from: '2017-06-30T18:30:00.000Z',
  basis_points: 4000,
  created_by: null,
  created_at: '2026-11-01T05:00:00.000Z',
};

const packs = () => ({ message: { status: 'success', packs: [PACK] } });
const packReply = (pack: OfficePack) => ({ message: { status: 'success', pack } });

/** `page` mounted at `route`, opened at `path`. */
function render(page: ReactElement, route: string, path: string, handlers: FakeHandlers = {}) {
  const api = fakeApi({ me: sessionOf(ADMIN), listPacks: packs, ...handlers });
  return { ...renderWithProviders(page, { path, route }), api };
}

describe('PacksPage', () => {
  it('lists every pack with its GST-inclusive price, MRP, stock and rules', async () => {
    render(<PacksPage />, '/office/catalogue', '/office/catalogue');
    const table = await screen.findByRole('table', { name: 'Packs' });
    expect(within(table).getByRole('columnheader', { name: 'Price (incl. GST)' })).toBeInTheDocument();
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('₹480.00');
    expect(row).toHaveTextContent('₹650.00');
    expect(within(row!).getByRole('link', { name: 'Change suvasa-2g-48' })).toHaveAttribute(
      'href',
      '/office/catalogue/suvasa-2g-48',
    );
  });

  it('adds a pack in paise, and refuses a price above the MRP before sending it', async () => {
    const { user, api } = render(<PacksPage />, '/office/catalogue', '/office/catalogue', {
      createPack: (config) => packReply({ ...PACK, ...JSON.parse(String(config.data)), route: 'product-details/x' }),
    });
    const form = await screen.findByRole('form', { name: 'Add a pack' });
    const type = async (label: RegExp, text: string) => {
      await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText(label), text);
    };
    await type(/Item code/, 'suvasa-2g-96');
    await type(/^Name/, 'Suvasa Pan Masala 2g');
    await type(/Sachets per pack/, '96');
    await type(/Price \(incl. GST\)/, '1300.50');
    await type(/MRP/, '1300');
    await user.click(within(form).getByRole('button', { name: 'Add the pack' }));
    expect(await within(form).findByText(m.priceAboveMrp)).toBeInTheDocument();
    expect(bodiesTo(api, 'office.create_pack')).toEqual([]);

    await type(/MRP/, '1400');
    await user.click(within(form).getByRole('button', { name: 'Add the pack' }));
    expect(await screen.findByText(/Pack suvasa-2g-96 added/)).toBeInTheDocument();
    expect(bodiesTo(api, 'office.create_pack')).toEqual([
      {
        item_code: 'suvasa-2g-96',
        variant_of: 'suvasa-2g',
        weight_grams: 2,
        web_item_name: 'Suvasa Pan Masala 2g',
        pack_size: 96,
        rate_paise: 130_050,
        mrp_paise: 140_000,
        stock_qty: 0,
        published: false,
        min_order_qty: 1,
        case_multiple: 1,
      },
    ]);
  });

  it('shows a sales member the packs, without the form or the links to change them', async () => {
    render(<PacksPage />, '/office/catalogue', '/office/catalogue', { me: sessionOf(SALES) });
    await screen.findByRole('table', { name: 'Packs' });
    expect(screen.queryByRole('form', { name: 'Add a pack' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change suvasa-2g-48' })).toBeNull();
  });
});

describe('PackPage', () => {
  const renderPack = (handlers: FakeHandlers = {}) =>
    render(<PackPage />, '/office/catalogue/:itemCode', '/office/catalogue/suvasa-2g-48', handlers);

  it('saves a new price and stock, and shows the server’s refusal under its field', async () => {
    let refuse = true;
    const { user, api } = renderPack({
      updatePack: (config) =>
        refuse
          ? errorReply(
              'validation',
              { text: 'Please correct the highlighted fields.', errors: { rate_paise: m.priceAboveMrp } },
              417,
            )
          : packReply({ ...PACK, ...JSON.parse(String(config.data)) }),
    });
    const form = await screen.findByRole('form', { name: 'Change the pack' });
    const price = within(form).getByLabelText(/Price \(incl. GST\)/);
    expect(price).toHaveValue('480');
    await user.clear(price);
    await user.type(price, '500');
    await user.clear(within(form).getByLabelText(/Packs in stock/));
    await user.type(within(form).getByLabelText(/Packs in stock/), '0');
    await user.click(within(form).getByRole('button', { name: 'Save the pack' }));
    expect(await within(form).findByText(m.priceAboveMrp)).toBeInTheDocument();

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Save the pack' }));
    expect(await screen.findByText('Pack suvasa-2g-48 saved.')).toBeInTheDocument();
    expect(bodiesTo(api, 'office.update_pack').at(-1)).toEqual({
      item_code: 'suvasa-2g-48',
      web_item_name: 'Suvasa Pan Masala 2g',
      pack_size: 48,
      rate_paise: 50_000,
      mrp_paise: 65_000,
      stock_qty: 0,
      published: true,
      min_order_qty: 1,
      case_multiple: 1,
    });
  });

  it('uploads a picture as multipart and says why one is refused', async () => {
    const { user, api } = renderPack({
      uploadPackPicture: () => errorReply('unsupported_media', { text: m.pictureUnsupported }, 415),
    });
    await user.click(await screen.findByRole('button', { name: 'Upload the picture' }));
    expect(await screen.findByText(m.pictureRequired)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/New picture/),
      new File(['not a picture'], 'pack.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload the picture' }));
    expect(await screen.findByText(m.pictureUnsupported)).toBeInTheDocument();
    const sent = api.mock.calls.map(([config]) => config).find((config) => config.url?.endsWith('upload_pack_picture'));
    expect(sent?.data).toBeInstanceOf(FormData);
    expect((sent?.data as FormData).get('item_code')).toBe('suvasa-2g-48');
  });

  it('edits the name and description in each language, in its script, and shows a refusal under its field', async () => {
    let refuse = true;
    const { user, api } = renderPack({
      setPackTranslations: (config) =>
        refuse
          ? errorReply(
              'validation',
              {
                text: 'Please correct the highlighted fields.',
                errors: { 'translations.gu.short_description': m.textTooLong },
              },
              417,
            )
          : packReply({ ...PACK, translations: JSON.parse(String(config.data)).translations }),
    });
    const form = await screen.findByRole('form', { name: 'The pack in other languages' });
    const hindi = within(form).getByRole('region', { name: 'हिन्दी' });
    const gujarati = within(form).getByRole('region', { name: 'ગુજરાતી' });
    const hindiName = within(hindi).getByLabelText('Name (हिन्दी)');
    expect(hindiName).toHaveValue('Suvasa पान मसाला 2 ग्राम');
    expect(hindiName).toHaveAttribute('lang', 'hi');
    expect(within(hindi).getByLabelText('Description (हिन्दी)')).toHaveValue('');
    const gujaratiName = within(gujarati).getByLabelText('Name (ગુજરાતી)');
    expect(gujaratiName).toHaveAttribute('lang', 'gu');
    await user.type(gujaratiName, 'Suvasa પાન મસાલા 2 ગ્રામ');
    await user.type(within(gujarati).getByLabelText('Description (ગુજરાતી)'), 'જમ્યા પછી ઠંડી તાજગી.');
    await user.click(within(form).getByRole('button', { name: 'Save the translations' }));
    expect(await within(gujarati).findByText(m.textTooLong)).toBeInTheDocument();
    expect(within(gujarati).getByLabelText('Description (ગુજરાતી)')).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Save the translations' }));
    expect(await screen.findByText('Translations saved.')).toBeInTheDocument();
    expect(bodiesTo(api, 'office.set_pack_translations').at(-1)).toEqual({
      item_code: 'suvasa-2g-48',
      translations: {
        hi: { web_item_name: 'Suvasa पान मसाला 2 ग्राम', short_description: '' },
        gu: { web_item_name: 'Suvasa પાન મસાલા 2 ગ્રામ', short_description: 'જમ્યા પછી ઠંડી તાજગી.' },
      },
    });
  });

  it('refuses a name too long before sending it', async () => {
    const { user, api } = renderPack();
    const form = await screen.findByRole('form', { name: 'The pack in other languages' });
    const name = within(form).getByLabelText('Name (हिन्दी)');
    // The input stops at the most a name may be; a pasted value past it is refused all the same.
    expect(name).toHaveAttribute('maxLength', String(MAX_PACK_NAME_LENGTH));
    name.removeAttribute('maxLength');
    await user.clear(name);
    await user.click(name);
    await user.paste('न'.repeat(MAX_PACK_NAME_LENGTH + 1));
    await user.click(within(form).getByRole('button', { name: 'Save the translations' }));
    expect(await within(form).findByText(m.nameTooLong)).toBeInTheDocument();
    expect(bodiesTo(api, 'office.set_pack_translations')).toEqual([]);
  });

  it('is an admin’s page', async () => {
    renderPack({ me: sessionOf(SALES) });
    expect(await screen.findByRole('alert')).toHaveTextContent(officeMessages.roleTooLow);
  });
});

describe('SchemesPage', () => {
  const renderSchemes = (handlers: FakeHandlers = {}) =>
    render(<SchemesPage />, '/office/schemes', '/office/schemes', {
      listSchemes: () => ({ message: { status: 'success', schemes: [SCHEME] } }),
      ...handlers,
    });

  it('ends a scheme only on a second, explicit press', async () => {
    const { user, api } = renderSchemes({
      endScheme: () => ({ message: { status: 'success', scheme: { ...SCHEME, state: 'Ended', disabled: true } } }),
    });
    await user.click(await screen.findByRole('button', { name: `End ${SCHEME.title}` }));
    expect(bodiesTo(api, 'office.end_scheme')).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Yes, end ${SCHEME.title} now` }));
    expect(await screen.findByText(`Scheme ${SCHEME.title} ended.`)).toBeInTheDocument();
    expect(bodiesTo(api, 'office.end_scheme')).toEqual([{ name: SCHEME.name }]);
  });

  it('checks a new scheme’s terms, then sends them in paise and basis points with India times', async () => {
    const { user, api } = renderSchemes({
      createScheme: () => ({
        message: { status: 'success', scheme: { ...SCHEME, name: 'SCHEME-NEW', title: '12.5% OFF up to ₹50.00' } },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Add a scheme' });
    await user.type(within(form).getByLabelText(/Percent off/), '0');
    await user.type(within(form).getByLabelText(/Up to/), '50');
    await user.type(within(form).getByLabelText(/Valid from/), '2026-12-02T10:00');
    await user.type(within(form).getByLabelText(/Valid until/), '2026-12-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Add the scheme' }));
    expect(await within(form).findByText(m.percentInvalid)).toBeInTheDocument();
    expect(within(form).getByText(m.validUptoBeforeFrom)).toBeInTheDocument();
    expect(bodiesTo(api, 'office.create_scheme')).toEqual([]);

    await user.clear(within(form).getByLabelText(/Percent off/));
    await user.type(within(form).getByLabelText(/Percent off/), '12.5');
    await user.clear(within(form).getByLabelText(/Valid until/));
    await user.type(within(form).getByLabelText(/Valid until/), '2026-12-31T23:59');
    await user.click(within(form).getByRole('button', { name: 'Add the scheme' }));
    expect(await screen.findByText('Scheme 12.5% OFF up to ₹50.00 added.')).toBeInTheDocument();
    expect(bodiesTo(api, 'office.create_scheme')).toEqual([
      {
        discount_basis_points: 1250,
        max_discount_paise: 5_000,
        min_subtotal_paise: 0,
        valid_from: '2026-12-02T10:00:00+05:30',
        valid_upto: '2026-12-31T23:59:00+05:30',
      },
    ]);
  });
});

describe('GstPage', () => {
  it('shows the rate in effect and adds one from a moment in India time; a refusal lands on its field', async () => {
    const { user, api } = render(<GstPage />, '/office/gst', '/office/gst', {
      listGstRates: () => ({ message: { status: 'success', current: RATE, rates: [RATE] } }),
      addGstRate: () => errorReply('validation', { errors: { effective_from: m.gstFromInPast } }, 417),
    });
    expect(await screen.findByText(/In effect now: 40 %/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a GST rate' });
    await user.type(within(form).getByLabelText(/GST, %/), '12.5');
    await user.type(within(form).getByLabelText(/Takes effect/), '2020-01-01T00:00');
    await user.click(within(form).getByRole('button', { name: 'Add the rate' }));
    expect(await within(form).findByText(m.gstFromInPast)).toBeInTheDocument();
    expect(bodiesTo(api, 'office.add_gst_rate')).toEqual([
      { basis_points: 1250, effective_from: '2020-01-01T00:00:00+05:30' },
    ]);
  });

  it('says a rate was added, empties the form, and drops that line once a field is edited again', async () => {
    const { user } = render(<GstPage />, '/office/gst', '/office/gst', {
      listGstRates: () => ({ message: { status: 'success', current: RATE, rates: [RATE] } }),
      addGstRate: () => ({ message: { status: 'success', current: RATE, rates: [RATE] } }),
    });
    const form = await screen.findByRole('form', { name: 'Add a GST rate' });
    const percent = within(form).getByLabelText(/GST, %/);
    await user.type(percent, '18');
    await user.type(within(form).getByLabelText(/Takes effect/), '2030-01-01T00:00');
    await user.click(within(form).getByRole('button', { name: 'Add the rate' }));
    expect(await within(form).findByText('GST 18 % added.')).toBeInTheDocument();
    expect(percent).toHaveValue('');

    await user.type(percent, '5');
    expect(within(form).queryByText('GST 18 % added.')).not.toBeInTheDocument();
  });
});
