import { integer, settings } from '../../settings';

/** What a customer may ask of their data, and how long rows are kept. */
export const privacyConfig = settings({
  /** Per customer: the data download and the account-deletion code are heavy or cost an SMS. */
  privacy: {
    downloadsPerHour: ['PRIVACY_DOWNLOADS_PER_HOUR', integer(5, 1)],
    deletionRequestsPerDay: ['ACCOUNT_DELETION_REQUESTS_PER_DAY', integer(5, 1)],
  },
  /** How long rows are kept: login codes and request-limit rows, inquiries; how often they are purged. */
  retention: {
    codeDays: ['RETENTION_CODE_DAYS', integer(30, 1)],
    inquiryDays: ['RETENTION_INQUIRY_DAYS', integer(730, 1)],
    purgeIntervalMinutes: ['RETENTION_PURGE_INTERVAL_MINUTES', integer(60, 1)],
  },
});
