import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  INQUIRY_STATUSES,
  type InquiryStatus,
  type InquiryType,
  inquiryTypeSchema,
  type OfficeInquiry,
} from '@site/contract';
import { Button, VisuallyHidden } from '@site/ui';
import { Input, Select } from '@site/ui/form';
import { formatMoment } from '../../lib/format';
import { ButtonRow, TableScroll } from '../../lib/layout';
import { FilterField, FilterForm, KeysetPager, useListFilters } from '../../lib/list-filters';
import { OfficeError } from '../../lib/office-error';
import { OfficePage } from '../../lib/office-page';
import { InquiryPanel } from './components/inquiry-panel';
import { inquiriesCsvUrl, useInquiries } from './inquiries-api';

const FILTERS = ['inquiry_type', 'status', 'from', 'to', 'search'] as const;

const TYPE_LABEL: Record<InquiryType, string> = { distributor: 'Partner', contact: 'Contact' };

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  padding: 0;
  list-style: none;
`;

/** /office/inquiries: partner and contact inquiries, filtered; each moves New → Contacted → Qualified or Closed with a note. */
export default function InquiriesPage() {
  return <OfficePage title="Inquiries">{() => <InquiryList />}</OfficePage>;
}

function InquiryList() {
  const { filters, cursor, apply, goToCursor } = useListFilters(FILTERS);
  const [search] = useSearchParams();
  const open = search.get('open');
  const query = {
    ...filters,
    inquiry_type: filters.inquiry_type as InquiryType | undefined,
    status: filters.status as InquiryStatus | undefined,
  };
  const inquiries = useInquiries({ ...query, cursor });
  const openLink = (name: string | null) => {
    const params = new URLSearchParams(search);
    if (name) params.set('open', name);
    else params.delete('open');
    return `?${params}`;
  };

  return (
    <>
      <FilterForm label="Filter inquiries" onApply={apply} key={JSON.stringify(filters)}>
        <FilterField label="Search">
          {(id) => (
            <Input
              id={id}
              name="search"
              type="search"
              $invalid={false}
              defaultValue={filters.search}
              placeholder="Name, company, phone or e-mail"
            />
          )}
        </FilterField>
        <FilterField label="Form">
          {(id) => (
            <Select id={id} name="inquiry_type" $invalid={false} defaultValue={filters.inquiry_type ?? ''}>
              <option value="">Both forms</option>
              {inquiryTypeSchema.options.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABEL[type]}
                </option>
              ))}
            </Select>
          )}
        </FilterField>
        <FilterField label="Status">
          {(id) => (
            <Select id={id} name="status" $invalid={false} defaultValue={filters.status ?? ''}>
              <option value="">Every status</option>
              {INQUIRY_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </Select>
          )}
        </FilterField>
        <FilterField label="From">
          {(id) => <Input id={id} name="from" type="date" $invalid={false} defaultValue={filters.from} />}
        </FilterField>
        <FilterField label="To">
          {(id) => <Input id={id} name="to" type="date" $invalid={false} defaultValue={filters.to} />}
        </FilterField>
      </FilterForm>
      <ButtonRow>
        <Button as="a" href={inquiriesCsvUrl(query)} $variant="outline" $size="sm" download>
          Download CSV
        </Button>
      </ButtonRow>
      {open && <InquiryPanel key={open} name={open} closeTo={openLink(null)} />}
      {inquiries.isError && <OfficeError error={inquiries.error} />}
      {inquiries.data && (
        <>
          <Counts aria-label="Inquiries by status">
            {INQUIRY_STATUSES.map((status) => (
              <li key={status}>
                {status}: {inquiries.data.counts[status]}
              </li>
            ))}
          </Counts>
          {inquiries.data.inquiries.length === 0 ? (
            <p role="status">No inquiries match.</p>
          ) : (
            <InquiryTable inquiries={inquiries.data.inquiries} openLink={openLink} />
          )}
          <KeysetPager
            label="Pages of inquiries"
            onFirstPage={cursor ? () => goToCursor(undefined) : null}
            nextCursor={inquiries.data.next_cursor}
            onNext={goToCursor}
          />
        </>
      )}
      {!inquiries.data && !inquiries.isError && <p role="status">Loading inquiries…</p>}
    </>
  );
}

function InquiryTable({
  inquiries,
  openLink,
}: {
  inquiries: readonly OfficeInquiry[];
  openLink: (name: string) => string;
}) {
  return (
    <TableScroll>
      <table aria-label="Inquiries, newest first">
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Form</th>
            <th scope="col">From</th>
            <th scope="col">Phone</th>
            <th scope="col">Status</th>
            <th scope="col">
              <VisuallyHidden>Open</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {inquiries.map((inquiry) => (
            <tr key={inquiry.name}>
              <td>{formatMoment(inquiry.creation)}</td>
              <td>{TYPE_LABEL[inquiry.inquiry_type]}</td>
              <td>{[inquiry.fullname, inquiry.company ?? inquiry.business_name].filter(Boolean).join(', ')}</td>
              <td>{inquiry.phone}</td>
              <td>{inquiry.status}</td>
              <td>
                <Link
                  to={openLink(inquiry.name)}
                  aria-label={`Open the inquiry from ${inquiry.fullname ?? inquiry.name}`}
                >
                  Open
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
