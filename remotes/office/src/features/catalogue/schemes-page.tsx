import { useState } from 'react';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_SCHEME_FORM,
  formatRupees,
  type OfficeScheme,
  roleAllows,
  schemeBodyOf,
  type SchemeForm,
  schemeFormOf,
  schemeFormSchema,
  type SignedInStaff,
} from '@site/contract';
import type { FieldSpec } from '@site/ui/form';
import { AskTwiceButton } from '../../lib/ask-twice-button';
import { type Column, DataTable } from '../../lib/data-table';
import { formatMoment } from '../../lib/format';
import { ButtonRow, Panel, Stack } from '../../lib/layout';
import { OfficeError } from '../../lib/office-error';
import { OfficeForm, useOfficeForm } from '../../lib/office-form';
import { officeKeys } from '../../lib/office-keys';
import { OfficePage } from '../../lib/office-page';
import { OutcomeLines, useWrite } from '../../lib/write-feedback';
import { createScheme, endScheme, updateScheme, useSchemes } from './catalogue-api';
import { SecondaryButton } from '../../lib/secondary-button';

/** A percent or an amount in rupees, typed with decimals. */
const AMOUNT_INPUT = { inputMode: 'decimal', autoComplete: 'off', required: true } as const;

/** A scheme's fields, in screen order. */
const SCHEME_CONTROLS = [
  { name: 'discount_percent', label: 'Percent off', ...AMOUNT_INPUT },
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
  const write = useWrite({ refresh: officeKeys.schemes });

  const end = (scheme: OfficeScheme) =>
    write.run(async () => {
      await endScheme(scheme.name);
      return `Scheme ${scheme.title} ended.`;
    });

  const actions: Column<OfficeScheme> = {
    heading: 'Actions',
    cell: (scheme) =>
      scheme.state !== 'Ended' && (
        <ButtonRow>
          <SecondaryButton
            aria-label={`Change ${scheme.title}`}
            onClick={() => {
              write.clear();
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
            onConfirm={() => void end(scheme)}
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
      {schemes.isError && <OfficeError error={schemes.error} />}
      {schemes.data === undefined && !schemes.isError && <p role="status">Loading the schemes…</p>}
      <OutcomeLines outcome={write.outcome} />
      {schemes.data && (
        <DataTable
          label="Schemes"
          columns={admin ? [...SCHEME_COLUMNS, actions] : SCHEME_COLUMNS}
          rows={schemes.data}
          rowKey={(scheme) => scheme.name}
        />
      )}
      {admin && (
        <SchemeCard
          key={editing?.name ?? 'new'}
          editing={editing}
          onDone={(text) => {
            setEditing(null);
            write.done(text);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function SchemeCard({
  editing,
  onDone,
  onCancel,
}: {
  editing: OfficeScheme | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const scheme = useOfficeForm<SchemeForm>(
    zodResolver(schemeFormSchema),
    editing ? schemeFormOf(editing) : EMPTY_SCHEME_FORM,
    { refresh: officeKeys.schemes },
  );
  const save = (values: SchemeForm) =>
    scheme.write.submit(async () => {
      const body = schemeBodyOf(values);
      const saved = editing ? await updateScheme({ name: editing.name, ...body }) : await createScheme(body);
      scheme.form.reset(EMPTY_SCHEME_FORM);
      onDone(editing ? `Scheme ${saved.title} saved.` : `Scheme ${saved.title} added.`);
    });
  const title = editing ? `Change ${editing.title}` : 'Add a scheme';
  return (
    <Panel>
      <h2>{title}</h2>
      <OfficeForm
        state={scheme}
        label={title}
        controls={SCHEME_CONTROLS}
        onValid={save}
        submitLabel={editing ? 'Save the scheme' : 'Add the scheme'}
        onCancel={editing ? onCancel : undefined}
      />
    </Panel>
  );
}
