import styled from 'styled-components';

/**
 * Items in a row (or, with `$column`, one under another) with a gap between: a price over its Remove
 * button, a stepper beside its Add to Cart, a form's Back and Next. Unset props keep CSS's own defaults.
 */
export const Flex = styled.div<{
  $gap: '0.5rem' | '0.75rem' | '1rem';
  $column?: boolean;
  $wrap?: boolean;
  $align?: 'flex-start' | 'center' | 'flex-end';
  $justify?: 'space-between';
}>`
  display: flex;
  flex-direction: ${({ $column }) => ($column ? 'column' : 'row')};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'normal' }) => $align};
  justify-content: ${({ $justify = 'normal' }) => $justify};
  gap: ${({ $gap }) => $gap};
`;

/** A bulleted list (or, `as="ol"`, a numbered one) indented a little, its items `$spacing` apart. */
export const SpacedList = styled.ul<{ $spacing: '0.25rem' | '0.5rem' }>`
  margin: 0;
  padding-left: 1.25rem;

  li + li {
    margin-top: ${({ $spacing }) => $spacing};
  }
`;

/** Terms beside their values in two columns at every width: an order's facts, an address's details, a retailer's profile. */
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

/** A row of action buttons (or, `as="nav"`, a pager), wrapping on a phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/** Blocks one under another (a form's fields, a card's parts); a wide table in one scrolls in its own box. */
export const Stack = styled.div`
  display: grid;
  gap: 1.25rem;

  /* No block may grow the column past a phone's width. */
  & > * {
    min-width: 0;
  }
`;

/** A page's column for one short form (log in, a code, the office's sign-in): it reads best narrow. */
export const NarrowColumn = styled.div`
  max-width: 30rem;
  margin: 0 auto;
`;
