import { useState } from 'react';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_SCHEME_FORM,
  type OfficeScheme,
  roleAllows,
  schemeBodyOf,
  type SchemeForm,
  schemeFormOf,
  schemeFormSchema,
  type SignedInStaff,
} from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { ButtonRow, Stack } from '@site/ui';
import { type Column, DataTable } from '@site/ui/records';
import type { FieldSpec } from '@site/ui/form';
import { AskTwiceButton } from '../../lib/ask-twice-button';
import { formatMoment } from '../../lib/format';
import { Panel } from '../../lib/layout';
import { OutcomeLines, saidBy } from '../../lib/mutation-outcome';
import { OfficeLoaded } from '../../lib/loaded';
import { fieldRefusals, OfficeForm, useOfficeForm } from '../../lib/office-form';
import { OfficePage } from '../../lib/office-page';
import { SecondaryButton } from '../../lib/secondary-button';
import { useEndScheme, useSaveScheme, useSchemes } from './api/catalogue-api';

/** A percent or an amount in rupees, typed with decimals. */
const AMOUNT_INPUT = { inputMode: 'decimal', autoComplete: 'off', required: true } as const;

/** A scheme's fields, in screen order. */
const SCHEME_CONTROLS = [
  { name: 'discount_basis_points', label: 'Percent off', ...AMOUNT_INPUT },
  { name: 'max_discount_paise', label: 'Up to, ₹', ...AMOUNT_INPUT },
  { name: 'min_subtotal_paise', label: 'Minimum order value, ₹', ...AMOUNT_INPUT },
  { name: 'valid_from', label: 'Valid from', type: 'datetime-local', hint: 'India time; empty: from now' },
  { name: 'valid_upto', label: 'Valid until', type: 'datetime-local', hint: 'India time; empty: until ended' },
] as const satisfies readonly FieldSpec<SchemeForm>[];

const SCHEME_COLUMNS: readonly Column<OfficeScheme>[] = [
  { heading: 'Scheme', cell: (scheme) => scheme.title },
  { heading: 'Minimum order', cell: (scheme) => formatRupees(scheme.min_subtotal_paise) },
  { heading: 'From', cell: (scheme) => (scheme.valid_from ? formatMoment(scheme.valid_from) : 'Always') },
  { heading: 'Until', cell: (scheme) => (scheme.valid_upto ? formatMoment(scheme.valid_upto) : 'Until ended') },
  { heading: 'State', cell: (scheme) => scheme.state },
];

/** /office/schemes: every scheme; an admin adds one, changes its terms or ends it. */
export default function SchemesPage() {
  return <OfficePage title="Schemes">{(me) => <Schemes me={me} />}</OfficePage>;
}

function Schemes({ me }: { me: SignedInStaff }) {
  const schemes = useSchemes();
  const admin = roleAllows(me.role, 'admin');
  // The scheme being changed in the form; null: the form adds a new one.
  const [editing, setEditing] = useState<OfficeScheme | null>(null);
  const endScheme = useEndScheme();
  // Held here, not by the form: the form is put away once a change is saved, and the page says so.
  const saveScheme = useSaveScheme();
  const said = [
    saidBy(endScheme, (ended) => `Scheme ${ended.title} ended.`),
    // Its refusals are said by its form.
    saidBy(saveScheme, (saved, body) => `Scheme ${saved.title} ${'name' in body ? 'saved' : 'added'}.`, {
      shownElsewhere: () => true,
    }),
  ];

  const actions: Column<OfficeScheme> = {
    heading: 'Actions',
    cell: (scheme) =>
      scheme.state !== 'Ended' && (
        <ButtonRow>
          <SecondaryButton
            aria-label={`Change ${scheme.title}`}
            onClick={() => {
              endScheme.reset();
              saveScheme.reset();
              setEditing(scheme);
            }}
          >
            Change
          </SecondaryButton>
          <AskTwiceButton
            label="End"
            name={`End ${scheme.title}`}
            confirmLabel="Yes, end it"
            confirmName={`Yes, end ${scheme.title} now`}
            onConfirm={() => endScheme.mutate(scheme.name)}
          />
        </ButtonRow>
      ),
  };

  return (
    <Stack>
      <p>
        The cart applies the live scheme that takes the most off. <Link to="/office/catalogue">Packs</Link> ·{' '}
        <Link to="/office/gst">GST rate</Link>
      </p>
      <OutcomeLines said={said} />
      <OfficeLoaded query={schemes} loading="Loading the schemes…">
        {(all) => (
          <DataTable
            label="Schemes"
            columns={admin ? [...SCHEME_COLUMNS, actions] : SCHEME_COLUMNS}
            rows={all}
            rowKey={(scheme) => scheme.name}
          />
        )}
      </OfficeLoaded>
      {admin && (
        <SchemeCard
          key={editing?.name ?? 'new'}
          editing={editing}
          saveScheme={saveScheme}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function SchemeCard({
  editing,
  saveScheme,
  onDone,
  onCancel,
}: {
  editing: OfficeScheme | null;
  saveScheme: ReturnType<typeof useSaveScheme>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useOfficeForm<SchemeForm>(
    zodResolver(schemeFormSchema),
    editing ? schemeFormOf(editing) : EMPTY_SCHEME_FORM,
  );
  const save = (values: SchemeForm) => {
    const body = schemeBodyOf(values);
    return fieldRefusals(
      saveScheme.mutateAsync(editing ? { name: editing.name, ...body } : body, {
        onSuccess: () => {
          form.reset(EMPTY_SCHEME_FORM);
          onDone();
        },
      }),
    );
  };
  const title = editing ? `Change ${editing.title}` : 'Add a scheme';
  return (
    <Panel>
      <h2>{title}</h2>
      <OfficeForm
        form={form}
        label={title}
        controls={SCHEME_CONTROLS}
        onValid={save}
        write={saveScheme}
        movesOn
        submitLabel={editing ? 'Save the scheme' : 'Add the scheme'}
        onCancel={editing ? onCancel : undefined}
      />
    </Panel>
  );
}
