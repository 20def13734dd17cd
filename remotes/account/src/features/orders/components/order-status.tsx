import styled from 'styled-components';
import type { OrderStatus as Status } from '@site/contract';

const Badge = styled.span<{ $status: Status }>`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $status }) =>
    $status === 'Cancelled' ? theme.colors.error : $status === 'Delivered' ? theme.colors.success : theme.colors.link};
`;

/** Placed, Confirmed, Dispatched, Delivered or Cancelled, as text (the colour only repeats it). */
export function OrderStatusBadge({ status }: { status: Status }) {
  return <Badge $status={status}>{status}</Badge>;
}
