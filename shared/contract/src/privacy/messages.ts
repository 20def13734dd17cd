/** What the /settings page says (docs/product.md#settings): the rights of the app privacy policy. */
export const privacyTexts = {
  title: 'Settings',
  dataHeading: 'Your data',
  dataText:
    'Download everything we keep about you: your profile, addresses, inquiries sent from your number and orders.',
  download: 'Download my data',
  downloadFailed: 'Your data could not be downloaded. Check your connection and try again.',
  locationHeading: 'Location',
  locationGranted: 'You allow us to use your location for deliveries and to verify your shop.',
  locationWithdrawn: 'You have withdrawn consent to the use of your location.',
  withdrawLocation: 'Withdraw consent',
  grantLocation: 'Allow location use',
  consentFailed: 'Your choice could not be saved. Try again.',
  deleteHeading: 'Delete my account',
  deleteText:
    'Your profile, addresses, picture and inquiries are deleted and you are logged out everywhere. Orders are kept without your personal data, as tax law requires.',
  sendDeletionCode: 'Send a code to delete my account',
  codeSent: (mobile: string) => `We sent a code to ${mobile}. Enter it to delete your account.`,
  codeLabel: 'Code',
  codeNeeded: 'Enter the code we sent to your mobile.',
  deletionFailed: 'Your account could not be deleted. Try again.',
  confirmDeletion: 'Delete my account',
  cancel: 'Cancel',
  deleted: 'Your account has been deleted.',
  loadFailed: 'Your settings could not be loaded. Check your connection and reload the page.',
} as const;

/** The server's refusals of the privacy methods. */
export const privacyMessages = {
  noDeletionCode: 'Ask for a code to delete your account first.',
} as const;
