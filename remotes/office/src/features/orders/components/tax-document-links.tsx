import styled from 'styled-components';
import { invoicingTexts as t, type OfficeOrder, type TaxDocumentKind } from '@site/contract';
import { getRuntimeConfig } from '@site/state';
import { apiMethodPaths } from '@site/state/api';
import { Button } from '@site/ui';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
`;

/**
 * `download_tax_document` of an order: a PDF the browser downloads itself. A plain link (a top-level GET of the
 * API's own site) carries the staff session cookie; the reply is an attachment named after the number.
 */
export function taxDocumentUrl(name: string, kind: TaxDocumentKind): string {
  const search = new URLSearchParams({ name, kind });
  return `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}/${apiMethodPaths.downloadOrderTaxDocument}?${search}`;
}

/** The order's tax invoice and credit note once issued (at dispatch, at a cancel after it). */
export function TaxDocumentLinks({ order }: { order: OfficeOrder }) {
  const documents = [
    { kind: 'invoice' as const, document: order.invoice, label: t.downloadInvoice, numbered: t.invoiceNumbered },
    {
      kind: 'credit_note' as const,
      document: order.credit_note,
      label: t.downloadCreditNote,
      numbered: t.creditNoteNumbered,
    },
  ].filter((entry) => entry.document);
  if (documents.length === 0) return null;
  return (
    <Links>
      {documents.map(({ kind, document, label, numbered }) => (
        <Button
          key={kind}
          as="a"
          href={taxDocumentUrl(order.name, kind)}
          $variant="outline"
          $size="sm"
          download
          aria-label={`${label}: ${numbered(document!.number)}`}
        >
          {label}
        </Button>
      ))}
    </Links>
  );
}
