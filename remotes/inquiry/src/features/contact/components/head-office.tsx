import styled from 'styled-components';
import { mapEmbedUrl, mapUrl, site } from '@site/contract';
import { VisuallyHidden } from '@site/ui';
import { useWords } from '../../../lib/words';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
`;

const Details = styled.dl`
  display: grid;
  gap: 0.75rem;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  address {
    display: flex;
    flex-direction: column;
    font-style: normal;
    margin-bottom: 0.25rem;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const MapFrame = styled.iframe`
  width: 100%;
  aspect-ratio: 4 / 3;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The head office's email and phone, each a link that writes or calls. */
const DIRECT_CONTACTS = [
  { term: 'form.email', href: `mailto:${site.supportEmail}`, text: site.supportEmail },
  { term: 'form.phone', href: `tel:${site.supportPhoneDial}`, text: site.supportPhone },
] as const;

/** Head office address, email and phone from the site configuration, and its map (docs/product.md#contact). */
export function HeadOffice() {
  const t = useWords();
  return (
    <Aside aria-labelledby="head-office-title">
      <Heading id="head-office-title">{t('contact.headOffice')}</Heading>
      <Details>
        <div>
          <dt>{t('contact.address')}</dt>
          <dd>
            <address>
              {[site.legalName, ...site.headOffice.lines].map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <a href={mapUrl()} target="_blank" rel="noopener noreferrer">
              {t('contact.openInMaps')}
              <VisuallyHidden>{t('contact.newTab')}</VisuallyHidden>
            </a>
          </dd>
        </div>
        {DIRECT_CONTACTS.map(({ term, href, text }) => (
          <div key={term}>
            <dt>{t(term)}</dt>
            <dd>
              <a href={href}>{text}</a>
            </dd>
          </div>
        ))}
      </Details>
      <MapFrame
        src={mapEmbedUrl()}
        title={t('contact.mapTitle', { brand: site.brandName })}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </Aside>
  );
}
