import { site } from '@site/contract';
import { sharedMessage } from '@site/contract/i18n';
import type { OtpMessage } from './provider';

/** The code's SMS in the retailer's language, as the console provider keeps it (MSG91's template has its own). */
export const otpText = ({ code, ttlMinutes, language }: OtpMessage) =>
  sharedMessage(language, 'sms.otp', { code, brand: site.brandName, minutes: ttlMinutes });
