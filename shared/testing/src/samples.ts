/**
 * The tests' sample data, one of each: a retailer's sign-up and the profile it becomes, a partner inquiry and
 * a contact inquiry, each inquiry with what it looks like on the page (by label) and the payload it must become;
 * and the mobile numbers the login form refuses, with its messages, which the server must give alike.
 * Plain values on @site/contract only (no browser code, no @site/state), so component tests, the
 * server's tests, the journeys and the benchmarks share them: `@site/testing/samples`.
 */
import {
  type Cart,
  type ContactForm,
  gstinCheckCharacter,
  type PartnerForm,
  phoneMessages,
  type ProfileForm,
  SIGN_UP_DEFAULTS,
  type SignUpForm,
  PAN_MASALA_HSN,
  type WebsiteInquiryPayload,
  type WebsiteItem,
  websiteInquiryPayloadSchema,
} from '@site/contract';
import { basisPointsBelow } from '@site/contract/money';

/**
 * A valid GSTIN of the state `stateCode` (27: Maharashtra), different at each call: a GSTIN belongs to one
 * account, so each retailer a test registers needs its own. PAN letters and digits at random, entity 1.
 */
export function newGstin(stateCode = '27'): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const pick = (from: string, count: number) =>
    Array.from({ length: count }, () => from[Math.floor(Math.random() * from.length)]).join('');
  const first14 = `${stateCode}${pick(letters, 5)}${pick('0123456789', 4)}${pick(letters, 1)}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** The sample retailer's sign-up, on `mobile` (each caller needs its own); the defaults where the form has them. */
export function sampleSignUp(mobile: string, overrides: Partial<SignUpForm> = {}): SignUpForm {
  return {
    ...SIGN_UP_DEFAULTS,
    fullName: 'Ravi Kumar',
    mobile,
    shopName: 'Ravi General Stores',
    address1: '12 Station Road',
    address2: 'Near the bus stand',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    businessType: 'Kirana / General Store',
    ...overrides,
  };
}

/** The sample retailer's profile form as their sign-up on `mobile` filled it. */
export function sampleProfile(mobile: string, overrides: Partial<ProfileForm> = {}): ProfileForm {
  const { fullName, mobile: phoneNumber, ...shop } = sampleSignUp(mobile);
  return { customer_id: 'CUST-1', firstName: fullName, phoneNumber, ...shop, ...overrides };
}

/**
 * Mobile numbers the login form refuses, each with the message it shows (docs/product.md#mobile-number-rule):
 * the server refuses them with the same message. Each fits the form's 10-character box.
 */
export const REFUSED_LOGIN_MOBILES: readonly [mobile: string, message: string][] = [
  ['', phoneMessages.login.required],
  ['   ', phoneMessages.login.required],
  ['98765abcde', phoneMessages.login.digits],
  ['987654321', phoneMessages.login.length],
  ['5876543210', phoneMessages.login.prefix],
  ['0876543210', phoneMessages.login.prefix],
];

/** Every field of the inquiry payload null: a payload is this with the fields its form sends. */
const EMPTY_PAYLOAD = Object.fromEntries(
  websiteInquiryPayloadSchema.keyof().options.map((field) => [field, null]),
) as Record<keyof WebsiteInquiryPayload, null>;

type InquiryTextBox = readonly [label: string, field: string, payloadField: keyof WebsiteInquiryPayload, value: string];

/**
 * A sample inquiry from its text boxes in screen order: the values by form field, as the form holds them,
 * by label, as a visitor types them, and by the payload field that carries them (docs/product.md#inquiry-payload).
 */
function sampleInquiry<const Boxes extends readonly InquiryTextBox[]>(boxes: Boxes) {
  /** The boxes' values keyed by one of their other columns. */
  const valuesBy = <Column extends 0 | 1 | 2>(column: Column) =>
    Object.fromEntries(boxes.map((box) => [box[column], box[3]])) as Record<Boxes[number][Column], string>;
  return { byLabel: valuesBy(0), byField: valuesBy(1), payloadFields: valuesBy(2) };
}

/** The sample partner inquiry: label on the page, form field, payload field, value. */
const PARTNER = sampleInquiry([
  ['Name', 'name', 'fullname', 'Asha Patel'],
  ['Email', 'email', 'email', 'asha@example.com'],
  ['Phone', 'phone', 'phone', '9876543210'],
  ['Business Name', 'businessName', 'business_name', 'Patel Traders'],
  ['Business Type', 'businessType', 'current_business_type', 'Wholesale'],
  ['Distribution Area', 'distributionArea', 'preferred_area_of_distribution', 'Ahmedabad East'],
  ['Operating Your Business Since', 'operatingSince', 'how_long_have_you_been_oprating_your_business', '2015'],
  ['Business Address', 'businessAdress', 'business_address', '12 Market Road, Ahmedabad'],
  ['Comment', 'comment', 'comment', 'We cover 200 shops.'],
]);

/** The sample partner inquiry as the form holds it: its text boxes and Yes to the vehicle question. */
export const SAMPLE_PARTNER: PartnerForm = { ...PARTNER.byField, hasVehicle: 'Yes' };

/** The sample partner inquiry's text boxes by their labels, as a visitor types it. */
export const SAMPLE_PARTNER_BY_LABEL = PARTNER.byLabel;

/** What the partner form sends for SAMPLE_PARTNER (docs/product.md#inquiry-payload). */
export const SAMPLE_PARTNER_PAYLOAD: WebsiteInquiryPayload = {
  ...EMPTY_PAYLOAD,
  ...PARTNER.payloadFields,
  inquiry_type: 'distributor',
  do_you_currently_have_your_own_vehicle_for_distribution: 'Yes',
};

/** The sample contact inquiry: label on the page, form field, payload field, value. */
const CONTACT = sampleInquiry([
  ['Name', 'name', 'fullname', 'Ravi Shah'],
  ['Company', 'company', 'company', 'Shah Stores'],
  ['Phone', 'phone', 'phone', '7012345678'],
  ['Email', 'email', 'email', 'ravi@example.org'],
  ['Message', 'message', 'comment', 'Do you ship to Pune?'],
]);

export const SAMPLE_CONTACT: ContactForm = CONTACT.byField;

export const SAMPLE_CONTACT_BY_LABEL = CONTACT.byLabel;

/** What the contact form sends for SAMPLE_CONTACT: its five fields, the partner's business fields null. */
export const SAMPLE_CONTACT_PAYLOAD: WebsiteInquiryPayload = {
  ...EMPTY_PAYLOAD,
  ...CONTACT.payloadFields,
  inquiry_type: 'contact',
};

/**
 * A line of SAMPLE_CART: the seed's pack `item_code` (name, weight, pack, prices in paise) times `qty`, with
 * its share of the scheme and the taxable value and GST in the rest (`figures`).
 */
const sampleCartLine = (
  item_code: string,
  weight_grams: number,
  pack_size: number,
  mrp_paise: number,
  rate_paise: number,
  qty: number,
  figures: { discount_paise: number; taxable_paise: number; gst_paise: number },
): Cart['items'][number] => ({
  item_code,
  item_name: `Suvasa Pan Masala ${weight_grams}g`,
  weight_grams,
  pack_size,
  pack_label: `Pack of ${pack_size}`,
  website_image: `pack-${weight_grams}g`,
  route: item_code === 'suvasa-2g-48' ? 'product-details' : `product-details/${item_code}`,
  qty,
  mrp_paise,
  rate_paise,
  amount_paise: rate_paise * qty,
  ...figures,
  in_stock: true,
  stock_qty: 5000,
  min_order_qty: 1,
  case_multiple: 1,
  quantity_problem: null,
});

/**
 * The seed's sample cart as price_guest_cart answers it at 40 % GST, prices including it (docs/decisions/0018;
 * the goods stay in the company's state: CGST + SGST): 2640 − 100 = 2540 paid, of which 1814.28 taxable
 * value and 362.86 + 362.86 GST.
 */
export const SAMPLE_CART: Cart = {
  status: 'success',
  version: 0,
  fingerprint: '0123456789abcdef0123456789abcdef',
  items: [
    sampleCartLine('suvasa-2g-48', 2, 48, 65_000, 48_000, 2, {
      discount_paise: 3_636,
      taxable_paise: 65_974,
      gst_paise: 26_390,
    }),
    sampleCartLine('suvasa-4g-24', 4, 24, 80_000, 60_000, 2, {
      discount_paise: 4_546,
      taxable_paise: 82_467,
      gst_paise: 32_987,
    }),
    sampleCartLine('suvasa-2g-12', 2, 12, 16_500, 12_000, 4, {
      discount_paise: 1_818,
      taxable_paise: 32_987,
      gst_paise: 13_195,
    }),
  ],
  schemes: [
    {
      name: 'SCHEME-10-UPTO-100',
      title: '10% OFF up to ₹100',
      discount_basis_points: 1000,
      max_discount_paise: 10_000,
      min_subtotal_paise: 0,
      applied: true,
    },
  ],
  totals: {
    total_qty: 8,
    subtotal_paise: 264_000,
    discount_paise: 10_000,
    taxable_paise: 181_428,
    gst_basis_points: 4000,
    tax_split: 'intra_state',
    cgst_paise: 36_286,
    sgst_paise: 36_286,
    igst_paise: 0,
    grand_total_paise: 254_000,
  },
  customer_address: '',
  shipping_address_name: null,
  shipping_address: null,
  place_of_supply: 'Gujarat',
  company_state: 'Gujarat',
  hsn_code: '21069020',
  payment_terms: 'Cash on delivery',
};

/** The seed's pictures of a pack (server/src/db/migrations/004_ordering.sql): its sachet first. */
function sampleSlideshow(weight_grams: number, pack_size: number): WebsiteItem['slideshow'] {
  const sachets =
    weight_grams === 2
      ? [
          { image: 'pack-2g', alt: 'Suvasa Pan Masala 2 g sachet, front' },
          { image: 'pack-2g-back', alt: '2 g sachet, back: ingredients list and "no tobacco, no nicotine" mark' },
          ...(pack_size === 48 ? [{ image: 'carton-48', alt: 'Carton of 48 sachets of 2 g' }] : []),
        ]
      : [{ image: 'pack-4g', alt: 'Suvasa Pan Masala 4 g sachet, front' }];
  return [
    ...sachets,
    { image: 'ingredients', alt: 'The ingredients: betel leaf, betelnut, cardamom pods, mint and lime' },
    { image: 'packaging', alt: 'A leaf and a recycling arrow: the sachet is compostable' },
    { image: 'quality', alt: 'ISO 9001:2015 quality seal' },
  ];
}

const sampleItem = (weight_grams: 2 | 4, pack_size: number, mrp_paise: number, rate_paise: number): WebsiteItem => {
  const item_code = `suvasa-${weight_grams}g-${pack_size}`;
  return {
    item_code,
    variant_of: `suvasa-${weight_grams}g`,
    item_group: 'Pan Masala',
    web_item_name: `Suvasa Pan Masala ${weight_grams}g`,
    weight_grams,
    pack_size,
    pack_label: `Pack of ${pack_size}`,
    mrp_paise,
    rate_paise,
    discount_basis_points: basisPointsBelow(mrp_paise, rate_paise),
    in_stock: true,
    stock_qty: 5000,
    min_order_qty: 1,
    case_multiple: 1,
    // No uploaded picture: the artwork alone, as the seed has it.
    picture: null,
    route: item_code === 'suvasa-2g-48' ? 'product-details' : `product-details/${item_code}`,
    website_image: `pack-${weight_grams}g`,
    slideshow: sampleSlideshow(weight_grams, pack_size),
    short_description:
      weight_grams === 2
        ? 'A single-serve 2 g sachet: a quick, cool finish after meals or on the go.'
        : 'The larger 4 g sachet for longer journeys and for sharing with friends.',
    web_long_description:
      'Suvasa Pan Masala is a betel-nut mouth freshener made without tobacco and without nicotine. Slow-roasted ' +
      'betelnut meets catechu and a touch of lime for the classic depth, while green cardamom and menthol leave a ' +
      `cool, clean finish. Each ${weight_grams} g sachet is one serving; this carton holds ${pack_size}.`,
    ingredients: 'Betelnut, catechu, lime, menthol, cardamom, natural flavours. Contains no tobacco and no nicotine.',
    highlights: [
      'No tobacco, no nicotine',
      'Betelnut, catechu, lime, menthol, cardamom and natural flavours',
      'Compostable, biodegradable sachets',
      'Made in an ISO 9001:2015 certified plant, checked batch by batch',
    ],
    nutrition: [
      { nutrient: 'Energy', value: 411.06, unit: 'kcal' },
      { nutrient: 'Protein', value: 6.01, unit: 'g' },
      { nutrient: 'Carbohydrate', value: 69.71, unit: 'g' },
      { nutrient: 'Total sugar', value: 0, unit: 'g' },
      { nutrient: 'Added sugar', value: 0, unit: 'g' },
      { nutrient: 'Total fat', value: 12.2, unit: 'g' },
      { nutrient: 'Saturated fat', value: 0, unit: 'g' },
      { nutrient: 'Trans fat', value: 0, unit: 'g' },
    ],
    hsn_code: PAN_MASALA_HSN,
  };
};

/** The seed's catalogue as get_product_filter_data lists it, best ranked first (the server's tests check it). */
export const SAMPLE_CATALOGUE: readonly WebsiteItem[] = [
  sampleItem(2, 48, 65_000, 48_000),
  sampleItem(2, 24, 32_500, 24_000),
  sampleItem(2, 12, 16_500, 12_000),
  sampleItem(4, 48, 160_000, 120_000),
  sampleItem(4, 24, 80_000, 60_000),
  sampleItem(4, 12, 40_000, 30_000),
];

/** The seed's item `item_code`. */
export const sampleItemOf = (itemCode: string): WebsiteItem => {
  const item = SAMPLE_CATALOGUE.find((entry) => entry.item_code === itemCode);
  if (!item) throw new Error(`no sample item ${itemCode}`);
  return item;
};
