import { useState } from 'react';
import styled from 'styled-components';
import { roundIconControl } from '../../../lib/ui';
import { ChevronIcon } from '@site/ui';
import { useWords } from '../../../lib/words';

export interface GalleryImage {
  src: string;
  alt: string;
}

/** docs/product.md#product-detail: four thumbnails visible at once. */
export const VISIBLE_THUMBNAILS = 4;

const Wrapper = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Main = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.imageBackdrop};
`;

const Strip = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
`;

const Track = styled.ul<{ $offset: number }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(${({ $offset }) => `${-$offset * (100 / VISIBLE_THUMBNAILS)}%`});
  transition: transform 250ms ease;

  li {
    flex: 0 0 ${100 / VISIBLE_THUMBNAILS}%;
    padding: 0.25rem;
  }
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.imageBackdrop};
  overflow: hidden;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.link};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.link};
  }

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
  }
`;

const Arrow = styled.button`
  flex: none;
  ${roundIconControl}

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/**
 * Main picture and a strip of thumbnails (docs/product.md#product-detail): four visible, with scroll arrows only when there
 * are more. Thumbnails scrolled out of view are inert and hidden from assistive technology, so
 * keyboard and screen-reader users meet the same four a sighted user sees.
 */
export function Gallery({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const t = useWords();
  const [selected, setSelected] = useState(0);
  const [offset, setOffset] = useState(0);
  const maxOffset = Math.max(0, images.length - VISIBLE_THUMBNAILS);
  const scrollable = images.length > VISIBLE_THUMBNAILS;
  const current = images[selected] ?? images[0];
  if (!current) return null;

  const isVisible = (index: number) => index >= offset && index < offset + VISIBLE_THUMBNAILS;

  return (
    <Wrapper role="group" aria-roledescription="gallery" aria-label={label}>
      <Main src={current.src} alt={current.alt} width={320} height={400} fetchPriority="high" />
      <Strip>
        {scrollable && (
          <Arrow
            type="button"
            aria-label={t('gallery.previous')}
            disabled={offset === 0}
            onClick={() => setOffset(offset - 1)}
          >
            <ChevronIcon direction="left" />
          </Arrow>
        )}
        <Viewport>
          <Track $offset={offset}>
            {images.map((image, index) => (
              <li key={image.src + index} aria-hidden={!isVisible(index)} inert={!isVisible(index)}>
                <Thumb
                  type="button"
                  aria-label={t('gallery.show', { index: index + 1, total: images.length, alt: image.alt })}
                  aria-current={index === selected}
                  onClick={() => setSelected(index)}
                >
                  <img src={image.src} alt="" width={80} height={80} loading="lazy" decoding="async" />
                </Thumb>
              </li>
            ))}
          </Track>
        </Viewport>
        {scrollable && (
          <Arrow
            type="button"
            aria-label={t('gallery.next')}
            disabled={offset === maxOffset}
            onClick={() => setOffset(offset + 1)}
          >
            <ChevronIcon direction="right" />
          </Arrow>
        )}
      </Strip>
    </Wrapper>
  );
}
