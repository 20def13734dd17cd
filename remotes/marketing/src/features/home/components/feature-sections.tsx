import { site } from '@site/contract';
import styled from 'styled-components';
import { illustrations } from '../../../lib/illustrations';
import { Eyebrow, SectionTitle, textBesidePicture } from '../../../lib/ui';

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
    eyebrow: 'Premium Quality',
    title: 'Chosen nut by nut',
    body: 'We buy mature betelnut from growers we know, then sort, clean and slow-roast it in small lots so every sachet has the same even crunch.',
    points: ['Graded by size and colour before roasting', 'No tobacco, no nicotine, ever'],
    illustration: illustrations.packaging,
  },
  {
    id: 'finest-taste',
    eyebrow: 'Finest Taste',
    title: 'Cool, sweet and a little spicy',
    body: 'Catechu and a pinch of lime give the classic depth; green cardamom and menthol add a clean, cooling finish that stays fresh after meals.',
    points: ['Betelnut, catechu, lime, menthol, cardamom', 'Natural flavours only'],
    illustration: illustrations.ingredients,
  },
  {
    id: 'finest-quality',
    eyebrow: 'Finest Quality',
    title: `Checked batch by batch, certified ${site.qualityStandard}`,
    body: `Our plant runs on an ${site.qualityStandard} quality system. Every batch is tested for moisture, taste and seal strength before it is packed, and the batch code on each sachet traces it back.`,
    points: ['Batch code on every sachet', 'Compostable, biodegradable sachet film'],
    illustration: illustrations.quality,
  },
] as const;

/** Premium Quality, Finest Taste and Finest Quality (docs/product.md#home), alternating sides on wide screens. */
export function FeatureSections() {
  return (
    <>
      {features.map((feature, index) => (
        <Feature key={feature.id} aria-labelledby={`${feature.id}-title`} $reverse={index % 2 === 1}>
          <img
            src={feature.illustration.src}
            alt={feature.illustration.alt}
            width={320}
            height={240}
            loading="lazy"
            decoding="async"
          />
          <div>
            <Eyebrow>{feature.eyebrow}</Eyebrow>
            <SectionTitle id={`${feature.id}-title`}>{feature.title}</SectionTitle>
            <p>{feature.body}</p>
            <ul>
              {feature.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </Feature>
      ))}
    </>
  );
}
