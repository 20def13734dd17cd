import { type ReactNode, useEffect, useId } from 'react';
import styled from 'styled-components';
import { type Cart, orderingMessages } from '@site/contract';
import { useSharedText } from '@site/state';
import { refreshCart, useCart } from '@site/state/cart';
import { Button, Card, Note, Notice, TermList } from '@site/ui';
import { useAddressBook } from '../../lib/address-book';
import { useCustomerDetail } from '../../lib/customer-detail';
import { EmptyState } from '../../lib/empty-state';
import { CardColumns } from '../../lib/layout';
import { CustomerPage } from '../../lib/logged-in-page';
import { OrderLines, OrderTotals, useDeliveryWindowText } from '../../lib/order-summary';
import { FreshCart } from '../../lib/fresh-cart';
import { useWords } from '../../lib/words';
import { AddressChoice } from './components/address-choice';
import { PlaceProblemNotice } from './components/cart-changes';
import { useChooseAddress } from './hooks/use-choose-address';
import { usePlaceOrder } from './hooks/use-place-order';
import { useReviewKey } from './hooks/use-review-key';

const Terms = styled(TermList)`
  margin: 1rem 0;
`;

const PlaceButton = styled(Button)`
  width: 100%;
`;

/**
 * docs/product.md#checkout (/checkout): the retailer picks where the order goes, reviews the server's figures
 * and places it, paid on delivery. The host sends visitors without a login to /login and back here after.
 */
export default function CheckoutPage() {
  const t = useWords();
  return (
    <CustomerPage
      title={t('checkout.title')}
      returnTo="/checkout"
      loggedOutText={t('account.logInToOrder')}
      content={CheckoutFor}
    />
  );
}

function CheckoutFor({ customerId }: { customerId: string }) {
  // The one cart of the page (the drawer's too), priced again on arriving: what is reviewed is the server's now.
  const { cart, status, error } = useCart();
  const t = useWords();
  const sharedText = useSharedText();
  useEffect(() => {
    void refreshCart();
  }, []);
  const addresses = useAddressBook(customerId);
  const reviewKey = useReviewKey(cart?.fingerprint);
  const { place, placing, problem } = usePlaceOrder(customerId);
  const address = useChooseAddress();

  if ((!cart && status === 'error') || addresses.isError)
    return <Notice role="alert">{t('account.loadFailed')}</Notice>;
  if (!cart || !addresses.data) return null;
  // A refused re-pricing leaves the figures before it: say so beside them, as the drawer does.
  const refusal = error && <Notice role="alert">{sharedText(error)}</Notice>;
  if (cart.items.length === 0) {
    return (
      <>
        {refusal}
        {problem && <PlaceProblemNotice problem={problem} />}
        <EmptyState message={sharedText(orderingMessages.cartEmpty)} />
      </>
    );
  }

  const { shipping_address } = cart;
  // A pack's ordering rules may have changed since its line was added: said here, fixed only by the retailer.
  const ruleProblems = cart.items.flatMap((line) => (line.quantity_problem ? [line.quantity_problem] : []));
  return (
    <>
      {refusal}
      {problem && <PlaceProblemNotice problem={problem} />}
      <FreshCart active />
      <CardColumns $shares={[2, 3]}>
        <AddressChoice
          addresses={addresses.data}
          chosen={address.pending ?? cart.shipping_address_name}
          onChoose={(name) => void address.choose(name)}
          saving={address.saving}
          failed={address.failed}
        />
        <Review cart={cart} customerId={customerId}>
          {!shipping_address && <Note>{t('checkout.noAddress')}</Note>}
          {ruleProblems.length > 0 && (
            <Notice role="alert">
              {t('cart.quantityProblems')}
              <ul>
                {ruleProblems.map((text) => (
                  <li key={text}>{sharedText(text)}</li>
                ))}
              </ul>
            </Notice>
          )}
          <PlaceButton
            type="button"
            disabled={placing || address.saving || !shipping_address || ruleProblems.length > 0}
            onClick={() => void place(reviewKey, cart)}
          >
            {placing ? t('checkout.placing') : t('checkout.placeOrder')}
          </PlaceButton>
        </Review>
      </CardColumns>
    </>
  );
}

function Review({ cart, customerId, children }: { cart: Cart; customerId: string; children: ReactNode }) {
  const t = useWords();
  const deliveryWindowText = useDeliveryWindowText();
  const titleId = useId();
  const profile = useCustomerDetail(customerId);
  const scheme = cart.schemes.find((candidate) => candidate.applied);
  return (
    <Card as="section" $padding="md" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('checkout.review')}</h2>
      <OrderLines lines={cart.items} caption={t('checkout.itemsInOrder')} />
      <OrderTotals totals={cart.totals} schemeTitle={scheme?.title ?? null} headingLevel={3} />
      <Terms>
        {profile.data && (
          <>
            <dt>{t('checkout.deliveryWindow')}</dt>
            <dd>{deliveryWindowText(profile.data.from_time, profile.data.to_time)}</dd>
          </>
        )}
        <dt>{t('checkout.payment')}</dt>
        <dd>{t('checkout.cashOnDelivery')}</dd>
      </Terms>
      {children}
    </Card>
  );
}
