import styled from 'styled-components';
import { mapEmbedUrl, mapUrl, site } from '@site/contract';
import { VisuallyHidden } from '@site/ui';

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
  { term: 'Email', href: `mailto:${site.supportEmail}`, text: site.supportEmail },
  { term: 'Phone', href: `tel:${site.supportPhoneDial}`, text: site.supportPhone },
];

/** Head office address, email and phone from the site configuration, and its map (docs/product.md#contact). */
export function HeadOffice() {
  return (
    <Aside aria-labelledby="head-office-title">
      <Heading id="head-office-title">Head Office</Heading>
      <Details>
        <div>
          <dt>Address</dt>
          <dd>
            <address>
              {[site.legalName, ...site.headOffice.lines].map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <a href={mapUrl()} target="_blank" rel="noopener noreferrer">
              Open in Google Maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </dd>
        </div>
        {DIRECT_CONTACTS.map(({ term, href, text }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              <a href={href}>{text}</a>
            </dd>
          </div>
        ))}
      </Details>
      <MapFrame
        src={mapEmbedUrl()}
        title={`Map of the ${site.brandName} head office`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </Aside>
  );
}
