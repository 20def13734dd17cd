import type { ReactNode } from 'react';
import { site } from '@site/contract';
import { PageContainer } from '@site/ui';
import styled from 'styled-components';
import { ContactCta } from '../../lib/contact-cta';
import { type Illustration, illustrations } from '../../lib/illustrations';
import { Eyebrow, Lead, PageTitle, SectionTitle, textBesidePicture } from '../../lib/ui';

const Intro = styled.header`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const TwoUp = styled.div`
  display: grid;
  gap: 1.25rem;
  padding: 1.5rem 0;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: 1fr 1fr;
    gap: 2rem;
  }
`;

const Card = styled.section`
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Block = styled.section`
  ${textBesidePicture({ gap: '1rem', columns: '2fr 1fr', wideGap: '2.5rem', imageMaxWidth: '320px' })}

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  p + p {
    margin-top: 0.75rem;
  }
`;

const Timeline = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};

  li + li {
    margin-top: 0.75rem;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    padding: 1rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    text-align: center;
  }

  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    order: -1;
    font-size: 1.5rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.text};
  }

  div {
    display: flex;
    flex-direction: column;
  }
`;

const Glance = styled.section`
  padding: 2rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const facts = [
  { label: 'Tobacco', value: '0%' },
  { label: 'Nicotine', value: '0%' },
  { label: 'Pack sizes', value: '2 g · 4 g' },
  { label: 'Quality system', value: site.qualityStandard },
];

/**
 * One of the page's bordered sections: its title and text, and beside them (on wide screens) a picture, if any.
 * The section is named by its title (`${id}-title`).
 */
function Story({
  id,
  title,
  image,
  children,
}: {
  id: string;
  title: ReactNode;
  image?: Illustration;
  children: ReactNode;
}) {
  return (
    <Block aria-labelledby={`${id}-title`}>
      <div>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {children}
      </div>
      {image && <img src={image.src} alt={image.alt} width={320} height={240} loading="lazy" decoding="async" />}
    </Block>
  );
}

/** About (/about, docs/product.md#about): Vision, Mission, Our Journey So Far, At a Glance, Premium Quality, Packaging, R&D. */
export default function AboutPage() {
  return (
    <PageContainer>
      <Intro>
        <Eyebrow>About us</Eyebrow>
        <PageTitle>The taste of tradition, without the tobacco</PageTitle>
        <Lead>
          {site.legalName} makes {site.productLine}, a betel-nut mouth freshener for people who love the ritual of pan
          masala but want nothing to do with tobacco or nicotine.
        </Lead>
      </Intro>

      <TwoUp>
        <Card aria-labelledby="vision-title">
          <SectionTitle id="vision-title">Vision</SectionTitle>
          <p>
            To be the mouth freshener India trusts: honest about what is inside, free of tobacco and kind to the soil.
          </p>
        </Card>
        <Card aria-labelledby="mission-title">
          <SectionTitle id="mission-title">Mission</SectionTitle>
          <p>
            To make every sachet with clean ingredients, check every batch before it leaves us, and pack it in material
            that returns to nature.
          </p>
        </Card>
      </TwoUp>

      <Story id="journey" title="Our Journey So Far" image={illustrations.ingredients}>
        <Timeline>
          <li>
            <strong>A family recipe.</strong> It began in Ahmedabad with a simple after-meal blend of roasted betelnut,
            cardamom and catechu.
          </li>
          <li>
            <strong>No tobacco, from day one.</strong> We decided early that our blend would never contain tobacco or
            nicotine.
          </li>
          <li>
            <strong>Our own plant.</strong> We moved production into our own facility and certified it to{' '}
            {site.qualityStandard}.
          </li>
          <li>
            <strong>Compostable sachets.</strong> We replaced plastic laminates with compostable film for both packs.
          </li>
        </Timeline>
      </Story>

      <Glance aria-labelledby="glance-title">
        <SectionTitle id="glance-title">At a Glance</SectionTitle>
        <Facts>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
      </Glance>

      <Story id="premium" title="Premium Quality" image={illustrations.quality}>
        <p>
          We choose mature betelnut, sort it by size and colour, and roast it slowly in small lots. Catechu, lime,
          menthol, cardamom and natural flavours are weighed to the recipe for each batch.
        </p>
        <p>
          Every batch is tested for moisture, taste and seal strength before packing, and a batch code on each sachet
          traces it back to the day it was made.
        </p>
      </Story>

      <Story id="packaging" title="Packaging" image={illustrations.packaging}>
        <p>
          Our 2 g and 4 g sachets are made from compostable, biodegradable film that seals in freshness and then breaks
          down in soil. Cartons are recyclable paperboard printed with the statutory warning, as the law requires.
        </p>
      </Story>

      <Story id="research" title="Research & Development">
        <p>
          Our small R&amp;D team tastes, tests and refines the blend, and works with packaging suppliers on thinner,
          fully compostable films. Every change goes through shelf-life and taste trials before it reaches a shop.
        </p>
      </Story>

      <ContactCta
        title="Let’s talk"
        text={`Questions about our products or partnering with us? We reply within ${site.responseBusinessDays} business days.`}
      />
    </PageContainer>
  );
}
