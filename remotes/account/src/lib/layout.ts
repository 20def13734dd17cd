import styled from 'styled-components';

/** Terms beside their values in two columns at every width: an order's facts, checkout's terms, an address's details. */
export const TermList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1rem;
  margin: 0;

  dd {
    margin: 0;
  }
`;

/** A page's two cards side by side from md on, each taking its share of the width (`$shares`), stacked below it. */
export const CardColumns = styled.div<{ $shares: readonly [number, number] }>`
  display: grid;
  gap: 1.5rem;
  margin-top: 1rem;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: ${({ $shares: [first, second] }) => `minmax(0, ${first}fr) minmax(0, ${second}fr)`};
    align-items: start;
  }
`;

/** A row of action buttons, wrapping on a phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
