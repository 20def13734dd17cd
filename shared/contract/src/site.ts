/** The head office, in parts: shown as lines on the pages and as a schema.org PostalAddress. */
const HEAD_OFFICE_ADDRESS = {
  street: ['Unit 4, Example Industrial Estate', 'Naroda Road'],
  city: 'Ahmedabad',
  region: 'Gujarat',
  postalCode: '380025',
  country: 'India',
  /** ISO 3166-1 alpha-2. */
  countryCode: 'IN',
} as const;

/**
 * The one site configuration: the brand's facts, shown on every page and used by the server's
 * e-mails. The brand is a fictional placeholder; its contacts use reserved example domains and
 * an unallocated number, so nothing here names or reaches a real company.
 */
export const site = {
  brandName: 'Suvasa',
  legalName: 'Suvasa Foods Private Limited',
  productLine: 'Suvasa Pan Masala',
  tagline: 'Tobacco-free pan masala with a clean, cool finish',
  supportEmail: 'support@suvasa.example',
  salesEmail: 'sales@suvasa.example',
  /** Shown as written; `tel:` links use `supportPhoneDial`. */
  supportPhone: '+91 90000 00000',
  supportPhoneDial: '+919000000000',
  headOffice: {
    lines: [
      ...HEAD_OFFICE_ADDRESS.street,
      `${HEAD_OFFICE_ADDRESS.city}, ${HEAD_OFFICE_ADDRESS.region} ${HEAD_OFFICE_ADDRESS.postalCode}`,
      HEAD_OFFICE_ADDRESS.country,
    ],
    address: HEAD_OFFICE_ADDRESS,
    /** Fixed head-office map location (docs/product.md#contact). */
    latitude: 23.0708,
    longitude: 72.6347,
  },
  /** The four social icons have no targets in the seed (docs/product.md#footer); ours point at nothing real either. */
  social: [
    { name: 'Facebook', href: null },
    { name: 'Instagram', href: null },
    { name: 'X', href: null },
    { name: 'YouTube', href: null },
  ],
  /** FSS (Labelling and Display) Regulations 2020: required wherever pan masala is advertised. */
  statutoryWarning: 'CHEWING OF PAN MASALA IS INJURIOUS TO HEALTH',
  qualityStandard: 'ISO 9001:2015',
  /** Every inquiry is answered within this many business days (docs/product.md#business-constants). */
  responseBusinessDays: 2,
} as const;

/** A page's document title, `<page> | <brand>` (the brand alone without one): the server writes it, the browser sets it. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${site.brandName}` : site.brandName;
}

export function mapUrl(latitude = site.headOffice.latitude, longitude = site.headOffice.longitude): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

export function mapEmbedUrl(latitude = site.headOffice.latitude, longitude = site.headOffice.longitude): string {
  return `https://maps.google.com/maps?q=${latitude},${longitude}&z=15&output=embed`;
}

/** Mail draft of the footer: subject Inquiry and a prefilled body (docs/product.md#footer). */
export function inquiryMailto(): string {
  const body = `Hello ${site.brandName} team,\n\nI would like to know more about your products.\n\nName:\nCity:\nPhone:\n`;
  return `mailto:${site.supportEmail}?subject=${encodeURIComponent('Inquiry')}&body=${encodeURIComponent(body)}`;
}
