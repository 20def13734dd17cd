import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type Product, productPath } from '../lib/catalog';
import { useUploadedPicture } from '../lib/uploaded-picture';
import { Price } from './price';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    box-shadow 150ms ease,
    transform 150ms ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.imageBackdrop};
  }
`;

const Name = styled.h3`
  font-size: 1.125rem;
  line-height: 1.3;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const Pack = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Footer = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: auto;
`;

interface ProductCardProps {
  product: Product;
  /** Extra copy under the pack size. */
  description?: string;
  /** The card's action (a link or a Buy Now button). */
  action: ReactNode;
  /** Below the fold the image waits until it is about to be seen. */
  lazy?: boolean;
}

/** A product tile: picture, name (linking to the product page), price and the card's action. */
export function ProductCard({ product, description, action, lazy = true }: ProductCardProps) {
  const uploaded = useUploadedPicture(product.picture);
  return (
    <Card aria-labelledby={`${product.id}-name`}>
      <img
        src={uploaded ?? product.image}
        alt={product.imageAlt}
        width={320}
        height={400}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
      />
      <div>
        <Name id={`${product.id}-name`}>
          <Link to={productPath(product)}>
            {product.name} – {product.pack}
          </Link>
        </Name>
        {description && <Pack>{description}</Pack>}
      </div>
      <Footer>
        <Price product={product} />
        {action}
      </Footer>
    </Card>
  );
}
