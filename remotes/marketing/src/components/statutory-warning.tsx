import { DEFAULT_LANGUAGE, site } from '@site/contract';
import { useLanguage } from '@site/state';
import styled from 'styled-components';
import { useWords } from '../lib/words';

/**
 * The statement FSS (Labelling and Display) Regulations 2020 require wherever pan masala is shown:
 * bold capitals in a boxed band, high contrast in both themes, never shrunk below body size.
 */
const Warning = styled.p`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  line-height: 1.35;
  text-align: center;
  text-transform: uppercase;
`;

const Line = styled.span`
  display: block;

  /* Spacing letters apart breaks the joined letters of Indian scripts. */
  &:not(:lang(en)) {
    letter-spacing: normal;
  }
`;

/** The warning in English, as the law words it, and on a page in another language in that language too. */
export function StatutoryWarning({ className }: { className?: string }) {
  const t = useWords();
  const language = useLanguage();
  return (
    <Warning className={className} role="note" aria-label={t('warning.label')}>
      {language === DEFAULT_LANGUAGE ? (
        site.statutoryWarning
      ) : (
        <>
          <Line lang={DEFAULT_LANGUAGE}>{site.statutoryWarning}</Line>
          <Line lang={language}>{t('warning.statutory')}</Line>
        </>
      )}
    </Warning>
  );
}
