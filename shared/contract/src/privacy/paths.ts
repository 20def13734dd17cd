/**
 * The rights of the app privacy policy (access, delete, withdraw consent; docs/decisions/0014), ours under
 * `retailer_app.api.privacy`. Mounted under `/api/method/` like `methodPaths`. Every one needs the token.
 */
export const privacyMethodPaths = {
  /** GET: everything the server holds of the retailer (profile, addresses, inquiries from their number, orders) as one document. */
  downloadMyData: 'retailer_app.api.privacy.download_my_data',
  /** GET: the retailer's consents (location use). */
  getPrivacySettings: 'retailer_app.api.privacy.get_privacy_settings',
  /** POST `{ granted }`: location use consented to, or the consent withdrawn. */
  setLocationConsent: 'retailer_app.api.privacy.set_location_consent',
  /** POST: a code to the retailer's own mobile that confirms deleting the account (the login codes' limits). */
  requestAccountDeletion: 'retailer_app.api.privacy.request_account_deletion',
  /** POST `{ otp }`: the account deleted or anonymised, its picture removed, every session ended. */
  deleteAccount: 'retailer_app.api.privacy.delete_account',
} as const;

export type PrivacyMethodName = keyof typeof privacyMethodPaths;
