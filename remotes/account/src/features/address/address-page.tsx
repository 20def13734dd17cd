import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageQueryClient } from '@site/state/query';
import { Button, Note, PageContainer, TwoColumnGrid } from '@site/ui';
import { accountNotices } from '../../lib/notices';
import { AddressCard } from './components/address-card';
import { useBillingAddress } from './hooks/use-billing-address';
import { SAMPLE_SHIPPING_ADDRESS } from './sample-address';

const PageNote = styled(Note)`
  margin: 1.25rem 0;
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
      <TwoColumnGrid>
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
      </TwoColumnGrid>
      <PageNote id={noteId}>{accountNotices.addressesNote}</PageNote>
      <Button as={Link} to="/user/create-address" $variant="primary" $size="sm">
        Add New Address
      </Button>
    </PageContainer>
  );
}
