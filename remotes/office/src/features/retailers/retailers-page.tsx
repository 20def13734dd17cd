import { Link } from 'react-router-dom';
import { retailerListQuerySchema, type RetailerSummary } from '@site/contract';
import type { Column } from '@site/ui/records';
import { formatMoment } from '../../lib/format';
import { KeysetTable } from '../../lib/keyset-table';
import { ChoiceFilter, FilterForm, SearchFilter, useListFilters } from '../../lib/list-filters';
import { OfficePage } from '../../lib/office-page';
import { useRetailers } from './api/retailers-api';
import { gstinText } from './components/gstin-text';

/** /office/retailers: retailers found by name, shop, mobile, city or state; each opens their page. */
export default function RetailersPage() {
  return (
    <OfficePage title="Retailers">
      {() => (
        <>
          <p>
            <Link to="/office/retailers/new">Register a retailer</Link> who phones in or visits.
          </p>
          <RetailerList />
        </>
      )}
    </OfficePage>
  );
}

function RetailerList() {
  const list = useListFilters(retailerListQuerySchema);
  const { query } = list;
  const retailers = useRetailers(query);
  return (
    <>
      <FilterForm label="Find retailers" list={list}>
        <SearchFilter placeholder="Name, shop, mobile, city or state" />
        <ChoiceFilter
          label="Show"
          name="blocked"
          anyLabel="Every retailer"
          options={[
            { value: 'true', label: 'Blocked only' },
            { value: 'false', label: 'Not blocked' },
          ]}
        />
      </FilterForm>
      <KeysetTable
        query={retailers}
        what="retailers"
        label="Retailers"
        rows={(page) => page.retailers}
        columns={RETAILER_COLUMNS}
        rowKey={(retailer) => retailer.customer_id}
        list={list}
      />
    </>
  );
}

const RETAILER_COLUMNS: readonly Column<RetailerSummary>[] = [
  {
    heading: 'Name',
    cell: (retailer) => (
      <Link to={`/office/retailers/${encodeURIComponent(retailer.customer_id)}`}>{retailer.full_name}</Link>
    ),
  },
  { heading: 'Shop', cell: (retailer) => retailer.shop_name },
  { heading: 'Mobile', cell: (retailer) => retailer.mobile },
  { heading: 'Place', cell: (retailer) => [retailer.city, retailer.state].filter(Boolean).join(', ') },
  { heading: 'GSTIN', cell: gstinText },
  { heading: 'Signed up', cell: (retailer) => formatMoment(retailer.created_at) },
  { heading: 'Status', cell: (retailer) => (retailer.blocked ? 'Blocked' : 'Active') },
];
