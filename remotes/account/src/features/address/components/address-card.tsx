import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Address } from '@site/contract';
import { Card, IconButton, TermList } from '@site/ui';
import { addressLine, phoneOf } from '../../../lib/address-book';
import { useWords } from '../../../lib/words';

const Panel = styled(Card).attrs({ as: 'article', $padding: 'sm' })`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.125rem;
    margin-right: auto;
    overflow-wrap: anywhere;
  }
`;

export const Badge = styled.span`
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.action};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const DeleteButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.textMuted};

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Details = styled(TermList)`
  gap: 0.375rem 0.75rem;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    overflow-wrap: anywhere;
  }
`;

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zM20.7 7.04a1 1 0 0 0 0-1.41l-2.33-2.33a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z"
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />
    </svg>
  );
}

interface AddressCardProps {
  address: Address;
  /** The edit action's link and the delete action's name, e.g. "billing address" or the shop name. */
  label: string;
  editTo: string;
  /** Asks to delete; without it delete is shown but unavailable, explained by the element `deleteNoteId`. */
  onDelete?: () => void;
  deleteNoteId?: string;
  /** Beside the title: the Default mark or the Make default action. */
  marks?: ReactNode;
}

/**
 * One address card (docs/product.md#address-list): the spec's name, address, email and phone with the
 * edit and delete icon actions. Name is the address's shop name; the customer record has no e-mail.
 */
export function AddressCard({ address, label, editTo, onDelete, deleteNoteId, marks }: AddressCardProps) {
  const t = useWords();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <Header>
        <h3 id={titleId}>{address.address_title}</h3>
        {marks}
        <IconButton as={Link} to={editTo} aria-label={t('address.edit', { label })}>
          <PencilIcon />
        </IconButton>
        {onDelete ? (
          <DeleteButton type="button" aria-label={t('address.deleteLabel', { label })} onClick={onDelete}>
            <TrashIcon />
          </DeleteButton>
        ) : (
          <DeleteButton
            type="button"
            aria-label={t('address.deleteLabel', { label })}
            aria-disabled="true"
            aria-describedby={deleteNoteId}
          >
            <TrashIcon />
          </DeleteButton>
        )}
      </Header>
      <Details>
        <dt>{t('address.name')}</dt>
        <dd>{address.address_title}</dd>
        <dt>{t('address.address')}</dt>
        <dd>{addressLine(address)}</dd>
        <dt>{t('address.email')}</dt>
        <dd>{t('address.noEmail')}</dd>
        <dt>{t('address.phone')}</dt>
        <dd>{phoneOf(address)}</dd>
      </Details>
    </Panel>
  );
}
