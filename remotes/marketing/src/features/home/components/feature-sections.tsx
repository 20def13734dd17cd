import { site } from '@site/contract';
import styled from 'styled-components';
import { artwork } from '../../../assets/artwork';
import { Eyebrow, SectionTitle } from '../../../lib/ui';

const Feature = styled.section<{ $reverse: boolean }>`
  display: grid;
  gap: 1.25rem;
  align-items: center;
  padding: 2rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: 1fr 1fr;
    gap: 3rem;

    img {
      order: ${({ $reverse }) => ($reverse ? 1 : 0)};
    }
  }

  img {
    width: 100%;
    max-width: 420px;
    height: auto;
    justify-self: center;
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
    image: artwork.packaging,
    alt: 'A leaf with a recycling arrow: our sachets are compostable',
  },
  {
    id: 'finest-taste',
    eyebrow: 'Finest Taste',
    title: 'Cool, sweet and a little spicy',
    body: 'Catechu and a pinch of lime give the classic depth; green cardamom and menthol add a clean, cooling finish that stays fresh after meals.',
    points: ['Betelnut, catechu, lime, menthol, cardamom', 'Natural flavours only'],
    image: artwork.ingredients,
    alt: 'Betel leaf, betelnut, cardamom pods, mint and lime',
  },
  {
    id: 'finest-quality',
    eyebrow: 'Finest Quality',
    title: `Checked batch by batch, certified ${site.qualityStandard}`,
    body: `Our plant runs on an ${site.qualityStandard} quality system. Every batch is tested for moisture, taste and seal strength before it is packed, and the batch code on each sachet traces it back.`,
    points: ['Batch code on every sachet', 'Compostable, biodegradable sachet film'],
    image: artwork.quality,
    alt: `${site.qualityStandard} quality seal with a check mark`,
  },
] as const;

/** Premium Quality, Finest Taste and Finest Quality (docs/product.md#home), alternating sides on wide screens. */
export function FeatureSections() {
  return (
    <>
      {features.map((feature, index) => (
        <Feature key={feature.id} aria-labelledby={`${feature.id}-title`} $reverse={index % 2 === 1}>
          <img src={feature.image} alt={feature.alt} width={320} height={240} loading="lazy" decoding="async" />
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
