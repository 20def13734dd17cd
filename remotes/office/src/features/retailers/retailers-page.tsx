import { Link } from 'react-router-dom';
import type { RetailerSummary } from '@site/contract';
import type { Column } from '../../lib/data-table';
import { formatMoment } from '../../lib/format';
import { KeysetTable } from '../../lib/keyset-table';
import { ChoiceFilter, FilterForm, SearchFilter, useListFilters } from '../../lib/list-filters';
import { OfficePage } from '../../lib/office-page';
import { useRetailers } from './retailers-api';

const FILTERS = ['search', 'blocked'] as const;

/** /office/retailers: retailers found by name, shop, mobile, city or state; each opens their page. */
export default function RetailersPage() {
  return <OfficePage title="Retailers">{() => <RetailerList />}</OfficePage>;
}

function RetailerList() {
  const { filters, cursor, apply, goToCursor } = useListFilters(FILTERS);
  const blocked = filters.blocked === 'true' || filters.blocked === 'false' ? filters.blocked : undefined;
  const retailers = useRetailers({ search: filters.search, blocked, cursor });
  return (
    <>
      <FilterForm label="Find retailers" filters={filters} onApply={apply}>
        <SearchFilter value={filters.search} placeholder="Name, shop, mobile, city or state" />
        <ChoiceFilter
          label="Show"
          name="blocked"
          value={blocked}
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
        cursor={cursor}
        goToCursor={goToCursor}
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
  { heading: 'Signed up', cell: (retailer) => formatMoment(retailer.created_at) },
  { heading: 'Status', cell: (retailer) => (retailer.blocked ? 'Blocked' : 'Active') },
];
