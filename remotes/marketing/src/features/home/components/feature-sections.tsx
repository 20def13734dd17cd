import styled from 'styled-components';
import { type Illustration, illustrations } from '../../../lib/illustrations';
import { Eyebrow, SectionTitle, textBesidePicture } from '../../../lib/ui';
import { siteFacts, useWords, type WordId } from '../../../lib/words';

const Feature = styled.section<{ $reverse: boolean }>`
  ${textBesidePicture({ gap: '1.25rem', columns: '1fr 1fr', wideGap: '3rem', imageMaxWidth: '420px' })}

  @media ${({ theme }) => theme.breakpoints.md} {
    img {
      order: ${({ $reverse }) => ($reverse ? 1 : 0)};
    }
  }

  ul {
    margin: 0.75rem 0 0;
    padding-left: 1.25rem;
  }

  p,
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const features = [
  {
    id: 'premium-quality',
    eyebrow: 'home.premium.eyebrow',
    title: 'home.premium.title',
    body: 'home.premium.body',
    points: ['home.premium.point1', 'home.premium.point2'],
    illustration: illustrations.packaging,
  },
  {
    id: 'finest-taste',
    eyebrow: 'home.taste.eyebrow',
    title: 'home.taste.title',
    body: 'home.taste.body',
    points: ['home.taste.point1', 'home.taste.point2'],
    illustration: illustrations.ingredients,
  },
  {
    id: 'finest-quality',
    eyebrow: 'home.quality.eyebrow',
    title: 'home.quality.title',
    body: 'home.quality.body',
    points: ['home.quality.point1', 'home.quality.point2'],
    illustration: illustrations.quality,
  },
] as const satisfies readonly {
  id: string;
  eyebrow: WordId;
  title: WordId;
  body: WordId;
  points: readonly WordId[];
  illustration: Illustration;
}[];

/** Premium Quality, Finest Taste and Finest Quality (docs/product.md#home), alternating sides on wide screens. */
export function FeatureSections() {
  const t = useWords();
  return (
    <>
      {features.map((feature, index) => (
        <Feature key={feature.id} aria-labelledby={`${feature.id}-title`} $reverse={index % 2 === 1}>
          <img
            src={feature.illustration.src}
            alt={t(feature.illustration.alt, siteFacts)}
            width={320}
            height={240}
            loading="lazy"
            decoding="async"
          />
          <div>
            <Eyebrow>{t(feature.eyebrow)}</Eyebrow>
            <SectionTitle id={`${feature.id}-title`}>{t(feature.title, siteFacts)}</SectionTitle>
            <p>{t(feature.body, siteFacts)}</p>
            <ul>
              {feature.points.map((point) => (
                <li key={point}>{t(point)}</li>
              ))}
            </ul>
          </div>
        </Feature>
      ))}
    </>
  );
}
