import { MOBILE_DIGITS, MOBILE_PREFIX } from '@site/contract';
import { type FieldBinding, TextField } from '@site/ui/form';

/** Indian mobile number: the +91 prefix is fixed, the input takes the 10 digits (docs/product.md#mobile-number-rule). */
export function PhoneField({ field, label }: { field: FieldBinding; label: string }) {
  return (
    <TextField
      field={field}
      label={label}
      required
      type="tel"
      prefix={MOBILE_PREFIX}
      inputMode="numeric"
      maxLength={MOBILE_DIGITS}
      autoComplete="tel-national"
    />
  );
}
