import styled from 'styled-components';
import { Card } from '@site/ui';

/** Cards side by side from md on, stacked on a phone. */
export const CardGrid = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-top: 1rem;

  & > * {
    min-width: 0;
  }

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** A filter bar of a list: its fields side by side as space allows. */
export const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
  margin-bottom: 1rem;

  & > div {
    display: grid;
    gap: 0.25rem;
  }

  label {
    font-weight: 600;
  }
`;

/** A card that opens with its heading (an order's lines, a retailer's profile, a form): the heading set apart. */
export const Panel = styled(Card).attrs({ $padding: 'md' })`
  & > :is(h2, h3):first-child {
    margin-bottom: 1rem;
  }
`;
