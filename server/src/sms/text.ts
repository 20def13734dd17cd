import { site } from '@site/contract';
import type { OtpMessage } from './provider';

export const otpText = ({ code, ttlMinutes }: OtpMessage) =>
  `${code} is your ${site.brandName} login code. It is valid for ${ttlMinutes} minutes. Do not share it with anyone.`;
