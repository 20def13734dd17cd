import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonRow, Notice, OrderStatusBadge } from '@site/ui';
import { Loaded } from '@site/ui/records';
import { CustomerPage } from '../../lib/logged-in-page';
import { EmptyState } from '../../lib/empty-state';
import { useOrderDates, useRupees } from '../../lib/order-summary';
import { useWords } from '../../lib/words';
import { ORDERS_PAGE_LENGTH, type SalesOrderList, type SalesOrderSummary, useSalesOrders } from './api/orders-api';

const List = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  a {
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  dl {
    display: contents;
  }

  dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }

  dd {
    margin: 0;
  }

  .total {
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * docs/product.md#order-history (/orders): the retailer's orders, newest first, a page at a time; each opens its
 * own page. The host sends visitors without a login to /login first.
 */
export default function OrdersPage() {
  const t = useWords();
  return (
    <CustomerPage
      title={t('orders.title')}
      returnTo="/orders"
      loggedOutText={t('account.logInToOrder')}
      content={OrderList}
    />
  );
}

function OrderList({ customerId }: { customerId: string }) {
  const t = useWords();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const orders = useSalesOrders(customerId, (page - 1) * ORDERS_PAGE_LENGTH);
  const goTo = (next: number) => setSearch(next === 1 ? {} : { page: String(next) });
  // The wait shows the page's loading overlay (the query's meta), so nothing is said here meanwhile.
  return (
    <Loaded query={orders} loading={null} failed={() => <Notice role="alert">{t('account.loadFailed')}</Notice>}>
      {(data) => <OrderPageOf data={data} page={page} goTo={goTo} />}
    </Loaded>
  );
}

function OrderPageOf({ data, page, goTo }: { data: SalesOrderList; page: number; goTo: (page: number) => void }) {
  const t = useWords();
  if (data.total_count === 0) {
    return <EmptyState message={t('orders.none')} />;
  }
  const pages = Math.max(1, Math.ceil(data.total_count / ORDERS_PAGE_LENGTH));
  return (
    <>
      <List aria-label={t('orders.list')}>
        {data.orders.map((order) => (
          <OrderRow key={order.name} order={order} />
        ))}
      </List>
      {pages > 1 && (
        <ButtonRow as="nav" aria-label={t('orders.pages')}>
          <Button type="button" $variant="outline" $size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('orders.newer')}
          </Button>
          <span aria-live="polite">{t('orders.pageOf', { page, pages })}</span>
          <Button type="button" $variant="outline" $size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('orders.older')}
          </Button>
        </ButtonRow>
      )}
    </>
  );
}

function OrderRow({ order }: { order: SalesOrderSummary }) {
  const t = useWords();
  const rupees = useRupees();
  const dates = useOrderDates();
  return (
    <Row>
      <Link to={`/orders/${encodeURIComponent(order.name)}`}>{order.name}</Link>
      <dl>
        <dt>{t('orders.total')}</dt>
        <dd className="total">{rupees(order.grand_total_paise)}</dd>
        <dt>{t('orders.date')}</dt>
        <dd className="muted">
          {t('orders.dateAndPacks', { date: dates.date(order.transaction_date), count: order.total_qty })}
        </dd>
        <dt>{t('orders.status')}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </dl>
    </Row>
  );
}
