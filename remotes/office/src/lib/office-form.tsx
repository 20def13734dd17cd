import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '@site/state';
import { Button, ButtonRow, Stack } from '@site/ui';
import { FieldList, type FieldSpec, Form, type ServerFieldErrors, siteFormOptions, SubmitButton } from '@site/ui/form';
import { isFieldRefusal, OutcomeLines, RefusalLine, saidBy, type SaidOptions } from './mutation-outcome';

/** An office form's values: react-hook-form with the site's options, checked by the contract's schema. */
export const useOfficeForm = <T extends FieldValues>(resolver: Resolver<T>, defaultValues: DefaultValues<T>) =>
  useForm<T>({ ...siteFormOptions, resolver, defaultValues });

/**
 * Waits for a form's write: the server's messages about its fields go back to the form, under those fields;
 * any other refusal is the write's own outcome.
 */
export async function fieldRefusals(sending: Promise<unknown>): Promise<ServerFieldErrors | undefined> {
  try {
    await sending;
  } catch (error) {
    if (error instanceof ApiError && isFieldRefusal(error)) return error.errors;
  }
  return undefined;
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

type OfficeFormProps<T extends FieldValues, Data, Variables> = OfficeFormFields<T> & {
  form: UseFormReturn<T>;
  /** The form's accessible name. */
  label: string;
  onValid: (values: T) => Promise<ServerFieldErrors | undefined>;
  /**
   * The write the form sends: what came of its last submit is said under the form, except a refusal of the
   * form's own fields, said under those; an edit of a field the form lays out (`controls`) puts it away.
   */
  write: UseMutationResult<Data, Error, Variables>;
  /** What the write says once done; nothing by default. */
  done?: (data: Data, variables: Variables) => string;
  /** Where the write's refusals are read otherwise than the office's way. */
  refusals?: SaidOptions;
  submitLabel: string;
  /** The write moves the page on once done: only a refusal is said here. */
  movesOn?: boolean;
  /** Puts the form away unsaved (a change begun on an existing item). */
  onCancel?: () => void;
};

/** An office form: its fields one under another, what came of the last submit, and the submit button. */
export function OfficeForm<T extends FieldValues, Data, Variables>({
  form,
  label,
  controls,
  fields = controls?.map(({ name }) => name) ?? [],
  onValid,
  write,
  done,
  refusals,
  submitLabel,
  movesOn = false,
  onCancel,
  children,
}: OfficeFormProps<T, Data, Variables>) {
  const outcome = saidBy(write, done, { shownElsewhere: isFieldRefusal, ...refusals });
  return (
    <Form form={form} fieldOrder={fields} onValid={onValid} aria-label={label}>
      <Stack>
        {controls ? <FieldList<T> fields={controls} onEdit={write.reset} /> : children}
        {movesOn ? <RefusalLine said={[outcome]} /> : <OutcomeLines said={[outcome]} />}
        <ButtonRow>
          <SubmitButton label={submitLabel} busyLabel="Please wait…" />
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
