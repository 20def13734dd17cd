import { Link, useSearchParams } from 'react-router-dom';
import {
  INQUIRY_STATUSES,
  inquiryListQuerySchema,
  type InquiryType,
  inquiryTypeSchema,
  type OfficeInquiry,
} from '@site/contract';
import { Button, ButtonRow, VisuallyHidden } from '@site/ui';
import type { Column } from '@site/ui/records';
import { formatMoment } from '../../lib/format';
import {
  ChoiceFilter,
  DateRangeFilters,
  FilterForm,
  SearchFilter,
  StatusCounts,
  StatusFilter,
  useListFilters,
} from '../../lib/list-filters';
import { KeysetTable } from '../../lib/keyset-table';
import { OfficePage } from '../../lib/office-page';
import { InquiryPanel } from './components/inquiry-panel';
import { inquiriesCsvUrl, useInquiries } from './api/inquiries-api';

const TYPE_LABEL: Record<InquiryType, string> = { distributor: 'Partner', contact: 'Contact' };

/** /office/inquiries: partner and contact inquiries, filtered; each moves New → Contacted → Qualified or Closed with a note. */
export default function InquiriesPage() {
  return <OfficePage title="Inquiries">{() => <InquiryList />}</OfficePage>;
}

function InquiryList() {
  const list = useListFilters(inquiryListQuerySchema);
  const { query, linkWith } = list;
  // The inquiry opened over the list: a name the API looks up (no such inquiry: it says so).
  const [search] = useSearchParams();
  const open = search.get('open');
  const inquiries = useInquiries(query);
  const openLink = (name?: string) => linkWith('open', name);

  return (
    <>
      <FilterForm label="Filter inquiries" list={list}>
        <SearchFilter placeholder="Name, company, phone or e-mail" />
        <ChoiceFilter
          label="Form"
          name="inquiry_type"
          anyLabel="Both forms"
          options={inquiryTypeSchema.options.map((type) => ({ value: type, label: TYPE_LABEL[type] }))}
        />
        <StatusFilter statuses={INQUIRY_STATUSES} />
        <DateRangeFilters />
      </FilterForm>
      <ButtonRow>
        <Button as="a" href={inquiriesCsvUrl(query)} $variant="outline" $size="sm" download>
          Download CSV
        </Button>
      </ButtonRow>
      {open && <InquiryPanel key={open} name={open} closeTo={openLink()} />}
      <KeysetTable
        query={inquiries}
        what="inquiries"
        label="Inquiries, newest first"
        above={(page) => (
          <StatusCounts label="Inquiries by status" statuses={INQUIRY_STATUSES} counts={page.counts} list={list} />
        )}
        rows={(page) => page.inquiries}
        columns={inquiryColumns(openLink)}
        rowKey={(inquiry) => inquiry.name}
        list={list}
      />
    </>
  );
}

/** The inquiries' columns; each row's link opens that inquiry's panel over the list. */
const inquiryColumns = (openLink: (name: string) => string): readonly Column<OfficeInquiry>[] => [
  { heading: 'Received', cell: (inquiry) => formatMoment(inquiry.creation) },
  { heading: 'Form', cell: (inquiry) => TYPE_LABEL[inquiry.inquiry_type] },
  {
    heading: 'From',
    cell: (inquiry) => [inquiry.fullname, inquiry.company ?? inquiry.business_name].filter(Boolean).join(', '),
  },
  { heading: 'Phone', cell: (inquiry) => inquiry.phone },
  { heading: 'Status', cell: (inquiry) => inquiry.status },
  {
    heading: <VisuallyHidden>Open</VisuallyHidden>,
    cell: (inquiry) => (
      <Link to={openLink(inquiry.name)} aria-label={`Open the inquiry from ${inquiry.fullname ?? inquiry.name}`}>
        Open
      </Link>
    ),
  },
];
