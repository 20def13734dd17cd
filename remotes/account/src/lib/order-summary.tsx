import { Fragment, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import {
  type CustomerAddress,
  formatIndianDate,
  formatIndianMoment,
  type OrderStatus,
  toInputTime,
  type Totals,
  type TotalsRow,
  totalsRows,
} from '@site/contract';
import { formatRupees, percentText } from '@site/contract/money';
import { useLanguage, useSharedText } from '@site/state';
import { VisuallyHidden } from '@site/ui';
import { usePackLabel, useWords } from './words';

/**
 * The lines and figures of a cart under review and of an order as placed (docs/product.md#checkout,
 * docs/product.md#order): the browser shows the server's figures, it never computes one.
 */

export interface SummaryLine {
  item_code: string;
  item_name: string;
  pack_size: number;
  qty: number;
  rate_paise: number;
  amount_paise: number;
  /** The taxable value and GST contained in the line (null or absent: an order placed before prices included GST). */
  taxable_paise?: number | null;
  gst_paise?: number | null;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 0.5rem 0.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  .number {
    text-align: right;
    white-space: nowrap;
  }

  /* At 375 px the rate column goes: quantity and amount say enough. */
  .rate {
    display: none;
  }

  @media ${({ theme }) => theme.breakpoints.sm} {
    .rate {
      display: table-cell;
    }
  }
`;

const Pack = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** A column of figures: its heading, a line's cell, and its class (`rate`: it goes at 375 px), header and rows alike. */
interface FigureColumn {
  name: string;
  heading: string;
  className: 'number' | 'number rate';
  cell: (line: SummaryLine) => ReactNode;
}

export function OrderLines({ lines, caption }: { lines: readonly SummaryLine[]; caption: string }) {
  const t = useWords();
  const packLabel = usePackLabel();
  const rupees = useRupees();
  const withTax = lines.length > 0 && lines.every((line) => typeof line.taxable_paise === 'number');
  const figures: FigureColumn[] = [
    { name: 'qty', heading: t('lines.qty'), className: 'number', cell: (line) => line.qty },
    { name: 'rate', heading: t('lines.rate'), className: 'number rate', cell: (line) => rupees(line.rate_paise) },
    { name: 'amount', heading: t('lines.amount'), className: 'number', cell: (line) => rupees(line.amount_paise) },
  ];
  if (withTax)
    figures.push(
      {
        name: 'taxable',
        heading: t('lines.taxable'),
        className: 'number rate',
        cell: (line) => rupees(line.taxable_paise ?? 0),
      },
      { name: 'gst', heading: t('lines.gst'), className: 'number rate', cell: (line) => rupees(line.gst_paise ?? 0) },
    );
  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('lines.item')}</th>
          {figures.map((column) => (
            <th key={column.name} scope="col" className={column.className}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.item_code}>
            <td>
              {line.item_name}
              <Pack>{packLabel(line.pack_size)}</Pack>
            </td>
            {figures.map((column) => (
              <td key={column.name} className={column.className}>
                {column.cell(line)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Terms beside their amounts, right-aligned: the cart's totals and an order's. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .saving {
    color: ${({ theme }) => theme.colors.success};
  }

  .grand {
    padding-top: 0.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
    font-size: 1.0625rem;
  }

  .included {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Above the taxable value and GST: they are inside the grand total, not added to it. */
const Included = styled.p`
  margin: 0.75rem 0 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The figures of a cart or an order as the server priced them (`totalsRows`): subtotal, scheme discount,
 * the grand total that is paid, and the taxable value and GST contained in it, with the rate.
 */
export function TotalsFigures({ totals, schemeTitle }: { totals: Totals; schemeTitle: string | null }) {
  const labelOf = useTotalsLabel(totals, schemeTitle);
  const rupees = useRupees();
  const rows = totalsRows(totals, schemeTitle);
  const heading = rows.findIndex((row) => row.kind === 'heading');
  const list = (part: readonly TotalsRow[]) => (
    <Figures>
      {part.map((row) => (
        <Fragment key={row.key}>
          <dt className={row.kind}>{labelOf(row)}</dt>
          <dd className={row.kind}>{rupees(row.paise ?? 0)}</dd>
        </Fragment>
      ))}
    </Figures>
  );
  if (heading < 0) return list(rows);
  return (
    <>
      {list(rows.slice(0, heading))}
      <Included>{labelOf(rows[heading]!)}</Included>
      {list(rows.slice(heading + 1))}
    </>
  );
}

/** An order's (or a reviewed cart's) totals under a heading of their own. */
export function OrderTotals({
  totals,
  schemeTitle,
  headingLevel = 2,
}: {
  totals: Totals;
  schemeTitle: string | null;
  headingLevel?: 2 | 3;
}) {
  const t = useWords();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>{t('totals.orderTotals')}</Heading>
      <TotalsFigures totals={totals} schemeTitle={schemeTitle} />
    </section>
  );
}

/** The profile's preferred delivery time, `10:00 to 17:30`. */
export function useDeliveryWindowText(): (from: string, to: string) => string {
  const t = useWords();
  return (from, to) => t('lines.deliveryWindow', { from: toInputTime(from), to: toInputTime(to) });
}

/** An address as a few lines of text. */
export function AddressLines({ address }: { address: CustomerAddress & { address_title: string } }) {
  return (
    <>
      <strong>{address.address_title}</strong>
      <br />
      {address.address_line1}
      {address.address_line2 ? `, ${address.address_line2}` : ''}
      <br />
      {address.city}, {address.state} {address.pincode}
    </>
  );
}

/** Amounts in the page's language: `₹1,23,456.50`. */
export function useRupees(): (paise: number) => string {
  const language = useLanguage();
  return (paise) => formatRupees(paise, language);
}

/** An order's date (`23 Nov 2026`) and when its status changed (`23 Nov 2026, 12:00 pm`), in India's time. */
export function useOrderDates() {
  const language = useLanguage();
  return {
    date: (isoDate: string) => formatIndianDate(isoDate, language),
    moment: (isoTime: string) => formatIndianMoment(isoTime, language),
  };
}

/** A row of `totalsRows` labelled in the page's language (the contract's rows carry the English). */
function useTotalsLabel(totals: Totals, schemeTitle: string | null): (row: TotalsRow) => string {
  const t = useWords();
  const half = { rate: percentText(totals.gst_basis_points / 2) };
  const whole = { rate: percentText(totals.gst_basis_points) };
  const labels: Record<string, () => string> = {
    subtotal: () => t('totals.subtotal', { count: totals.total_qty }),
    discount: () => (schemeTitle ? t('totals.schemeDiscountOf', { scheme: schemeTitle }) : t('totals.schemeDiscount')),
    grand: () => t('totals.grandTotal'),
    included: () => t('totals.included'),
    taxable: () => t('totals.taxableValue'),
    cgst: () => t('totals.cgst', half),
    sgst: () => t('totals.sgst', half),
    igst: () => t('totals.igst', whole),
  };
  return (row) => {
    const label = labels[row.key]?.() ?? row.label;
    // An order placed while GST was added on top: its tax rows say so.
    const added = row.kind === 'plain' && ['cgst', 'sgst', 'igst'].includes(row.key);
    return added ? t('totals.gstAdded', { tax: label }) : label;
  };
}

/** An order status's name in the page's language: the contract's shared words, as its badge says it. */
export function useStatusName(): (status: OrderStatus) => string {
  return useSharedText();
}
