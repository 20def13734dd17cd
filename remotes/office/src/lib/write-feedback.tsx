import { type Ref, useId, useRef, useState } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { MAX_REASON_LENGTH, officeOperationsTexts } from '@site/contract';
import { ApiError } from '@site/state';
import { Notice } from '@site/ui';
import { ErrorText, type ServerFieldErrors, TextArea } from '@site/ui/form';
import { refusalText } from './office-error';

/** What came of a write: done (said politely), or refused (announced at once). */
export interface WriteOutcome {
  refused: boolean;
  text: string;
}

/** The two live regions a write reports in; both stay in the page so that screen readers hear each change. */
export function OutcomeLines({ outcome }: { outcome: WriteOutcome | null }) {
  return (
    <>
      <div role="status">{outcome && !outcome.refused && <p>{outcome.text}</p>}</div>
      <RefusalLine outcome={outcome} />
    </>
  );
}

/** Only the refusals' live region: for a write that, once done, moves the page on (signed in, enrolled). */
export function RefusalLine({ outcome }: { outcome: WriteOutcome | null }) {
  return <div role="alert">{outcome?.refused && <Notice>{outcome.text}</Notice>}</div>;
}

export interface WriteOptions {
  /** The cached replies the write changes: read again once it is over, done or refused. */
  refresh?: QueryKey;
  /** What a refusal says; by default the office's reading of the failure. */
  refusal?: (error: unknown) => string;
  /** After a refusal (a code to type afresh). */
  onRefused?: () => void;
}

/**
 * A write and what came of it. `submit` runs a form's write: what the write returns is said as done, the
 * server's messages about fields go back to the form, under those fields, and any other refusal is said
 * in the outcome. `run` does the same for a write without a form: every refusal is said in the outcome.
 */
export function useWrite({ refresh, refusal = refusalText, onRefused }: WriteOptions = {}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const perform = async (
    write: () => Promise<string | void>,
    forForm: boolean,
  ): Promise<ServerFieldErrors | undefined> => {
    setSending(true);
    setOutcome(null);
    try {
      const done = await write();
      if (done) setOutcome({ refused: false, text: done });
    } catch (error) {
      if (forForm && error instanceof ApiError && Object.keys(error.errors).length > 0) return error.errors;
      setOutcome({ refused: true, text: refusal(error) });
      onRefused?.();
    } finally {
      setSending(false);
      if (refresh) await queryClient.invalidateQueries({ queryKey: refresh });
    }
    return undefined;
  };
  return {
    outcome,
    sending,
    submit: (write: () => Promise<string | void>) => perform(write, true),
    run: async (write: () => Promise<string | void>) => void (await perform(write, false)),
    /** A write done elsewhere on the page (in a form that is put away) is said here. */
    done: (text: string) => setOutcome({ refused: false, text }),
    /** A refusal of the page's own, before anything is sent. */
    refuse: (text: string) => setOutcome({ refused: true, text }),
    clear: () => setOutcome(null),
  };
}

/** A labelled text area (a reason, a note) with its message under it, tied by aria-describedby. */
export function TextAreaField({
  label,
  value,
  error,
  maxLength,
  required = false,
  onChange,
  ref,
}: {
  label: string;
  value: string;
  error: string | null;
  maxLength: number;
  required?: boolean;
  onChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <TextArea
        ref={ref}
        id={id}
        rows={3}
        maxLength={maxLength}
        value={value}
        $invalid={error !== null}
        aria-invalid={error !== null}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </div>
  );
}

/**
 * The reason a change needs (cancelling an order, blocking a retailer): its field's props, and `check`, which
 * says so under the field and focuses it while it is empty.
 */
export function useReason() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    field: {
      ref,
      value,
      error,
      maxLength: MAX_REASON_LENGTH,
      required: true,
      onChange: (next: string) => {
        setValue(next);
        setError(null);
      },
    },
    check(): boolean {
      if (value.trim() !== '') return true;
      setError(officeOperationsTexts.reasonRequired);
      ref.current?.focus();
      return false;
    },
    /** The server's own message about the reason. */
    refuse: setError,
    clear: () => setValue(''),
  };
}
