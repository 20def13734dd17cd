import { type FormEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@site/ui';
import { ButtonRow, Filters } from './layout';

/**
 * A list's filters live in the URL (a filtered list can be shared and survives a reload): the values of
 * `names`, and the keyset cursor of the page shown. Applying filters starts again from the first page.
 */
export function useListFilters<Name extends string>(names: readonly Name[]) {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, search.get(name) || undefined])) as Partial<
    Record<Name, string>
  >;
  const cursor = search.get('cursor') || undefined;

  const apply = (form: HTMLFormElement) => {
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    }
    setSearch(next);
  };
  const setFilter = (name: Name, value: string | undefined) => {
    const next = new URLSearchParams(search);
    next.delete('cursor');
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next);
  };
  const goToCursor = (next: string | undefined) => {
    const params = new URLSearchParams(search);
    if (next) params.set('cursor', next);
    else params.delete('cursor');
    setSearch(params);
  };
  return { filters, cursor, apply, setFilter, goToCursor };
}

/** The filter form of a list; its fields are native labelled controls named as the list's parameters. */
export function FilterForm({
  label,
  onApply,
  children,
}: {
  label: string;
  onApply: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(event.currentTarget);
  };
  return (
    <Filters role="search" aria-label={label} onSubmit={submit}>
      {children}
      <div>
        <Button type="submit" $size="sm">
          Apply
        </Button>
      </div>
    </Filters>
  );
}

/** Keyset pages: back to the first, or on to the next; there is no page count to jump in. */
export function KeysetPager({
  label,
  onFirstPage,
  nextCursor,
  onNext,
}: {
  label: string;
  onFirstPage: (() => void) | null;
  nextCursor: string | null;
  onNext: (cursor: string) => void;
}) {
  if (!onFirstPage && !nextCursor) return null;
  return (
    <ButtonRow as="nav" aria-label={label}>
      {onFirstPage && (
        <Button type="button" $variant="outline" $size="sm" onClick={onFirstPage}>
          First page
        </Button>
      )}
      {nextCursor && (
        <Button type="button" $variant="outline" $size="sm" onClick={() => onNext(nextCursor)}>
          Next page
        </Button>
      )}
    </ButtonRow>
  );
}

/** One labelled control of a filter form; the label names the control by its id. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
