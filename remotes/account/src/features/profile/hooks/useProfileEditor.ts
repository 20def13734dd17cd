import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type CustomerDetail, feedbackMessages, type FieldErrors, PROFILE_FIELDS, profileFormSchema } from '@site/contract';
import { getLogin, notify, saveLogin, serverAssetUrl, setLoading } from '@site/state';
import { isNetworkFailure, queryKeys, replyError, successMessage } from '@site/state/api';
import { useValidatedForm } from '../../../hooks/useValidatedForm';
import { accountNotices } from '../../../lib/notices';
import { profileValuesFromDetail, type ProfileFormValues } from '../api/profileFormValues';
import { updateCustomerDetail } from '../api/updateCustomerDetail';

/**
 * The profile editor (docs/product.md#profile-loading-and-saving): validates every field on save, sends the multipart update with the
 * loading flag on, and answers with the spec's three toasts. When the server refuses, its reason is
 * shown where it belongs (a field, the picture, or under Save Changes) and nothing entered is lost.
 */
export function useProfileEditor(initial: CustomerDetail) {
  const form = useValidatedForm<ProfileFormValues>({
    schema: profileFormSchema,
    fields: PROFILE_FIELDS,
    initialValues: profileValuesFromDetail(initial),
  });
  const [saved, setSaved] = useState<CustomerDetail>(initial);
  const queryClient = useQueryClient();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const chooseImageButton = useRef<HTMLButtonElement>(null);
  // A ref, not state: a second Enter in the same tick still sees the first save running.
  const saving = useRef(false);

  const choosePicture = useCallback((file: File) => {
    setPicture(file);
    setPictureError(undefined);
  }, []);

  const applySaved = (detail: CustomerDetail) => {
    setSaved(detail);
    form.reset(profileValuesFromDetail(detail));
    setPicture(null);
    setPictureError(undefined);
    setFormError(undefined);
    // The page's cached record is the saved one: the address page shows it at once.
    queryClient.setQueryData(queryKeys.customerDetail(detail.customer_id), detail);
    // Keep the stored login record's copy of the customer fields current (its token is unchanged).
    const login = getLogin();
    if (login) saveLogin({ ...login, ...detail });
  };

  /** The server's refusal, shown where it belongs; the entered values and picture stay as they are. */
  const applyRefusal = (reply: Parameters<typeof replyError>[0], sentPicture: boolean) => {
    const error = replyError(reply);
    const fieldMessages: FieldErrors<ProfileFormValues> = {};
    if (error?.reason === 'validation') {
      for (const name of PROFILE_FIELDS) {
        const message = error.errors?.[name];
        if (typeof message === 'string') fieldMessages[name] = message;
      }
    } else if (error?.reason === 'already_registered') {
      fieldMessages.phoneNumber = accountNotices.mobileTaken;
    }
    const pictureRefused = sentPicture && (error?.reason === 'unsupported_media' || error?.reason === 'payload_too_large');

    if (pictureRefused) {
      setPictureError(error.text);
      chooseImageButton.current?.focus();
    }
    if (Object.keys(fieldMessages).length > 0) form.showErrors(fieldMessages);
    const explained = pictureRefused || Object.keys(fieldMessages).length > 0;
    const { notSaved } = accountNotices;
    setFormError(explained || !error?.text || isNetworkFailure(reply) ? notSaved : `${notSaved} ${error.text}`);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    setFormError(undefined);
    if (!form.validate()) return;

    saving.current = true;
    setLoading(true);
    try {
      const sentPicture = picture;
      const reply = await updateCustomerDetail({ customer_id: saved.customer_id, ...form.values }, sentPicture);
      const detail = successMessage<CustomerDetail>(reply);
      if (detail) {
        notify.success(feedbackMessages.profileUpdated);
        applySaved(detail);
      } else {
        notify.error(feedbackMessages.profileUpdateFailed);
        applyRefusal(reply, sentPicture !== null);
      }
    } catch {
      notify.error(feedbackMessages.profileSaveException);
      setFormError(accountNotices.notSaved);
    } finally {
      saving.current = false;
      setLoading(false);
    }
  };

  return {
    /** The record as last saved, with the new mobile waiting for its code, if any (issue #16). */
    saved,
    applySaved,
    field: form.field,
    savedPictureUrl: serverAssetUrl(saved.profile),
    picture,
    choosePicture,
    pictureError,
    chooseImageButton,
    formError,
    handleSubmit,
  };
}
