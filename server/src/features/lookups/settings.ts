import { integer, settings } from '../../settings';

/** Answers that tell whether a number is registered (OTP send, sign-up, a new profile number). */
export const lookupConfig = settings({
  lookups: {
    perAddressPerHour: ['LOOKUPS_PER_ADDRESS_PER_HOUR', integer(20, 1)],
    perAddressPerDay: ['LOOKUPS_PER_ADDRESS_PER_DAY', integer(60, 1)],
    perNetworkPerDay: ['LOOKUPS_PER_NETWORK_PER_DAY', integer(140, 1)],
    perNumberPerDay: ['LOOKUPS_PER_NUMBER_PER_DAY', integer(5, 1)],
  },
});
