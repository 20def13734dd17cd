import type { ReactNode } from 'react';
import { site } from '@site/contract';
import { richText } from '@site/state';
import { PageContainer } from '@site/ui';
import styled from 'styled-components';
import { ContactCta } from '../../lib/contact-cta';
import { type Illustration, illustrations } from '../../lib/illustrations';
import { Eyebrow, Lead, PageTitle, SectionTitle, textBesidePicture } from '../../lib/ui';
import { siteFacts, useWords } from '../../lib/words';

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
  const t = useWords();
  return (
    <Block aria-labelledby={`${id}-title`}>
      <div>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {children}
      </div>
      {image && (
        <img src={image.src} alt={t(image.alt, siteFacts)} width={320} height={240} loading="lazy" decoding="async" />
      )}
    </Block>
  );
}

/** A milestone of the journey: its name in bold, then what happened. */
const bold = { b: (text: string) => <strong>{text}</strong> };

/** About (/about, docs/product.md#about): Vision, Mission, Our Journey So Far, At a Glance, Premium Quality, Packaging, R&D. */
export default function AboutPage() {
  const t = useWords();
  const facts = [
    { label: t('about.glance.tobacco'), value: '0%' },
    { label: t('about.glance.nicotine'), value: '0%' },
    { label: t('about.glance.packSizes'), value: t('about.glance.packSizesValue') },
    { label: t('about.glance.qualitySystem'), value: site.qualityStandard },
  ];
  return (
    <PageContainer>
      <Intro>
        <Eyebrow>{t('common.aboutUs')}</Eyebrow>
        <PageTitle>{t('about.title')}</PageTitle>
        <Lead>{t('about.lead', siteFacts)}</Lead>
      </Intro>

      <TwoUp>
        <Card aria-labelledby="vision-title">
          <SectionTitle id="vision-title">{t('about.vision.title')}</SectionTitle>
          <p>{t('about.vision.text')}</p>
        </Card>
        <Card aria-labelledby="mission-title">
          <SectionTitle id="mission-title">{t('about.mission.title')}</SectionTitle>
          <p>{t('about.mission.text')}</p>
        </Card>
      </TwoUp>

      <Story id="journey" title={t('about.journey.title')} image={illustrations.ingredients}>
        <Timeline>
          <li>{richText(t('about.journey.recipe'), bold)}</li>
          <li>{richText(t('about.journey.noTobacco'), bold)}</li>
          <li>{richText(t('about.journey.plant', siteFacts), bold)}</li>
          <li>{richText(t('about.journey.sachets'), bold)}</li>
        </Timeline>
      </Story>

      <Glance aria-labelledby="glance-title">
        <SectionTitle id="glance-title">{t('about.glance.title')}</SectionTitle>
        <Facts>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
      </Glance>

      <Story id="premium" title={t('about.premium.title')} image={illustrations.quality}>
        <p>{t('about.premium.text1')}</p>
        <p>{t('about.premium.text2')}</p>
      </Story>

      <Story id="packaging" title={t('about.packaging.title')} image={illustrations.packaging}>
        <p>{t('about.packaging.text')}</p>
      </Story>

      <Story id="research" title={t('about.research.title')}>
        <p>{t('about.research.text')}</p>
      </Story>

      <ContactCta title={t('about.contact.title')} text={t('about.contact.text', siteFacts)} />
    </PageContainer>
  );
}
