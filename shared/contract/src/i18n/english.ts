import { apiTexts } from '../api-texts';
import { invoicingTexts } from '../invoicing';
import { orderingMessages } from '../ordering/messages';
import { privacyMessages, privacyTexts } from '../privacy/messages';
import { mobileChangeTexts, securityTexts } from '../security';
import { uiTexts } from '../ui-texts';
import {
  feedbackMessages,
  gstinMessages,
  inquiryMessages,
  otpMessages,
  phoneMessages,
  retailerMessages,
} from '../validation/messages';

/**
 * How a value of a message is read back from its English text: `text` as it stands, `number` as digits,
 * `orList` as numbers joined by " or " (written again in the language's own way).
 */
export type ArgumentKind = 'text' | 'number' | 'orList';

/**
 * A message with values: its English as an ICU pattern (a test formats it and compares it with the
 * English function it stands for). With `arguments`, the server can read the values back from an English
 * reply and say it in another language; without, it is only ever formatted from values (SMS, plurals).
 */
export interface Pattern {
  readonly pattern: string;
  readonly arguments?: Readonly<Record<string, ArgumentKind>>;
}

/**
 * The contract's shared messages by id: the English of each, the objects the specification's words live in
 * (never copied), so each language's catalogue translates one id per English text.
 */
export const englishMessages = {
  'phone.inquiryRequired': phoneMessages.inquiry.required,
  'phone.loginRequired': phoneMessages.login.required,
  'phone.profileRequired': phoneMessages.profile.required,
  'phone.notANumber': phoneMessages.inquiry.digits,
  'phone.onlyDigits': phoneMessages.login.digits,
  'phone.inquiryLength': phoneMessages.inquiry.length,
  'phone.length': phoneMessages.login.length,
  'phone.prefix': phoneMessages.login.prefix,

  'inquiry.nameRequired': inquiryMessages.nameRequired,
  'inquiry.companyRequired': inquiryMessages.companyRequired,
  'inquiry.emailRequired': inquiryMessages.emailRequired,
  'inquiry.emailInvalid': inquiryMessages.emailInvalid,
  'inquiry.businessNameRequired': inquiryMessages.businessNameRequired,
  'inquiry.businessTypeRequired': inquiryMessages.businessTypeRequired,
  'inquiry.distributionAreaRequired': inquiryMessages.distributionAreaRequired,
  'inquiry.vehicleRequired': inquiryMessages.vehicleRequired,
  'inquiry.operatingSinceRequired': inquiryMessages.operatingSinceRequired,
  'inquiry.businessAddressRequired': inquiryMessages.businessAddressRequired,

  'retailer.fullNameRequired': retailerMessages.fullNameRequired,
  'retailer.firstNameRequired': retailerMessages.firstNameRequired,
  'retailer.shopNameRequired': retailerMessages.shopNameRequired,
  'retailer.address1Required': retailerMessages.address1Required,
  'retailer.address2Required': retailerMessages.address2Required,
  'retailer.cityRequired': retailerMessages.cityRequired,
  'retailer.signUpStateRequired': retailerMessages.signUp.stateRequired,
  'retailer.signUpCountryRequired': retailerMessages.signUp.countryRequired,
  'retailer.signUpPincodeRequired': retailerMessages.signUp.pincodeRequired,
  'retailer.signUpPincodeLength': retailerMessages.signUp.pincodeLength,
  'retailer.profileStateRequired': retailerMessages.profile.stateRequired,
  'retailer.profileCountryRequired': retailerMessages.profile.countryRequired,
  'retailer.profilePincodeRequired': retailerMessages.profile.pincodeRequired,
  'retailer.profilePincodeLength': retailerMessages.profile.pincodeLength,
  'retailer.openingFromRequired': retailerMessages.openingFromRequired,
  'retailer.openingToRequired': retailerMessages.openingToRequired,
  'retailer.deliveryFromRequired': retailerMessages.deliveryFromRequired,
  'retailer.deliveryToRequired': retailerMessages.deliveryToRequired,
  'retailer.businessTypeRequired': retailerMessages.businessTypeRequired,

  'gstin.required': gstinMessages.required,
  'gstin.length': gstinMessages.length,
  'gstin.pattern': gstinMessages.pattern,
  'gstin.stateMismatchCode': {
    pattern: 'GSTIN must start with {code}, the state code of {state}',
    arguments: { code: 'text', state: 'text' },
  },
  'gstin.stateMismatch': {
    pattern: 'GSTIN state code does not match the state {state}',
    arguments: { state: 'text' },
  },
  'gstin.checkCharacter': gstinMessages.checkCharacter,
  'gstin.taken': gstinMessages.taken,

  'otp.incomplete': otpMessages.incomplete,
  'otp.longIncomplete': { pattern: 'Please enter the full {length}-digit code', arguments: { length: 'number' } },

  'feedback.apiRequestFailed': feedbackMessages.apiRequestFailed,
  'feedback.otpSendFailed': feedbackMessages.otpSendFailed,
  'feedback.otpSendRateLimited': { pattern: 'Too many code requests. Please wait {wait} and try again.' },
  'feedback.otpSent': feedbackMessages.otpSent,
  'feedback.otpInvalid': feedbackMessages.otpInvalid,
  'feedback.otpVerifyFailed': feedbackMessages.otpVerifyFailed,
  'feedback.profileUpdateFailed': feedbackMessages.profileUpdateFailed,
  'feedback.profileSaveException': feedbackMessages.profileSaveException,
  'feedback.profileUpdated': feedbackMessages.profileUpdated,
  /** `waitDuration`: `unit` is second, minute or hour. */
  'time.wait': {
    pattern:
      '{unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}',
  },
  'time.aFewMinutes': { pattern: 'a few minutes' },

  'ordering.itemCodeRequired': orderingMessages.itemCodeRequired,
  'ordering.unknownItem': orderingMessages.unknownItem,
  'ordering.qtyInvalid': orderingMessages.qtyInvalid,
  'ordering.guestQtyInvalid': orderingMessages.guestQtyInvalid,
  'ordering.itemsInvalid': orderingMessages.itemsInvalid,
  'ordering.queryArgsInvalid': orderingMessages.queryArgsInvalid,
  'ordering.addressTypeInvalid': orderingMessages.addressTypeInvalid,
  'ordering.addressNotFound': orderingMessages.addressNotFound,
  'ordering.billingNotDeletable': orderingMessages.billingNotDeletable,
  'ordering.billingAlwaysDefault': orderingMessages.billingAlwaysDefault,
  'ordering.cartEmpty': orderingMessages.cartEmpty,
  'ordering.cartChanged': orderingMessages.cartChanged,
  'ordering.packedItem': { pattern: '{item}, Pack of {packSize}', arguments: { item: 'text', packSize: 'number' } },
  'ordering.lineShort': { pattern: '{item}: not enough in stock.', arguments: { item: 'text' } },
  'ordering.lineAdded': { pattern: '{item} was added.', arguments: { item: 'text' } },
  'ordering.lineRemoved': { pattern: '{item} was removed.', arguments: { item: 'text' } },
  'ordering.lineQuantityChanged': {
    pattern: '{item}: {before} → {after} packs.',
    arguments: { item: 'text', before: 'number', after: 'number' },
  },
  'ordering.linePriceChanged': {
    pattern: '{item}: price per pack {before} → {after}.',
    arguments: { item: 'text', before: 'text', after: 'text' },
  },
  'ordering.schemeChanged': orderingMessages.schemeChanged,
  'ordering.taxChanged': orderingMessages.taxChanged,
  'ordering.addressChanged': orderingMessages.addressChanged,
  'ordering.cartChangedUnseen': orderingMessages.cartChangedUnseen,
  'ordering.cartChangedSinceSeen': orderingMessages.cartChangedSinceSeen,
  'ordering.fingerprintRequired': orderingMessages.fingerprintRequired,
  'ordering.idempotencyKeyRequired': orderingMessages.idempotencyKeyRequired,
  'ordering.idempotencyKeyReused': orderingMessages.idempotencyKeyReused,
  'ordering.placementBusy': orderingMessages.placementBusy,
  'ordering.belowMinimum': {
    pattern: 'Order at least {minimum} packs of {item}.',
    arguments: { minimum: 'number', item: 'text' },
  },
  'ordering.notCaseMultiple': {
    pattern: '{item} is sold in cases of {caseSize} packs: order {nearest} packs.',
    arguments: { item: 'text', caseSize: 'number', nearest: 'orList' },
  },
  'ordering.fewInStock': {
    pattern: 'Only {available} packs of {item} are in stock.',
    arguments: { available: 'number', item: 'text' },
  },
  'ordering.outOfStock': { pattern: '{item} is out of stock.', arguments: { item: 'text' } },
  'ordering.orderNotFound': orderingMessages.orderNotFound,
  'ordering.orderNameRequired': orderingMessages.orderNameRequired,
  'ordering.cancelNotAllowed': orderingMessages.cancelNotAllowed,

  'sms.otp': {
    pattern: '{code} is your {brand} login code. It is valid for {minutes} minutes. Do not share it with anyone.',
  },
  'sms.orderPlaced': { pattern: '{brand}: your order {order} for {amount} is placed. Pay on delivery.' },
  'sms.orderConfirmed': { pattern: '{brand}: your order {order} is confirmed. We will send it soon.' },
  'sms.orderDispatched': { pattern: '{brand}: your order {order} is on its way. Pay on delivery.' },
  'sms.orderDelivered': { pattern: '{brand}: your order {order} is delivered. Thank you.' },
  'sms.orderCancelled': {
    pattern: '{brand}: your order {order} is cancelled. Questions? Call {phone}.',
  },

  'privacy.noDeletionCode': privacyMessages.noDeletionCode,
  'privacy.codeNeeded': privacyTexts.codeNeeded,

  'invoicing.invoiceNotFound': invoicingTexts.invoiceNotFound,
  'invoicing.creditNoteNotFound': invoicingTexts.creditNoteNotFound,
  'invoicing.kindInvalid': invoicingTexts.kindInvalid,
  'invoicing.nameRequired': invoicingTexts.nameRequired,

  'security.notFromOurPages': securityTexts.notFromOurPages,
  'security.attemptMissing': securityTexts.attemptMissing,
  'security.codeRetired': securityTexts.codeRetired,
  'security.codeExpired': securityTexts.codeExpired,
  'security.codeWrong': securityTexts.codeWrong,
  'security.codeNotSent': securityTexts.codeNotSent,
  'security.sentRecently': securityTexts.sentRecently,
  'security.notRegistered': securityTexts.notRegistered,
  'security.alreadyRegistered': securityTexts.alreadyRegistered,
  'security.sessionExpired': securityTexts.sessionExpired,
  'security.idempotencyKeyReused': securityTexts.idempotencyKeyReused,
  'security.lookupsExceeded': securityTexts.lookupsExceeded,
  'security.numberLookupsExceeded': securityTexts.numberLookupsExceeded,
  'security.sendCeiling': securityTexts.sendCeiling,
  'security.smsCeiling': securityTexts.smsCeiling,
  'security.mobileChangesExceeded': securityTexts.mobileChangesExceeded,
  'security.mobileBeingConfirmed': securityTexts.mobileBeingConfirmed,
  'security.noPendingChange': securityTexts.noPendingChange,
  'security.mobileCodeNeeded': mobileChangeTexts.codeNeeded,
  'security.tooBusy': securityTexts.tooBusy,
  'security.accountBlocked': securityTexts.accountBlocked,

  'api.correctFields': apiTexts.correctFields,
  'api.logInAgain': apiTexts.logInAgain,
  'api.notYours': apiTexts.notYours,
  'api.notFound': apiTexts.notFound,
  'api.noSuchRoute': apiTexts.noSuchRoute,
  'api.noSuchCustomer': apiTexts.noSuchCustomer,
  'api.tooManyRequests': apiTexts.tooManyRequests,
  'api.unsupportedMedia': apiTexts.unsupportedMedia,
  'api.tooLarge': apiTexts.tooLarge,
  'api.headersTooLarge': apiTexts.headersTooLarge,
  'api.notJson': apiTexts.notJson,
  'api.notAnObject': apiTexts.notAnObject,
  'api.unreadable': apiTexts.unreadable,
  'api.notWhole': apiTexts.notWhole,
  'api.tooSlow': apiTexts.tooSlow,
  'api.invalidHeader': apiTexts.invalidHeader,
  'api.languageInvalid': apiTexts.languageInvalid,
  'api.unknownField': { pattern: 'Unknown field: {field}.', arguments: { field: 'text' } },
  'api.serverError': apiTexts.serverError,
  'api.databaseDown': apiTexts.databaseDown,

  'ui.notFoundTitle': uiTexts.notFound.title,
  'ui.notFoundBody': uiTexts.notFound.body,
  'ui.notFoundHome': uiTexts.notFound.home,
  'ui.shopName': uiTexts.address.shopName,
  'ui.address1': uiTexts.address.address1,
  'ui.address2': uiTexts.address.address2,
  'ui.city': uiTexts.address.city,
  'ui.state': uiTexts.address.state,
  'ui.country': uiTexts.address.country,
  'ui.pincode': uiTexts.address.pincode,
  'ui.selectState': uiTexts.address.selectState,
  'ui.selectCountry': uiTexts.address.selectCountry,
  'ui.openingTime': uiTexts.shopHours.openingTimeFrom,
  'ui.closingTime': uiTexts.shopHours.openingTimeTo,
  'ui.deliveryTimeFrom': uiTexts.shopHours.deliveryTimeFrom,
  'ui.deliveryTimeTo': uiTexts.shopHours.deliveryTimeTo,
  'ui.gstRegistered': uiTexts.gstRegistered,
  'ui.statusPlaced': uiTexts.orderStatus.Placed,
  'ui.statusConfirmed': uiTexts.orderStatus.Confirmed,
  'ui.statusDispatched': uiTexts.orderStatus.Dispatched,
  'ui.statusDelivered': uiTexts.orderStatus.Delivered,
  'ui.statusCancelled': uiTexts.orderStatus.Cancelled,
} as const satisfies Record<string, string | Pattern>;

export type MessageId = keyof typeof englishMessages;

/** A language's words for every shared message: ICU MessageFormat, the same values as the English. */
export type Catalogue = Record<MessageId, string>;
