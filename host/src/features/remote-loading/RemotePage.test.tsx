import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeLoader, renderRoutes } from '../../test/render';
import { RemotePage } from './RemotePage';

const HomePage = () => <h1>Home page</h1>;

function renderHome(load: Parameters<typeof fakeLoader>[0]) {
  const fake = fakeLoader(load);
  renderRoutes([{ path: '/', element: <RemotePage remote="marketing" module="./HomePage" /> }], { loader: fake.loader });
  return fake;
}

describe('RemotePage', () => {
  it('shows a loading state, then the remote page', async () => {
    renderHome(async () => HomePage);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('retries once by itself before showing the fallback that names the failed part', async () => {
    const fake = renderHome(async () => {
      throw new Error('connection refused');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not be loaded');
    expect(alert).toHaveTextContent('company and product pages (marketing)');
    expect(fake.calls).toHaveLength(2);
    expect(fake.resets).toEqual(['marketing', 'marketing']);
  });

  it('recovers on Retry once the remote answers again', async () => {
    let up = false;
    const fake = renderHome(async () => {
      if (!up) throw new Error('down');
      return HomePage;
    });
    await screen.findByRole('alert');

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.calls).toHaveLength(3);
  });

  it('falls back when the remote does not answer in time', async () => {
    renderHome(() => new Promise(() => undefined));
    expect(await screen.findByRole('alert', undefined, { timeout: 2000 })).toBeInTheDocument();
  });

  it('shows a page visited before at once, and asks its remote for a new release for the next navigation', async () => {
    const fake = fakeLoader(async (_remote, module) => () => <h1>{module}</h1>);
    const { router } = renderRoutes(
      [
        { path: '/', element: <RemotePage remote="marketing" module="./HomePage" /> },
        { path: '/about', element: <RemotePage remote="marketing" module="./AboutPage" /> },
      ],
      { loader: fake.loader },
    );
    await screen.findByRole('heading', { name: './HomePage' });
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { name: './AboutPage' });
    expect(fake.releaseChecks).toEqual([]);

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: './HomePage' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(fake.releaseChecks).toEqual(['marketing']);
    expect(fake.calls).toEqual(['marketing/./HomePage', 'marketing/./AboutPage']);
  });

  it('keeps a page that throws while rendering inside its slot, and Retry reloads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('render failure');
      return <h1>Recovered</h1>;
    };
    renderHome(async () => Flaky);
    await screen.findByRole('alert');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
