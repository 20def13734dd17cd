import { Link } from 'react-router-dom';
import type { RetailerSummary } from '@site/contract';
import { Input, Select } from '@site/ui/form';
import { formatMoment } from '../../lib/format';
import { TableScroll } from '../../lib/layout';
import { FilterField, FilterForm, KeysetPager, useListFilters } from '../../lib/list-filters';
import { OfficeError } from '../../lib/office-error';
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
        <FilterField label="Search">
          {(id) => (
            <Input
              id={id}
              name="search"
              type="search"
              $invalid={false}
              defaultValue={filters.search}
              placeholder="Name, shop, mobile, city or state"
            />
          )}
        </FilterField>
        <FilterField label="Show">
          {(id) => (
            <Select id={id} name="blocked" $invalid={false} defaultValue={blocked ?? ''}>
              <option value="">Every retailer</option>
              <option value="true">Blocked only</option>
              <option value="false">Not blocked</option>
            </Select>
          )}
        </FilterField>
      </FilterForm>
      {retailers.isError && <OfficeError error={retailers.error} />}
      {retailers.data && (
        <>
          {retailers.data.retailers.length === 0 ? (
            <p role="status">No retailers match.</p>
          ) : (
            <RetailerTable retailers={retailers.data.retailers} />
          )}
          <KeysetPager
            label="Pages of retailers"
            onFirstPage={cursor ? () => goToCursor(undefined) : null}
            nextCursor={retailers.data.next_cursor}
            onNext={goToCursor}
          />
        </>
      )}
      {!retailers.data && !retailers.isError && <p role="status">Loading retailers…</p>}
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
