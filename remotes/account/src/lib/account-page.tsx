import type { ReactNode } from 'react';
import { PageQueryClient } from '@site/state/query';
import { PageContainer } from '@site/ui';

/** An account page's frame: the page's own query client, its column and its heading above the content. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageQueryClient>
      <PageContainer>
        <h1>{title}</h1>
        {children}
      </PageContainer>
    </PageQueryClient>
  );
}
