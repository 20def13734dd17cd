import { useMemo } from 'react';
import { type OptionLists, type ReferenceListsStatus, useReferenceLists } from '@site/state/query';

/** A Business Type choice: an industry type's name is both its value and its label (docs/product.md#option-lists). */
export interface BusinessTypeOption {
  value: string;
  label: string;
}

export interface SignUpLists extends Omit<OptionLists, 'businessTypes'> {
  businessTypes: BusinessTypeOption[];
}

/**
 * The sign-up form's option lists: the page's reference lists, with the business types as the
 * combobox's options. Every list is required, so the wizard shows `failed` (and its Try again) when
 * any of them did not load.
 */
export function useSignUpLists(): { status: ReferenceListsStatus; lists: SignUpLists; retry: () => void } {
  const { status, lists, retry } = useReferenceLists();
  const signUpLists = useMemo(
    () => ({ ...lists, businessTypes: lists.businessTypes.map((name) => ({ value: name, label: name })) }),
    [lists],
  );
  return { status, lists: signUpLists, retry };
}
