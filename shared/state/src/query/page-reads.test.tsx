import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_READ, PageQueryClientScope, type PageQueryClientSlot, usePageQueryClientSlot } from '@site/state';
import { apiClient } from '@site/state/api';
import { PAGE_READ_STALE_MS, seedPageReads, usePageRead } from './page-reads';
import { createQueryClient } from './query-client';

/** A catalogue reply as the contract has it, told apart by its count. */
const catalogueOf = (count: number) => ({
  status: 'success',
  items: [],
  items_count: count,
  filters: { pack_size: [], weight_grams: [], variant_of: [] },
  settings: { page_length: 100, start: 0 },
});
const FROM_THE_SERVER = 1;
const READ_IN_THE_BROWSER = 2;

/** Answers every GET with `message` as the API would, counting the calls. */
function answerReads(message: unknown) {
  const adapter = vi.fn<AxiosAdapter>(async (config) => ({
    data: JSON.stringify({ message }),
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'application/json' },
    config,
  }));
  apiClient.defaults.adapter = adapter;
  return adapter;
}

let slot: PageQueryClientSlot | null = null;

function Catalogue() {
  slot = usePageQueryClientSlot();
  const { data, isError } = usePageRead<{ items_count: number }>(CATALOGUE_READ);
  if (isError) return <p>failed</p>;
  return <p>{data === undefined ? 'loading' : `${data?.items_count} items`}</p>;
}

const servedWith = (message: unknown) => (
  <PageQueryClientScope replies={[{ ...CATALOGUE_READ, message }]}>
    <Catalogue />
  </PageQueryClientScope>
);

describe('a page read', () => {
  const adapter = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = adapter;
    vi.restoreAllMocks();
  });

  it("shows the server's fresh reply without the query library or a request", async () => {
    // The page was asked for just now (the test worker itself may have started long before).
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now());
    const reads = answerReads(catalogueOf(READ_IN_THE_BROWSER));
    render(servedWith(catalogueOf(FROM_THE_SERVER)));
    expect(screen.getByText(`${FROM_THE_SERVER} items`)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).not.toHaveBeenCalled();
    expect(slot?.client).toBeUndefined();
  });

  it("shows a stale reply at once, then what the page's query client reads", async () => {
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - PAGE_READ_STALE_MS - 1);
    const reads = answerReads(catalogueOf(READ_IN_THE_BROWSER));
    render(servedWith(catalogueOf(FROM_THE_SERVER)));
    expect(screen.getByText(`${FROM_THE_SERVER} items`)).toBeInTheDocument();
    expect(await screen.findByText(`${READ_IN_THE_BROWSER} items`)).toBeInTheDocument();
    expect(reads).toHaveBeenCalledOnce();
    expect(slot?.client).toBeDefined();
  });

  it("hydrates with the server's reply when the page's query client already holds a newer one", async () => {
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now());
    const reads = answerReads(catalogueOf(READ_IN_THE_BROWSER));
    const container = document.createElement('div');
    container.innerHTML = renderToString(servedWith(catalogueOf(FROM_THE_SERVER)));
    document.body.append(container);
    // Another part of the page made the client and read the catalogue again before this part hydrated.
    const client = createQueryClient();
    seedPageReads(client, [{ ...CATALOGUE_READ, message: catalogueOf(READ_IN_THE_BROWSER) }]);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <PageQueryClientScope replies={[{ ...CATALOGUE_READ, message: catalogueOf(FROM_THE_SERVER) }]} client={client}>
          <Catalogue />
        </PageQueryClientScope>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByText(`${READ_IN_THE_BROWSER} items`)).toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
    container.remove();
  });

  it('reads in the browser what the server did not', async () => {
    const reads = answerReads(catalogueOf(READ_IN_THE_BROWSER));
    render(
      <PageQueryClientScope>
        <Catalogue />
      </PageQueryClientScope>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(`${READ_IN_THE_BROWSER} items`)).toBeInTheDocument();
    expect(reads).toHaveBeenCalledOnce();
  });
});
