import styled from 'styled-components';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.footerIconBackground};
`;

const GLYPHS: Record<string, string> = {
  Facebook:
    'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.5V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.4H8v3h2.5V21h3z',
  Instagram:
    'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3H8zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17.3 5.8a.9.9 0 110 1.8.9.9 0 010-1.8z',
  X: 'M4 4h4.6l3.7 5.1L16.7 4H19l-5.6 6.5L20 20h-4.6l-4-5.6L6.5 20H4.2l6.1-7L4 4zm3 1.5l9.2 13h1.4L8.5 5.5H7z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z',
};

/** docs/product.md#footer: the four social icons have no targets, so they are named images, not links to nowhere. */
export function SocialIcon({ network }: { network: string }) {
  return (
    <Badge role="img" aria-label={network}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={GLYPHS[network] ?? ''} fillRule="evenodd" />
      </svg>
    </Badge>
  );
}
