import { artwork } from '../assets/artwork';
import type { WordId } from './words';

/** A picture and the id of the words that stand for it. */
export interface Illustration {
  src: string;
  alt: WordId;
}

/** The illustrations the home and about pages set beside their text, each always with the same alt text. */
export const illustrations = {
  ingredients: { src: artwork.ingredients, alt: 'illustration.ingredients' },
  packaging: { src: artwork.packaging, alt: 'illustration.packaging' },
  quality: { src: artwork.quality, alt: 'illustration.quality' },
} as const satisfies Record<string, Illustration>;
