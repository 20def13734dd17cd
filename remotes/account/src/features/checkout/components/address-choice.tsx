import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Address } from '@site/contract';
import { Button, Card, Notice } from '@site/ui';
import { AddressLines } from '../../../lib/order-summary';
import { useWords } from '../../../lib/words';

const Options = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1rem;
  padding: 0;
  border: none;
`;

const Option = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.link};
    border-width: 2px;
  }

  input {
    margin-top: 0.25rem;
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
`;

const Kind = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** The shipping address of the order, picked from the address book (docs/product.md#checkout). */
export function AddressChoice({
  addresses,
  chosen,
  onChoose,
  saving,
  failed,
}: {
  addresses: readonly Address[];
  /** The cart's shipping address name. */
  chosen: string | null;
  onChoose: (addressName: string) => void;
  saving: boolean;
  failed: boolean;
}) {
  const t = useWords();
  const titleId = useId();

  return (
    <Card as="section" $padding="md" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('checkout.shippingAddress')}</h2>
      <Options aria-labelledby={titleId} disabled={saving}>
        {addresses.map((address) => (
          <Option key={address.name}>
            <input
              type="radio"
              name="shipping-address"
              value={address.name}
              checked={chosen === address.name}
              onChange={() => onChoose(address.name)}
            />
            <span>
              <AddressLines address={address} />
              <Kind>{address.address_type === 'Billing' ? t('checkout.billingKind') : t('checkout.shippingKind')}</Kind>
            </span>
          </Option>
        ))}
      </Options>
      {failed && <Notice role="alert">{t('checkout.addressNotChanged')}</Notice>}
      <Button as={Link} to="/user/create-address" state={{ returnTo: '/checkout' }} $variant="outline" $size="sm">
        {t('checkout.addNewAddress')}
      </Button>
    </Card>
  );
}
