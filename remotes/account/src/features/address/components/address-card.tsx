import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, IconButton } from '@site/ui';
import type { AddressEntry } from '../sample-address';

const Panel = styled(Card).attrs({ as: 'article', $padding: 'sm' })`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;

  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
    margin-right: auto;
  }
`;

const Badge = styled.span`
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const DeleteButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.textMuted};

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.375rem 0.75rem;
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
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
  title: string;
  /** Where the edit action leads. */
  editTo: string;
  /** Why deleting is not available (the id of a visible note). */
  deleteNoteId: string;
  sample?: boolean;
  /** The address, or a short status line while it loads or when it could not be loaded. */
  entry: AddressEntry | null;
  status?: ReactNode;
}

/**
 * One address card (docs/product.md#address-list): name, address, email and phone with edit and delete actions. Delete is
 * shown but marked unavailable: no call to delete an address exists.
 */
export function AddressCard({ title, editTo, deleteNoteId, sample = false, entry, status }: AddressCardProps) {
  const titleId = useId();
  const lowerTitle = title.toLowerCase();
  return (
    <Panel aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {sample && <Badge>Sample</Badge>}
        <IconButton as={Link} to={editTo} aria-label={`Edit ${lowerTitle}`}>
          <PencilIcon />
        </IconButton>
        <DeleteButton
          type="button"
          aria-label={`Delete ${lowerTitle}`}
          aria-disabled="true"
          aria-describedby={deleteNoteId}
        >
          <TrashIcon />
        </DeleteButton>
      </Header>
      {entry ? (
        <Details>
          <dt>Name</dt>
          <dd>{entry.name}</dd>
          <dt>Address</dt>
          <dd>{entry.address}</dd>
          <dt>Email</dt>
          <dd>{entry.email}</dd>
          <dt>Phone</dt>
          <dd>{entry.phone}</dd>
        </Details>
      ) : (
        <p role="status">{status}</p>
      )}
    </Panel>
  );
}
