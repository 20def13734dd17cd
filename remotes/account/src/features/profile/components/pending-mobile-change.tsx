import { useId, type KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { type CustomerDetail, loginRecordSchema, type MobileChangeCode, mobileChangeCodeSchema } from '@site/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiCallError, ApiError, getLogin, notify, saveLogin, useSharedText } from '@site/state';
import { request } from '@site/state/api';
import { LOADING_OVERLAY_META } from '@site/state/query';
import { Button } from '@site/ui';
import { ErrorText } from '@site/ui/form';
import { CodeInput, CodeRow } from '../../../lib/code-box';
import { useWords } from '../../../lib/words';

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 8px;
`;

/**
 * A new mobile saved in the profile waits for the code sent to it: the record keeps the
 * proved number until then. Confirming takes the number, ends every other session and gives this one
 * a new token, which is stored as the login.
 */
export function PendingMobileChange({
  detail,
  onConfirmed,
}: {
  detail: CustomerDetail;
  onConfirmed: (detail: CustomerDetail) => void;
}) {
  const id = useId();
  const t = useWords();
  const sharedText = useSharedText();
  // Its own form state, but no <form> element: it sits inside the profile's form, and forms do not nest.
  const form = useForm<MobileChangeCode>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: zodResolver(mobileChangeCodeSchema),
    defaultValues: { otp: '' },
  });
  const confirming = useMutation({
    // With the known-device cookie (docs/decisions/0010): the new number's device is this browser.
    mutationFn: (otp: string) =>
      request(loginRecordSchema, 'POST', 'confirmMobileChange', {
        body: { customer_id: detail.customer_id, otp },
        credentials: true,
      }),
    meta: LOADING_OVERLAY_META,
  });
  const { field, fieldState } = useController({ control: form.control, name: 'otp' });
  const { isSubmitting } = form.formState;
  const error = fieldState.error?.message === undefined ? undefined : sharedText(fieldState.error.message);
  if (!detail.pending_mobile) return null;

  const confirm = form.handleSubmit(async ({ otp }) => {
    try {
      const record = await confirming.mutateAsync(otp);
      saveLogin({ ...(getLogin() ?? {}), ...record });
      form.reset();
      notify.success(t('profile.mobileConfirmed'));
      const { api_key: _key, api_secret: _secret, ...confirmed } = record;
      onConfirmed(confirmed);
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
      // The contract's refusals carry a reason and words to show; anything else has none.
      const refusal = error instanceof ApiError && error.reason ? error : null;
      const message =
        refusal?.errors.otp ??
        (refusal?.text ? `${t('profile.mobileNotConfirmed')} ${refusal.text}` : t('profile.mobileNotConfirmed'));
      form.setError('otp', { type: 'server', message }, { shouldFocus: true });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter confirms the code; it must not submit the profile form around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!isSubmitting) void confirm();
    }
  };

  return (
    <Box role="group" aria-labelledby={`${id}-text`}>
      <p id={`${id}-text`}>{t('profile.mobilePending', { mobile: detail.pending_mobile })}</p>
      <CodeRow>
        <label htmlFor={`${id}-code`}>{t('profile.mobileCodeLabel')}</label>
        <CodeInput
          id={`${id}-code`}
          ref={field.ref}
          value={field.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            field.onChange(event.target.value.replace(/\D/g, ''));
            if (error) form.clearErrors('otp');
          }}
          onKeyDown={onKeyDown}
        />
        <Button $variant="primary" $size="sm" type="button" onClick={() => void confirm()} disabled={isSubmitting}>
          {t('profile.confirmMobile')}
        </Button>
      </CodeRow>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Box>
  );
}
