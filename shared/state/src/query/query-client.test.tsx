import { act, render, screen } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PageQueryClientScope, usePageLoading } from '@site/state';
import { LOADING_OVERLAY_META, PageQueryClient } from './query-client';

/** A call the test answers when it wants. */
function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

function Overlay() {
  return <p>{usePageLoading() ? 'covered' : 'uncovered'}</p>;
}

function Screen({ load, background, save }: Record<'load' | 'background' | 'save', Promise<string>>) {
  const own = useQuery({ queryKey: ['own'], queryFn: () => load, meta: LOADING_OVERLAY_META });
  useQuery({ queryKey: ['background'], queryFn: () => background });
  const saving = useMutation({ mutationFn: () => save, meta: LOADING_OVERLAY_META });
  return (
    <button type="button" disabled={!own.data} onClick={() => saving.mutate()}>
      Save
    </button>
  );
}

describe('the loading overlay of the page', () => {
  it("is on while the screen's own load or save is under way, never for a read of its own loading state", async () => {
    const load = deferred();
    const background = deferred();
    const save = deferred();
    render(
      <PageQueryClientScope>
        <Overlay />
        <PageQueryClient>
          <Screen load={load.promise} background={background.promise} save={save.promise} />
        </PageQueryClient>
      </PageQueryClientScope>,
    );
    expect(await screen.findByText('covered')).toBeInTheDocument();

    await act(async () => load.resolve('loaded'));
    expect(await screen.findByText('uncovered')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('covered')).toBeInTheDocument();
    await act(async () => save.resolve('saved'));
    expect(await screen.findByText('uncovered')).toBeInTheDocument();
    // The background read is still on its way all along.
    background.resolve('late');
  });

  it('is off outside a page of the host', () => {
    render(<Overlay />);
    expect(screen.getByText('uncovered')).toBeInTheDocument();
  });
});
