import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Product } from '../lib/catalog';
import { ProductCard } from './product-card';

const List = styled.ul`
  display: grid;
  padding: 0;
  list-style: none;
`;

interface ProductGridProps<P extends Product> {
  products: readonly P[];
  /** The action of a product's card (a link or a Buy Now button). */
  actionOf: (product: P) => ReactNode;
  /** Extra copy under a product's pack size, if any. */
  descriptionOf?: (product: P) => string;
  /** Columns, gaps and margins: each page lays the grid out its own way, through `styled(ProductGrid)`. */
  className?: string;
  /** Whether the pictures wait until they are about to be seen (below the fold: the default). */
  lazy?: boolean;
}

/** Product cards in a grid, a list item each. */
export function ProductGrid<P extends Product>({
  products,
  actionOf,
  descriptionOf,
  className,
  lazy,
}: ProductGridProps<P>) {
  return (
    <List className={className}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            description={descriptionOf?.(product)}
            action={actionOf(product)}
            lazy={lazy}
          />
        </li>
      ))}
    </List>
  );
}
