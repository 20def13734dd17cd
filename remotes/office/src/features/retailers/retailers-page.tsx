import { Link } from 'react-router-dom';
import type { RetailerSummary } from '@site/contract';
import { formatMoment } from '../../lib/format';
import { TableScroll } from '../../lib/layout';
import { ChoiceFilter, FilterForm, KeysetResults, TextFilter, useListFilters } from '../../lib/list-filters';
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
      <FilterForm label="Find retailers" onApply={apply} key={JSON.stringify(filters)}>
        <TextFilter
          label="Search"
          name="search"
          type="search"
          value={filters.search}
          placeholder="Name, shop, mobile, city or state"
        />
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
      <KeysetResults query={retailers} what="retailers" cursor={cursor} goToCursor={goToCursor}>
        {(page) =>
          page.retailers.length === 0 ? (
            <p role="status">No retailers match.</p>
          ) : (
            <RetailerTable retailers={page.retailers} />
          )
        }
      </KeysetResults>
    </>
  );
}

function RetailerTable({ retailers }: { retailers: readonly RetailerSummary[] }) {
  return (
    <TableScroll>
      <table aria-label="Retailers">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Shop</th>
            <th scope="col">Mobile</th>
            <th scope="col">Place</th>
            <th scope="col">Signed up</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {retailers.map((retailer) => (
            <tr key={retailer.customer_id}>
              <td>
                <Link to={`/office/retailers/${encodeURIComponent(retailer.customer_id)}`}>{retailer.full_name}</Link>
              </td>
              <td>{retailer.shop_name}</td>
              <td>{retailer.mobile}</td>
              <td>{[retailer.city, retailer.state].filter(Boolean).join(', ')}</td>
              <td>{formatMoment(retailer.created_at)}</td>
              <td>{retailer.blocked ? 'Blocked' : 'Active'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
