import styled from 'styled-components';
import type { OrderStatus } from '@site/contract';
import { useSharedText } from '@site/state';

const Badge = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $status }) =>
    $status === 'Cancelled' ? theme.colors.error : $status === 'Delivered' ? theme.colors.success : theme.colors.link};
`;

/**
 * An order's status (Placed … Delivered, or Cancelled) as text, in the page's language (or as `label` names
 * it); the colour only repeats it. Retailers and staff see the same.
 */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label?: string }) {
  const say = useSharedText();
  return <Badge $status={status}>{label ?? say(status)}</Badge>;
}
