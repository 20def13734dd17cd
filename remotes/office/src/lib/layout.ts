import styled from 'styled-components';
import { Card } from '@site/ui';

/** The sign-in and enrolment pages' column: a form reads best narrow. */
export const NarrowColumn = styled.div`
  max-width: 28rem;
`;

/** Blocks of a form or a card one under another. */
export const Stack = styled.div`
  display: grid;
  gap: 1.25rem;

  /* A wide table scrolls inside its own box: no block may grow the page past a phone's width. */
  & > * {
    min-width: 0;
  }
`;

/** Terms beside their values: an order's facts, a retailer's profile. */
export const TermList = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: 0.5rem 1rem;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A row of action buttons, wrapping on a phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

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

/**
 * A wide table that scrolls sideways inside its own box on a phone, never the page; a Tab stop, so that
 * keyboard users can scroll it too.
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  /* The containing block of visually hidden text in its cells, which is then clipped with the rest. */
  position: relative;
  overflow-x: auto;
  margin: 1rem 0;

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }

  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    white-space: nowrap;
  }

  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A card that opens with its heading (an order's lines, a retailer's profile, a form): the heading set apart. */
export const Panel = styled(Card).attrs({ $padding: 'md' })`
  & > :is(h2, h3):first-child {
    margin-bottom: 1rem;
  }
`;
