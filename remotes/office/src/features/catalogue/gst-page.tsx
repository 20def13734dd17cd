import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  gstBodyOf,
  type GstForm,
  gstFormSchema,
  type OfficeGstRate,
  roleAllows,
  type SignedInStaff,
} from '@site/contract';
import { ApiError } from '@site/state';
import { Card } from '@site/ui';
import { Field, Form, siteFormOptions, TextField } from '@site/ui/form';
import { type Column, DataTable } from '../../lib/data-table';
import { formatMoment } from '../../lib/format';
import { Stack } from '../../lib/layout';
import { OfficeError, refusalText } from '../../lib/office-error';
import { officeKeys } from '../../lib/office-keys';
import { OfficePage } from '../../lib/office-page';
import { SubmitButton } from '../../lib/submit-button';
import { OutcomeLines, type WriteOutcome } from '../../lib/write-feedback';
import { addGstRate, useGstRates } from './catalogue-api';
import { MomentField } from './moment-field';

const GST_FIELDS = ['percent', 'effective_from'] as const satisfies readonly (keyof GstForm)[];

/** /office/gst: the GST rate orders use now and every rate; an admin adds one from a moment now or later. */
export default function GstPage() {
  return <OfficePage title="GST Rate">{(me) => <GstRates me={me} />}</OfficePage>;
}

const RATE_COLUMNS: readonly Column<OfficeGstRate>[] = [
  { heading: 'Takes effect', cell: (rate) => formatMoment(rate.effective_from) },
  { heading: 'Rate', cell: (rate) => `${rate.percent} %` },
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
      {rates.isError && <OfficeError error={rates.error} />}
      {rates.data === undefined && !rates.isError && <p role="status">Loading the rates…</p>}
      {rates.data && (
        <>
          <p>
            <strong>
              In effect now: {rates.data.current ? `${rates.data.current.percent} %` : 'none'}
              {rates.data.current && ` (since ${formatMoment(rates.data.current.effective_from)})`}
            </strong>
          </p>
          <DataTable
            label="GST rates, newest first"
            columns={RATE_COLUMNS}
            rows={rates.data.rates}
            rowKey={(rate) => rate.effective_from}
          />
        </>
      )}
      {roleAllows(me.role, 'admin') && <NewRateCard />}
    </Stack>
  );
}

function NewRateCard() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const form = useForm<GstForm>({
    ...siteFormOptions,
    resolver: zodResolver(gstFormSchema),
    defaultValues: { percent: '', effective_from: '' },
  });
  const add = async (values: GstForm) => {
    setOutcome(null);
    try {
      await addGstRate(gstBodyOf(values));
      form.reset({ percent: '', effective_from: '' });
      setOutcome({ refused: false, text: `GST ${values.percent} % added.` });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) return error.errors;
      setOutcome({ refused: true, text: refusalText(error) });
    } finally {
      await queryClient.invalidateQueries({ queryKey: officeKeys.gstRates });
    }
  };
  return (
    <Card $padding="md">
      <h2>Add a rate</h2>
      <Form form={form} fieldOrder={GST_FIELDS} onValid={add} aria-label="Add a GST rate">
        <Stack>
          <Field<GstForm> name="percent">
            {(field) => <TextField field={field} label="GST, %" inputMode="decimal" autoComplete="off" required />}
          </Field>
          <Field<GstForm> name="effective_from">
            {(field) => <MomentField field={field} label="Takes effect" hint="India time; now or later" required />}
          </Field>
          <OutcomeLines outcome={outcome} />
          <div>
            <SubmitButton label="Add the rate" />
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
