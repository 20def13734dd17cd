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

  /** The customer record has no e-mail address; an address card says so instead of inventing one. */
  noEmailOnRecord: 'No email on record',
  addressesLoading: 'Loading your addresses…',
  addressesFailed: 'Your addresses could not be loaded. Check your connection and reload the page.',
} as const;
