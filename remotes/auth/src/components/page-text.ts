import styled from 'styled-components';

/** The auth pages' text around their forms; buttons, cards and notices come from @site/ui. */

export const Intro = styled.p`
  margin-bottom: 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SmallPrint = styled.p`
  margin-top: 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A heading that takes focus when its view appears (a wizard step, the widget's end); no ring, as it is no control. */
export const FocusHeading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;

  &:focus {
    outline: none;
  }
`;
