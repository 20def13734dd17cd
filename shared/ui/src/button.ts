import styled, { css } from 'styled-components';

/**
 * The site's buttons: one look in three colourings and four sizes, so no remote keeps its own.
 * A link that looks like a button is the same component with `as={Link}` (or `as="a"`).
 */
export type ButtonVariant = 'solid' | 'primary' | 'outline';
export type ButtonSize = 'md' | 'sm' | 'lg' | 'pill';

export interface ButtonStyleProps {
  /** solid (default): the action blue; primary: the theme's primary; outline: the link colour on no fill. */
  $variant?: ButtonVariant;
  /**
   * md (default): a form's action, at least 8rem wide; sm: snug, content and icon side by side (account);
   * lg: roomier, a progress cursor while disabled for sending (inquiries); pill: a call to action (marketing).
   */
  $size?: ButtonSize;
}

const inlineFlex = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  text-decoration: none;
`;

const sizes = {
  md: css`
    min-height: 2.75rem;
    min-width: 8rem;
    padding: 0.625rem 1.5rem;
    border-width: 2px;
  `,
  sm: css`
    ${inlineFlex}
    min-height: 2.75rem;
    padding: 0.625rem 1.25rem;
    border-width: 1px;
  `,
  lg: css`
    min-width: 9rem;
    padding: 0.75rem 1.5rem;
    border-width: 0;

    &:disabled {
      cursor: progress;
      opacity: 0.75;
    }
  `,
  pill: css`
    ${inlineFlex}
    min-height: 44px;
    padding: 0.625rem 1.5rem;
    border-width: 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: 1rem;
    transition:
      background-color 150ms ease,
      transform 150ms ease;

    &:active {
      transform: translateY(1px);
    }
  `,
} satisfies Record<ButtonSize, ReturnType<typeof css>>;

const variants = {
  solid: css`
    border-color: transparent;
    background: ${({ theme }) => theme.colors.action};
    color: ${({ theme }) => theme.colors.primaryContrast};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.actionHover};
    }
  `,
  primary: css`
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  `,
  outline: css`
    border-color: ${({ theme }) => theme.colors.link};
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

const buttonStyles = css<ButtonStyleProps>`
  border-style: solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'solid' }) => variants[$variant]}
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A button that reads like a link (Resend OTP, Try again). */
export const LinkButton = styled.button`
  padding: 0;
  min-height: 2.75rem;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
  text-decoration: underline;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * A round button holding an icon (edit, delete, close): a 2.75rem touch target, outlined in the border
 * colour, the icon in the link colour. Restyle the colours with styled(IconButton); a link is `as={Link}`.
 */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.link};

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }
`;
