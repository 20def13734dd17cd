import type { ReactNode } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@site/ui';
import { FieldList, type FieldSpec, Form, type ServerFieldErrors, siteFormOptions } from '@site/ui/form';
import { ButtonRow, Stack } from './layout';
import { SubmitButton } from './submit-button';
import { OutcomeLines, RefusalLine, useWrite, type WriteOptions } from './write-feedback';

/**
 * An office form's state: its values (react-hook-form, with the site's options) and its write, whose
 * outcome the form shows. `afresh` names a field emptied after a refusal (an authenticator's code).
 */
export function useOfficeForm<T extends FieldValues>(
  resolver: Resolver<T>,
  defaultValues: DefaultValues<T>,
  { afresh, ...writeOptions }: Omit<WriteOptions, 'onRefused'> & { afresh?: FieldPath<T> } = {},
) {
  const form = useForm<T>({ ...siteFormOptions, resolver, defaultValues });
  const write = useWrite({ ...writeOptions, onRefused: afresh && (() => form.resetField(afresh)) });
  return { form, write };
}

/** The form's fields: text fields it lays out itself, or the names of those its children lay out. */
type OfficeFormFields<T extends FieldValues> =
  | { controls: readonly FieldSpec<T>[]; fields?: never; children?: never }
  | {
      /** The fields in screen order. */
      fields: readonly FieldPath<T>[];
      controls?: never;
      children: ReactNode;
    };

type OfficeFormProps<T extends FieldValues> = OfficeFormFields<T> & {
  state: ReturnType<typeof useOfficeForm<T>>;
  /** The form's accessible name. */
  label: string;
  onValid: (values: T) => Promise<ServerFieldErrors | undefined>;
  submitLabel: string;
  /** The write moves the page on once done: only a refusal is said here. */
  movesOn?: boolean;
  /** Puts the form away unsaved (a change begun on an existing item). */
  onCancel?: () => void;
};

/** An office form: its fields one under another, what came of the last submit, and the submit button. */
export function OfficeForm<T extends FieldValues>({
  state: { form, write },
  label,
  controls,
  fields = controls?.map(({ name }) => name) ?? [],
  onValid,
  submitLabel,
  movesOn = false,
  onCancel,
  children,
}: OfficeFormProps<T>) {
  return (
    <Form form={form} fieldOrder={fields} onValid={onValid} aria-label={label}>
      <Stack>
        {controls ? <FieldList<T> fields={controls} onEdit={write.clear} /> : children}
        {movesOn ? <RefusalLine outcome={write.outcome} /> : <OutcomeLines outcome={write.outcome} />}
        <ButtonRow>
          <SubmitButton label={submitLabel} />
          {onCancel && (
            <Button type="button" $variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </ButtonRow>
      </Stack>
    </Form>
  );
}
