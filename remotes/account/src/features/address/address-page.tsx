import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type Address, orderingMessages } from '@site/contract';
import { useAuth, useSharedText } from '@site/state';
import { Button, ButtonRow, Card, Dialog, Note, Notice, TwoColumnGrid } from '@site/ui';
import { AccountPage } from '../../lib/account-page';
import {
  addressFormValues,
  billingAddressOf,
  shippingAddressesOf,
  useAddressBook,
  useDeleteAddress,
  useRefreshAddressBook,
  useUpdateAddress,
} from '../../lib/address-book';
import { useWords } from '../../lib/words';
import { addressRefusal } from './api/address-refusal';
import { AddressCard, Badge } from './components/address-card';

const Section = styled.section`
  margin: 1.25rem 0;

  /* What is said under an address card (the billing address cannot be deleted) stands apart from it. */
  & > p {
    margin-top: 0.5rem;
  }

  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
    margin-bottom: 0.75rem;
  }
`;

const Actions = styled(ButtonRow)`
  margin-top: 1rem;
`;

const ConfirmBox = styled(Dialog)`
  width: min(28rem, calc(100% - 2rem));
`;

const OutcomeArea = styled.div`
  margin: 1rem 0;
`;

type Outcome = { kind: 'done' | 'refused'; text: string } | null;

/**
 * docs/product.md#address-list (/user-address): the billing address (the profile's record: edited there,
 * never deleted) and the shipping addresses (edited on their own page, deleted after a confirmation, one
 * of them the default), and Add New Address.
 */
export default function AddressPage() {
  const t = useWords();
  return (
    <AccountPage title={t('address.title')}>
      <AddressBook />
      <Button as={Link} to="/user/create-address" $variant="primary" $size="sm">
        {t('address.addNew')}
      </Button>
    </AccountPage>
  );
}

function AddressBook() {
  const { login } = useAuth();
  const t = useWords();
  const sharedText = useSharedText();
  const customerId = login?.customer_id ?? null;
  const book = useAddressBook(customerId);
  const refreshBook = useRefreshAddressBook(customerId);
  const updating = useUpdateAddress();
  const removing = useDeleteAddress();
  const billingNoteId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  if (book.isError || (!customerId && !book.data)) return <Notice role="alert">{t('address.loadFailed')}</Notice>;
  if (!book.data) return <p role="status">{t('address.loading')}</p>;
  const billing = billingAddressOf(book.data);
  const shipping = shippingAddressesOf(book.data);

  const makeDefault = async (address: Address) => {
    setOutcome(null);
    try {
      await updating.mutateAsync({ name: address.name, form: addressFormValues(address), makeDefault: true });
    } catch (error) {
      return setOutcome({
        kind: 'refused',
        text: addressRefusal(error, t('address.defaultFailed'), t('address.checkConnection')).text,
      });
    }
    await refreshBook();
    setOutcome({ kind: 'done', text: t('address.defaultChanged', { title: address.address_title }) });
  };

  const remove = async (address: Address) => {
    setOutcome(null);
    try {
      await removing.mutateAsync(address.name);
    } catch (error) {
      return setOutcome({
        kind: 'refused',
        text: addressRefusal(error, t('address.deleteFailed'), t('address.checkConnection')).text,
      });
    } finally {
      setDeleting(null);
    }
    await refreshBook();
    setOutcome({ kind: 'done', text: t('address.deleted', { title: address.address_title }) });
  };

  return (
    <>
      <OutcomeArea>
        <div role="status">{outcome?.kind === 'done' && <Note>{outcome.text}</Note>}</div>
        <div role="alert">{outcome?.kind === 'refused' && <Notice>{outcome.text}</Notice>}</div>
      </OutcomeArea>
      {billing && (
        <Section aria-labelledby={`${billingNoteId}-title`}>
          <h2 id={`${billingNoteId}-title`}>{t('address.billingHeading')}</h2>
          <AddressCard
            address={billing}
            label={t('address.billingLabel')}
            editTo="/user/profile"
            deleteNoteId={billingNoteId}
          />
          <Note id={billingNoteId}>{sharedText(orderingMessages.billingNotDeletable)}</Note>
        </Section>
      )}
      <Section aria-labelledby={`${billingNoteId}-shipping`}>
        <h2 id={`${billingNoteId}-shipping`}>{t('address.shippingHeading')}</h2>
        {shipping.length === 0 ? (
          <Note>{t('address.noShipping')}</Note>
        ) : (
          <TwoColumnGrid>
            {shipping.map((address) => (
              <AddressCard
                key={address.name}
                address={address}
                label={address.address_title}
                editTo={`/user/edit-address/${encodeURIComponent(address.name)}`}
                onDelete={() => setDeleting(address)}
                marks={
                  address.is_shipping_address ? (
                    <Badge>{t('address.default')}</Badge>
                  ) : (
                    <Button type="button" $variant="outline" $size="sm" onClick={() => void makeDefault(address)}>
                      {t('address.makeDefault')}
                    </Button>
                  )
                }
              />
            ))}
          </TwoColumnGrid>
        )}
      </Section>
      <ConfirmDelete address={deleting} onConfirm={remove} onCancel={() => setDeleting(null)} />
    </>
  );
}

function ConfirmDelete({
  address,
  onConfirm,
  onCancel,
}: {
  address: Address | null;
  onConfirm: (address: Address) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useWords();
  const textId = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async (target: Address) => {
    setBusy(true);
    await onConfirm(target);
    setBusy(false);
  };
  return (
    <ConfirmBox
      open={address !== null}
      onClose={onCancel}
      initialFocus={keepButton}
      role="alertdialog"
      aria-labelledby={textId}
    >
      {address && (
        <Card $padding="sm">
          <p id={textId}>{t('address.confirmDelete', { title: address.address_title })}</p>
          <Actions>
            <Button type="button" $size="sm" disabled={busy} onClick={() => void confirm(address)}>
              {t('address.delete')}
            </Button>
            <Button ref={keepButton} type="button" $variant="outline" $size="sm" disabled={busy} onClick={onCancel}>
              {t('address.keep')}
            </Button>
          </Actions>
        </Card>
      )}
    </ConfirmBox>
  );
}
