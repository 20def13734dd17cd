import { site } from '@site/contract';
import { artwork } from '../assets/artwork';

/** A picture and the text that stands for it. */
export interface Illustration {
  src: string;
  alt: string;
}

/** The illustrations the home and about pages set beside their text, each always with the same alt text. */
export const illustrations = {
  ingredients: { src: artwork.ingredients, alt: 'Betel leaf, betelnut, cardamom pods, mint and lime' },
  packaging: { src: artwork.packaging, alt: 'A leaf with a recycling arrow: our sachets are compostable' },
  quality: { src: artwork.quality, alt: `${site.qualityStandard} quality seal with a check mark` },
} as const satisfies Record<string, Illustration>;
