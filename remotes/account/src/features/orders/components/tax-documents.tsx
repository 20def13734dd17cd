import { useState } from 'react';
import styled from 'styled-components';
import {
  invoicingMethodPaths,
  type SalesOrder,
  type TaxDocumentKind,
  taxDocumentFileName,
  type TaxDocumentRef,
} from '@site/contract';
import { authorizationHeader, getRuntimeConfig } from '@site/state';
import { apiClient } from '@site/state/api';
import { Button, ButtonRow, Notice } from '@site/ui';
import { useWords } from '../../../lib/words';

const Documents = styled.section`
  margin: 1rem 0;
`;

/** Hands the browser a file it fetched as a download under `fileName`. */
function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The order's PDF, fetched with the retailer's token (a plain link could not carry it): resolves once the
 * browser has been handed the file; rejects when the server did not send it.
 */
export async function downloadTaxDocument(name: string, kind: TaxDocumentKind, document: TaxDocumentRef) {
  const authorization = authorizationHeader();
  const reply = await apiClient.request<Blob>({
    method: 'GET',
    url: `${getRuntimeConfig().apiBase}/${invoicingMethodPaths.downloadTaxDocument}`,
    params: { name, kind },
    headers: authorization ? { Authorization: authorization } : {},
    responseType: 'blob',
  });
  if (reply.status !== 200) throw new Error(`${invoicingMethodPaths.downloadTaxDocument} answered ${reply.status}`);
  saveAs(reply.data, taxDocumentFileName(document.number));
}

/** The order's tax invoice and credit note, once issued (docs/decisions/0019), each a PDF to download. */
export function TaxDocuments({ order }: { order: SalesOrder }) {
  const t = useWords();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const documents = (
    [
      ['invoice', order.invoice, t('order.downloadInvoice'), 'order.invoiceNumbered'],
      ['credit_note', order.credit_note, t('order.downloadCreditNote'), 'order.creditNoteNumbered'],
    ] as const
  ).filter((entry): entry is typeof entry & { 1: TaxDocumentRef } => Boolean(entry[1]));
  if (documents.length === 0) return null;

  async function download(kind: TaxDocumentKind, document: TaxDocumentRef) {
    setBusy(true);
    setFailed(false);
    try {
      await downloadTaxDocument(order.name, kind, document);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Documents aria-label={t('order.documents')}>
      <ButtonRow>
        {documents.map(([kind, document, label, numbered]) => (
          <Button
            key={kind}
            type="button"
            $variant="outline"
            $size="sm"
            disabled={busy}
            aria-label={t('order.documentLabel', { label, numbered: t(numbered, { number: document.number }) })}
            onClick={() => void download(kind, document)}
          >
            {label}
          </Button>
        ))}
      </ButtonRow>
      {failed && <Notice role="alert">{t('order.downloadFailed')}</Notice>}
    </Documents>
  );
}
