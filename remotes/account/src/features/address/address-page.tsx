import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageQueryClient } from '@site/state/query';
import { PageContainer } from '@site/ui';
import { accountNotices } from '../../lib/notices';
import { AddressCard } from './components/address-card';
import { useBillingAddress } from './hooks/use-billing-address';
import { SAMPLE_SHIPPING_ADDRESS } from './sample-address';

const Cards = styled.div`
  display: grid;
  gap: 1.25rem;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  margin: 1.25rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AddNewAddress = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.625rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 700;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }
`;

/**
 * docs/product.md#address-list (/user-address): the billing card is the retailer's own address from their
 * customer record (edited on the profile page); the shipping card is the seed's sample data.
 */
export default function AddressPage() {
  return (
    <PageQueryClient>
      <AddressBook />
    </PageQueryClient>
  );
}

function AddressBook() {
  const billing = useBillingAddress();
  const noteId = useId();
  return (
    <PageContainer>
      <h1>My Addresses</h1>
      <Cards>
        <AddressCard
          title="Billing Address"
          editTo="/user/profile"
          deleteNoteId={noteId}
          entry={billing.status === 'ready' ? billing.entry : null}
          status={billing.status === 'loading' ? accountNotices.billingLoading : accountNotices.billingFailed}
        />
        <AddressCard
          title="Shipping Address"
          editTo="/user/create-address"
          deleteNoteId={noteId}
          sample
          entry={SAMPLE_SHIPPING_ADDRESS}
        />
      </Cards>
      <Note id={noteId}>{accountNotices.addressesNote}</Note>
      <AddNewAddress to="/user/create-address">Add New Address</AddNewAddress>
    </PageContainer>
  );
}
