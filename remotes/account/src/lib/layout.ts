import styled from 'styled-components';

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
