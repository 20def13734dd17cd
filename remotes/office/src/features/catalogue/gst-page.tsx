import { useState } from 'react';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  gstBodyOf,
  type GstForm,
  gstFormSchema,
  type OfficeGstRate,
  roleAllows,
  type SignedInStaff,
} from '@site/contract';
import { percentText } from '@site/contract/money';
import type { FieldSpec } from '@site/ui/form';
import { Stack } from '@site/ui';
import { type Column, DataTable } from '@site/ui/records';
import { formatMoment } from '../../lib/format';
import { Panel } from '../../lib/layout';
import { OfficeLoaded } from '../../lib/loaded';
import { fieldRefusals, OfficeForm, useOfficeForm } from '../../lib/office-form';
import { OfficePage } from '../../lib/office-page';
import { useAddGstRate, useGstRates } from './api/catalogue-api';

/** The new rate's fields, in screen order. */
const GST_CONTROLS = [
  { name: 'basis_points', label: 'GST, %', inputMode: 'decimal', autoComplete: 'off', required: true },
  {
    name: 'effective_from',
    label: 'Takes effect',
    type: 'datetime-local',
    hint: 'India time; now or later',
    required: true,
  },
] as const satisfies readonly FieldSpec<GstForm>[];

/** /office/gst: the GST rate orders use now and every rate; an admin adds one from a moment now or later. */
export default function GstPage() {
  return <OfficePage title="GST Rate">{(me) => <GstRates me={me} />}</OfficePage>;
}

const RATE_COLUMNS: readonly Column<OfficeGstRate>[] = [
  { heading: 'Takes effect', cell: (rate) => formatMoment(rate.effective_from) },
  { heading: 'Rate', cell: (rate) => `${percentText(rate.basis_points)} %` },
  { heading: 'Added by', cell: (rate) => rate.created_by ?? 'Set up' },
  { heading: 'Added', cell: (rate) => formatMoment(rate.created_at) },
];

function GstRates({ me }: { me: SignedInStaff }) {
  const rates = useGstRates();
  return (
    <Stack>
      <p>
        Prices include GST: a new rate changes the tax inside each price, not the price. Orders placed from the moment
        it takes effect use it. <Link to="/office/catalogue">Packs</Link> · <Link to="/office/schemes">Schemes</Link>
      </p>
      <OfficeLoaded query={rates} loading="Loading the rates…">
        {({ current, rates: all }) => (
          <>
            <p>
              <strong>
                In effect now: {current ? `${percentText(current.basis_points)} %` : 'none'}
                {current && ` (since ${formatMoment(current.effective_from)})`}
              </strong>
            </p>
            <DataTable
              label="GST rates, newest first"
              columns={RATE_COLUMNS}
              rows={all}
              rowKey={(rate) => rate.effective_from}
            />
          </>
        )}
      </OfficeLoaded>
      {roleAllows(me.role, 'admin') && <NewRateCard />}
    </Stack>
  );
}

const NO_RATE: GstForm = { basis_points: '', effective_from: '' };

function NewRateCard() {
  const form = useOfficeForm<GstForm>(zodResolver(gstFormSchema), NO_RATE);
  const addGstRate = useAddGstRate();
  // The rate as typed: what the staff member asked for is what they are told was added.
  const [added, setAdded] = useState('');
  const add = (values: GstForm) =>
    fieldRefusals(
      addGstRate.mutateAsync(gstBodyOf(values), {
        onSuccess: () => {
          setAdded(percentText(gstBodyOf(values).basis_points));
          form.reset(NO_RATE);
        },
      }),
    );
  return (
    <Panel>
      <h2>Add a rate</h2>
      <OfficeForm
        form={form}
        label="Add a GST rate"
        controls={GST_CONTROLS}
        onValid={add}
        write={addGstRate}
        done={() => `GST ${added} % added.`}
        submitLabel="Add the rate"
      />
    </Panel>
  );
}
