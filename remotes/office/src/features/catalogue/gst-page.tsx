import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { gstBodyOf, type GstForm, gstFormSchema, roleAllows, type SignedInStaff } from '@site/contract';
import { ApiError } from '@site/state';
import { Card } from '@site/ui';
import { Field, Form, siteFormOptions, TextField } from '@site/ui/form';
import { formatMoment } from '../../lib/format';
import { Stack, TableScroll } from '../../lib/layout';
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
          <TableScroll>
            <table aria-label="GST rates, newest first">
              <thead>
                <tr>
                  <th scope="col">Takes effect</th>
                  <th scope="col">Rate</th>
                  <th scope="col">Added by</th>
                  <th scope="col">Added</th>
                </tr>
              </thead>
              <tbody>
                {rates.data.rates.map((rate) => (
                  <tr key={rate.effective_from}>
                    <td>{formatMoment(rate.effective_from)}</td>
                    <td>{rate.percent} %</td>
                    <td>{rate.created_by ?? 'Set up'}</td>
                    <td>{formatMoment(rate.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
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
