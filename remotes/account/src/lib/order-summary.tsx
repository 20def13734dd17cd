import { Fragment, useId } from 'react';
import styled from 'styled-components';
import {
  type CustomerAddress,
  toInputTime,
  type Totals,
  totalsLabels,
  type TotalsRow,
  totalsRows,
} from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { VisuallyHidden } from '@site/ui';

/**
 * The lines and figures of a cart under review and of an order as placed (docs/product.md#checkout,
 * docs/product.md#order): the browser shows the server's figures, it never computes one.
 */

export interface SummaryLine {
  item_code: string;
  item_name: string;
  pack_label: string;
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

export function OrderLines({ lines, caption }: { lines: readonly SummaryLine[]; caption: string }) {
  const withTax = lines.length > 0 && lines.every((line) => typeof line.taxable_paise === 'number');
  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="number">
            Qty
          </th>
          <th scope="col" className="number rate">
            Rate
          </th>
          <th scope="col" className="number">
            Amount
          </th>
          {withTax && (
            <>
              <th scope="col" className="number rate">
                {totalsLabels.lineTaxable}
              </th>
              <th scope="col" className="number rate">
                {totalsLabels.lineGst}
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.item_code}>
            <td>
              {line.item_name}
              <Pack>{line.pack_label}</Pack>
            </td>
            <td className="number">{line.qty}</td>
            <td className="number rate">{formatRupees(line.rate_paise)}</td>
            <td className="number">{formatRupees(line.amount_paise)}</td>
            {withTax && (
              <>
                <td className="number rate">{formatRupees(line.taxable_paise ?? 0)}</td>
                <td className="number rate">{formatRupees(line.gst_paise ?? 0)}</td>
              </>
            )}
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
  const rows = totalsRows(totals, schemeTitle);
  const heading = rows.findIndex((row) => row.kind === 'heading');
  const list = (part: readonly TotalsRow[]) => (
    <Figures>
      {part.map((row) => (
        <Fragment key={row.key}>
          <dt className={row.kind}>{row.label}</dt>
          <dd className={row.kind}>{formatRupees(row.paise ?? 0)}</dd>
        </Fragment>
      ))}
    </Figures>
  );
  if (heading < 0) return list(rows);
  return (
    <>
      {list(rows.slice(0, heading))}
      <Included>{rows[heading]!.label}</Included>
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
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>{totalsLabels.orderTotals}</Heading>
      <TotalsFigures totals={totals} schemeTitle={schemeTitle} />
    </section>
  );
}

/** The profile's preferred delivery time, `10:00 to 17:30`. */
export const deliveryWindowText = (from: string, to: string) => `${toInputTime(from)} to ${toInputTime(to)}`;

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

/** A moment as India reads it, whatever the browser's own time zone. */
const inIndia = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString('en-IN', { ...options, timeZone: 'Asia/Kolkata' });

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** When an order's status changed, in India's time: `23 Nov 2026, 12:00 pm`. */
export const formatOrderTime = (isoTime: string) => inIndia(isoTime, { ...DAY, hour: 'numeric', minute: '2-digit' });

/** An order's date as the retailer reads it, in India's time: `23 Nov 2026`. */
export const formatOrderDate = (isoDate: string) => inIndia(isoDate, DAY);
