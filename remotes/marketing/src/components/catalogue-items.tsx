import type { WebsiteItem } from '@site/contract';
import { CATALOGUE_READ } from '@site/state';
import { usePageRead } from '@site/state/query';
import { Note } from '@site/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Catalogue } from '../lib/catalog';
import { useWords } from '../lib/words';
import { ReadFailed } from './read-failed';

const Failed = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  margin: 1.5rem 0;
`;

const Pending = styled.p`
  margin: 1.5rem 0;
`;

/**
 * The catalogue read as the product lists show it (rendered with it by the host's server, else read here):
 * its failure with Retry, its loading state, the empty catalogue's note, or `children` with its items.
 */
export function CatalogueItems({ children }: { children: (items: WebsiteItem[]) => ReactNode }) {
  const t = useWords();
  const catalogue = usePageRead<Catalogue>(CATALOGUE_READ);
  if (catalogue.isError) {
    return (
      <Failed>
        <ReadFailed message={t('catalogue.loadFailed')} read={catalogue} />
      </Failed>
    );
  }
  if (catalogue.data === undefined)
    return (
      <Pending role="status" aria-busy="true">
        {t('catalogue.loading')}
      </Pending>
    );
  const items = catalogue.data?.items ?? [];
  if (items.length === 0) return <Note>{t('catalogue.empty')}</Note>;
  return children(items);
}
