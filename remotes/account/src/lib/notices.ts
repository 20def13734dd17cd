/**
 * Texts of the account screens that the spec does not word (its own messages live in
 * `@site/contract`): what a screen says about its own state, kept in one place.
 */
export const accountNotices = {
  /** Profile run without a login (the dev harness; the host sends such visitors to /login first). */
  logIn: 'Log in',
  logInToSeeProfile: 'to see and edit your profile.',
  pictureHint: 'A JPEG, JPG, PNG or WebP picture.',
  pictureChosen: (fileName: string) => `New picture: ${fileName}. It is saved with Save Changes.`,
  /** Our words, not the spec's: the server's 409 text speaks to someone signing up, not to a retailer editing. */
  mobileTaken: 'This mobile number is already registered to another retailer.',
  notSaved: 'Your changes were not saved.',

  /** The customer record has no e-mail address; the billing card says so instead of inventing one. */
  noEmailOnRecord: 'No email on record',
  billingLoading: 'Loading your address…',
  billingFailed: 'Your address could not be loaded.',
  addressesNote:
    'Your billing address is the one in your profile: edit it there. The shipping address is sample data. ' +
    'Saving and deleting other addresses is not available yet.',
  /** Said after a valid Submit: there is no call to save an address (docs/product.md#create-address), so nothing is pretended. */
  addressNotSaved: 'The address is complete, but saving new addresses is not available yet: nothing was saved.',

  cartEmpty: 'Your cart is empty.',
  checkoutUnavailable: 'Checkout is not available yet: no order can be placed from this cart.',
  offerApplied: (label: string, amount: string) => `${label}: ${amount} off this order, already applied.`,
} as const;
