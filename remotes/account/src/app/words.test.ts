import { describe, expect, it } from 'vitest';
import {
  addressBookTexts,
  cartMessages,
  invoicingTexts,
  mobileChangeTexts,
  orderScreenTexts,
  PAYMENT_TERMS,
  privacyTexts,
  totalsLabels,
} from '@site/contract';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';
import { routes } from './routes';

const pageIds = (catalogue: Record<string, string>) => Object.keys(catalogue).filter((id) => id.startsWith('page.'));

describe('the pages’ words', () => {
  it('names every route as the routes table does, in English', () => {
    const english: Record<string, string> = en;
    for (const route of routes) expect(english[`page.${route.path}.title`], route.path).toBe(route.title);
    expect(pageIds(en)).toEqual(routes.map((route) => `page.${route.path}.title`));
  });

  it('names every route in Hindi and Gujarati', () => {
    for (const catalogue of [hi, gu]) {
      expect(pageIds(catalogue)).toEqual(pageIds(en));
      for (const id of pageIds(catalogue))
        expect(catalogue[id as keyof typeof catalogue]).not.toBe(en[id as keyof typeof en]);
    }
  });

  it('says in English exactly what the contract’s screen texts say', () => {
    const same: [keyof typeof en, string][] = [
      ['account.logInToOrder', `<link>Log in</link> ${orderScreenTexts.logInToOrder}`],
      ['account.loadFailed', orderScreenTexts.loadFailed],
      ['account.browseProducts', cartMessages.backToProducts],
      ['account.tryAgain', cartMessages.retry],
      ['cart.loading', cartMessages.loading],
      ['cart.noOffers', cartMessages.noOffers],
      ['cart.offerNotBest', cartMessages.offerNotBest],
      ['cart.figuresChanged', cartMessages.figuresChanged],
      ['cart.quantityProblems', cartMessages.quantityProblems],
      ['totals.cartTotal', totalsLabels.cartTotal],
      ['totals.orderTotals', totalsLabels.orderTotals],
      ['totals.grandTotal', totalsLabels.grandTotal],
      ['totals.included', totalsLabels.included],
      ['totals.taxableValue', totalsLabels.taxableValue],
      ['totals.pricesIncludeGst', totalsLabels.pricesIncludeGst],
      ['totals.schemeDiscount', totalsLabels.schemeDiscount(null)],
      ['lines.taxable', totalsLabels.lineTaxable],
      ['lines.gst', totalsLabels.lineGst],
      ['checkout.noAddress', orderScreenTexts.noAddress],
      ['checkout.addressNotChanged', orderScreenTexts.addressNotChanged],
      ['checkout.placeFailed', orderScreenTexts.placeFailed],
      ['checkout.cartChangedTitle', orderScreenTexts.cartChangedTitle],
      ['checkout.cashOnDelivery', PAYMENT_TERMS],
      ['orders.none', orderScreenTexts.noOrders],
      ['order.cancelFailed', orderScreenTexts.cancelFailed],
      ['order.reorderFailed', orderScreenTexts.reorderFailed],
      ['order.reordered', orderScreenTexts.reordered],
      ['order.reorderSame', orderScreenTexts.reorderSame],
      ['order.documents', invoicingTexts.documentsHeading],
      ['order.downloadInvoice', invoicingTexts.downloadInvoice],
      ['order.downloadCreditNote', invoicingTexts.downloadCreditNote],
      ['order.downloadFailed', invoicingTexts.downloadFailed],
      ['address.noShipping', addressBookTexts.noShippingAddress],
      ['address.deleteFailed', addressBookTexts.deleteFailed],
      ['address.defaultFailed', addressBookTexts.defaultFailed],
      ['address.saved', addressBookTexts.saved],
      ['address.notSaved', addressBookTexts.notSaved],
      ['address.checkConnection', addressBookTexts.tryAgain],
      ['profile.mobileCodeLabel', mobileChangeTexts.codeLabel],
      ['profile.confirmMobile', mobileChangeTexts.confirm],
      ['profile.mobileConfirmed', mobileChangeTexts.confirmed],
      ['profile.mobileNotConfirmed', mobileChangeTexts.notConfirmed],
      ...(
        [
          'title',
          'dataHeading',
          'dataText',
          'download',
          'downloadFailed',
          'locationHeading',
          'locationGranted',
          'locationWithdrawn',
          'withdrawLocation',
          'grantLocation',
          'consentFailed',
          'deleteHeading',
          'deleteText',
          'sendDeletionCode',
          'codeLabel',
          'deletionFailed',
          'confirmDeletion',
          'cancel',
          'deleted',
          'loadFailed',
        ] as const
      ).map((key): [keyof typeof en, string] => [`settings.${key}`, privacyTexts[key]]),
    ];
    for (const [id, english] of same) expect(en[id], id).toBe(english);
  });
});
