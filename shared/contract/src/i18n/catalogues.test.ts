import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { apiTexts } from '../api-texts';
import { orderStatusSmsText } from '../office/operations';
import { orderingMessages } from '../ordering/messages';
import { privacyMessages } from '../privacy/messages';
import { securityTexts } from '../security';
import { site } from '../site';
import { uiTexts } from '../ui-texts';
import { longOtpIncompleteMessage } from '../validation/login-code';
import {
  feedbackMessages,
  gstinMessages,
  inquiryMessages,
  otpMessages,
  phoneMessages,
  retailerMessages,
  waitDuration,
} from '../validation/messages';
import { englishMessages, type MessageId, type Pattern } from './english';
import { LANGUAGE_CODES, TRANSLATED_LANGUAGES } from './languages';
import { recognise } from './recognise';
import { catalogues, inLanguage, sharedMessage } from './translate';

type Compiled = ReturnType<typeof compileMessage>;

/** The names of the values a message uses, plural and select cases included. */
function argumentsOf(message: Compiled | undefined, into = new Set<string>()): Set<string> {
  // A plural's options hold its `offset` too, undefined when it has none.
  if (!Array.isArray(message)) return into;
  for (const part of message) {
    if (typeof part === 'string') continue;
    const [name, , options] = part as [string, string?, Record<string, Compiled | undefined>?];
    into.add(name);
    if (options && typeof options === 'object') for (const option of Object.values(options)) argumentsOf(option, into);
  }
  return into;
}

const english = (id: MessageId) => {
  const message = englishMessages[id] as string | Pattern;
  return typeof message === 'string' ? message : message.pattern;
};
const ids = Object.keys(englishMessages) as MessageId[];

describe('the catalogues of the shared messages', () => {
  it('cover every language but English, and every language has a catalogue', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(LANGUAGE_CODES).toContain('en');
  });

  for (const [language, catalogue] of Object.entries(catalogues)) {
    describe(language, () => {
      it('has no missing key and no unused key', () => {
        expect(ids.filter((id) => !(id in catalogue))).toEqual([]);
        expect(Object.keys(catalogue).filter((id) => !(id in englishMessages))).toEqual([]);
      });

      it('uses exactly the placeholders of the English, in valid ICU', () => {
        const mismatches = ids.flatMap((id) => {
          const wanted = [...argumentsOf(compileMessage(english(id)))].sort();
          const found = [...argumentsOf(compileMessage(catalogue[id]))].sort();
          return wanted.join() === found.join() ? [] : [{ id, wanted, found }];
        });
        expect(mismatches).toEqual([]);
      });

      it('translates, rather than copies, every English sentence', () => {
        const copied = ids.filter((id) => catalogue[id] === english(id));
        expect(copied).toEqual([]);
      });
    });
  }
});

describe('the English of the shared messages', () => {
  it('names every message of the contract, each English text once', () => {
    const objects = [
      phoneMessages,
      inquiryMessages,
      retailerMessages,
      gstinMessages,
      otpMessages,
      feedbackMessages,
      orderingMessages,
      privacyMessages,
      securityTexts,
      apiTexts,
      uiTexts,
    ];
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value
          ? Object.values(value).flatMap(texts)
          : [];
    const named = new Set(ids.map(english));
    expect(objects.flatMap(texts).filter((text) => !named.has(text))).toEqual([]);
    expect(named.size).toBe(ids.length);
  });

  it('says with its patterns exactly what the English functions say', () => {
    const en = (id: MessageId, values: Record<string, string | number>) => sharedMessage('en', id, values);
    const item = 'Suvasa Gold, 10 g pouch';
    expect(en('ordering.belowMinimum', { minimum: 20, item })).toBe(orderingMessages.belowMinimum(item, 20));
    expect(en('ordering.notCaseMultiple', { item, caseSize: 10, nearest: '10 or 20' })).toBe(
      orderingMessages.notCaseMultiple(item, 10, [10, 20]),
    );
    expect(en('ordering.fewInStock', { item, available: 3 })).toBe(orderingMessages.outOfStock(item, 3));
    expect(en('ordering.outOfStock', { item })).toBe(orderingMessages.outOfStock(item, 0));
    expect(en('ordering.packedItem', { item, packSize: 48 })).toBe(orderingMessages.packedItem(item, 48));
    expect(en('ordering.lineShort', { item })).toBe(orderingMessages.lineShort(item));
    expect(en('ordering.lineAdded', { item })).toBe(orderingMessages.lineAdded(item));
    expect(en('ordering.lineRemoved', { item })).toBe(orderingMessages.lineRemoved(item));
    expect(en('ordering.lineQuantityChanged', { item, before: 12, after: 24 })).toBe(
      orderingMessages.lineQuantityChanged(item, 12, 24),
    );
    expect(en('ordering.linePriceChanged', { item, before: '₹480.00', after: '₹500.50' })).toBe(
      orderingMessages.linePriceChanged(item, '₹480.00', '₹500.50'),
    );
    expect(en('gstin.stateMismatchCode', { code: '24', state: 'Gujarat' })).toBe(
      gstinMessages.stateMismatch('Gujarat', '24'),
    );
    expect(en('gstin.stateMismatch', { state: 'Atlantis' })).toBe(gstinMessages.stateMismatch('Atlantis', undefined));
    expect(en('otp.longIncomplete', { length: 8 })).toBe(longOtpIncompleteMessage(8));
    expect(en('api.unknownField', { field: 'colour' })).toBe(apiTexts.unknownField('colour'));
    for (const [seconds, unit, count] of [
      [1, 'second', 1],
      [45, 'second', 45],
      [60, 'minute', 1],
      [900, 'minute', 15],
      [3600 * 3, 'hour', 3],
    ] as const) {
      expect(en('time.wait', { unit, count })).toBe(waitDuration(seconds));
      expect(en('feedback.otpSendRateLimited', { wait: en('time.wait', { unit, count }) })).toBe(
        feedbackMessages.otpSendRateLimited(seconds),
      );
    }
    expect(en('feedback.otpSendRateLimited', { wait: en('time.aFewMinutes', {}) })).toBe(
      feedbackMessages.otpSendRateLimited(undefined),
    );
    const brand = site.brandName;
    expect(en('sms.orderPlaced', { brand, order: 'SO-1', amount: '₹1,234.00' })).toBe(
      orderingMessages.orderPlacedSms('SO-1', '₹1,234.00', brand),
    );
    for (const status of ['Confirmed', 'Dispatched', 'Delivered', 'Cancelled'] as const) {
      expect(en(`sms.order${status}`, { brand, order: 'SO-1', phone: site.supportPhone })).toBe(
        orderStatusSmsText('SO-1', status),
      );
    }
  });
});

describe('inLanguage', () => {
  it('leaves English, and texts the contract does not hold, as they are', () => {
    expect(inLanguage(orderingMessages.cartEmpty, 'en')).toBe(orderingMessages.cartEmpty);
    expect(inLanguage('Something nobody wrote down', 'hi')).toBe('Something nobody wrote down');
  });

  it('says a constant message in the language', () => {
    expect(inLanguage(orderingMessages.cartEmpty, 'hi')).toBe('आपका कार्ट खाली है।');
    expect(inLanguage(phoneMessages.login.required, 'gu')).toBe('મોબાઇલ નંબર લખવો જરૂરી છે');
  });

  it('reads the values back from the English and writes them in the language', () => {
    const text = orderingMessages.notCaseMultiple('Suvasa Gold, 10 g pouch', 10, [10, 20]);
    expect(recognise(text)).toEqual({
      id: 'ordering.notCaseMultiple',
      values: { item: 'Suvasa Gold, 10 g pouch', caseSize: '10', nearest: '10 or 20' },
    });
    expect(inLanguage(text, 'hi')).toBe('Suvasa Gold, 10 g pouch 10 पैक की पेटी में ही मिलता है: 10 या 20 पैक मँगाएँ।');
    expect(inLanguage(text, 'gu')).toBe('Suvasa Gold, 10 g pouch 10 પૅકની પેટીમાં જ મળે છે: 10 અથવા 20 પૅક મંગાવો.');
    expect(inLanguage(gstinMessages.stateMismatch('Gujarat', '24'), 'gu')).toBe(
      'GSTIN 24 થી શરૂ થવો જોઈએ, એ Gujaratનો રાજ્ય કોડ છે',
    );
  });

  it("says a line's pack size inside a message in the language too", () => {
    const line = orderingMessages.packedItem('Suvasa Pan Masala 2g', 48);
    expect(inLanguage(line, 'hi')).toBe('Suvasa Pan Masala 2g, 48 का पैक');
    expect(inLanguage(orderingMessages.lineRemoved(line), 'gu')).toBe('Suvasa Pan Masala 2g, 48 નું પૅક કાઢી નખાયું.');
    expect(inLanguage(orderingMessages.linePriceChanged(line, '₹480.00', '₹500.50'), 'hi')).toBe(
      'Suvasa Pan Masala 2g, 48 का पैक: एक पैक का दाम ₹480.00 → ₹500.50।',
    );
    expect(inLanguage(orderingMessages.lineQuantityChanged(line, 12, 24), 'gu')).toBe(
      'Suvasa Pan Masala 2g, 48 નું પૅક: 12 → 24 પૅક.',
    );
  });

  it('follows Hindi plural rules', () => {
    expect(sharedMessage('hi', 'time.wait', { unit: 'hour', count: 1 })).toBe('1 घंटा');
    expect(sharedMessage('hi', 'time.wait', { unit: 'hour', count: 3 })).toBe('3 घंटे');
    expect(sharedMessage('hi', 'time.wait', { unit: 'minute', count: 15 })).toBe('15 मिनट');
  });
});
