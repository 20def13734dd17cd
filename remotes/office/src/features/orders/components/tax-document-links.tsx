import styled from 'styled-components';
import { invoicingTexts as t, type OfficeOrder, type TaxDocumentKind } from '@site/contract';
import { Button } from '@site/ui';
import { officeDownloadUrl } from '../../../lib/api-client';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
`;

/** `download_tax_document` of an order: a PDF named after its number, downloaded from a plain link. */
export const taxDocumentUrl = (name: string, kind: TaxDocumentKind) =>
  officeDownloadUrl('downloadOrderTaxDocument', { name, kind });

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
