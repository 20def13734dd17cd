import { createContext, type FormEvent, type ReactNode, useContext, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { Button, Notice } from '@site/ui';
import { Input, Select } from '@site/ui/form';
import { Filters } from './layout';

/** A list's query as the contract defines it (`orderListQuerySchema`…): its filters, its cursor, its page length. */
type ListQuerySchema = z.ZodObject<{ cursor: z.ZodOptional<z.ZodString> } & z.core.$ZodLooseShape>;

/** A list's filters as the address has them, and the ways to change them; its form, counts and pages take it whole. */
export interface ListFilters<Query> {
  query: Query;
  invalid: string | null;
  apply: (form: HTMLFormElement) => void;
  /** A link to the list with `name` set to `value`, or unset; a new filter starts again from the first page. */
  linkWith: (name: string, value: string | undefined) => string;
  goToCursor: (cursor: string | undefined) => void;
}

/**
 * A list's filters live in the URL (a filtered list can be shared and survives a reload), parsed by the
 * list's query schema of the contract, the one the API checks them with: `query` is what the list asks for,
 * `invalid` what is wrong with an address whose filters the schema refuses (the list is then unfiltered).
 * Applying filters starts again from the first page.
 */
export function useListFilters<S extends ListQuerySchema>(schema: S): ListFilters<z.output<S>> {
  const [search, setSearch] = useSearchParams();
  const given = Object.fromEntries(
    Object.keys(schema.shape).flatMap((name) => {
      const value = search.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const parsed = schema.safeParse(given);
  const query: z.output<S> = parsed.success ? parsed.data : schema.parse({});
  const invalid = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);

  const apply = (form: HTMLFormElement) => {
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    }
    setSearch(next);
  };
  const linkWith = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (Object.hasOwn(schema.shape, name)) next.delete('cursor');
    if (value) next.set(name, value);
    else next.delete(name);
    return `?${next}`;
  };
  const goToCursor = (next: string | undefined) => {
    const params = new URLSearchParams(search);
    if (next) params.set('cursor', next);
    else params.delete('cursor');
    setSearch(params);
  };
  return { query, invalid, apply, linkWith, goToCursor };
}

/** The filters in force, by name: each control of the filter form shows its own. */
const FiltersInForce = createContext<Readonly<Record<string, unknown>>>({});

/** The value in force of the filter `name`, if any. */
function useFilterValue(name: string): string | undefined {
  const value = useContext(FiltersInForce)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The filter form of a list, and what is wrong with the filters of the address, if anything; its fields are
 * native labelled controls named as the list's parameters. It starts afresh from the filters in force
 * whenever they change (a link, Back), so that it always shows those.
 */
export function FilterForm({
  label,
  list: { query, invalid, apply },
  children,
}: {
  label: string;
  list: Pick<ListFilters<Readonly<Record<string, unknown>>>, 'query' | 'invalid' | 'apply'>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    <>
      <Filters key={JSON.stringify(query)} role="search" aria-label={label} onSubmit={submit}>
        <FiltersInForce.Provider value={query}>{children}</FiltersInForce.Provider>
        <div>
          <Button type="submit" $size="sm">
            Apply
          </Button>
        </div>
      </Filters>
      {invalid && <Notice role="alert">{invalid}</Notice>}
    </>
  );
}

/** One labelled control of a filter form; the label names the control by its id. */
function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A text filter (a search, a state), named as the list's parameter. */
export function TextFilter({
  label,
  name,
  placeholder,
  type = 'text',
}: {
  label: string;
  name: string;
  placeholder?: string;
  type?: 'text' | 'search' | 'date';
}) {
  const value = useFilterValue(name);
  return (
    <FilterField label={label}>
      {(id) => (
        <Input
          id={id}
          name={name}
          type={type}
          $invalid={false}
          defaultValue={value}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </FilterField>
  );
}

/** The list's search, as `search`; the placeholder says what it looks in. */
export function SearchFilter({ placeholder }: { placeholder: string }) {
  return <TextFilter label="Search" name="search" type="search" placeholder={placeholder} />;
}

/** A choice of one status, as `status`, or every status. */
export function StatusFilter({ statuses }: { statuses: readonly string[] }) {
  return <ChoiceFilter label="Status" name="status" anyLabel="Every status" options={statuses} />;
}

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;

  /* Links side by side: each at least the 24 px tall target WCAG 2.2 asks of small targets. */
  a {
    display: inline-block;
    min-block-size: 24px;
    line-height: 24px;
  }

  a[aria-current='true'] {
    font-weight: 700;
  }
`;

/** A list's count per status, each a link that filters the list by that status, and one back to every status. */
export function StatusCounts<Status extends string>({
  label,
  statuses,
  counts,
  list: { query, linkWith },
}: {
  label: string;
  statuses: readonly Status[];
  counts: Record<Status, number>;
  /** The list, filtered by one status or by none. */
  list: Pick<ListFilters<{ status?: Status }>, 'query' | 'linkWith'>;
}) {
  const current = query.status;
  return (
    <nav aria-label={label}>
      <Counts>
        {statuses.map((status) => (
          <li key={status}>
            <Link to={linkWith('status', status)} aria-current={current === status ? 'true' : undefined}>
              {status}: {counts[status]}
            </Link>
          </li>
        ))}
        {current && (
          <li>
            <Link to={linkWith('status', undefined)}>Every status</Link>
          </li>
        )}
      </Counts>
    </nav>
  );
}

/** A range of days, From and To, as `from` and `to`. */
export function DateRangeFilters() {
  return (
    <>
      <TextFilter label="From" name="from" type="date" />
      <TextFilter label="To" name="to" type="date" />
    </>
  );
}

/** A choice among the list's values, or none (`anyLabel`). */
export function ChoiceFilter({
  label,
  name,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  anyLabel: string;
  options: readonly (string | { value: string; label: string })[];
}) {
  const value = useFilterValue(name);
  return (
    <FilterField label={label}>
      {(id) => (
        <Select id={id} name={name} $invalid={false} defaultValue={value ?? ''}>
          <option value="">{anyLabel}</option>
          {options.map((option) =>
            typeof option === 'string' ? (
              <option key={option}>{option}</option>
            ) : (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </Select>
      )}
    </FilterField>
  );
}
