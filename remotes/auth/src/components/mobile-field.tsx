import { MOBILE_DIGITS, MOBILE_PREFIX } from '@site/contract';
import { type FieldBinding, TextField } from '@site/ui/form';

/** The mobile number of login and sign-up: a fixed +91 prefix and 10 characters at most (docs/product.md#mobile-number-rule). */
export function MobileField({ field, describedBy }: { field: FieldBinding; describedBy?: string }) {
  return (
    <TextField
      field={field}
      label="Mobile Number"
      required
      type="tel"
      prefix={MOBILE_PREFIX}
      inputMode="numeric"
      maxLength={MOBILE_DIGITS}
      autoComplete="tel-national"
      describedBy={describedBy}
    />
  );
}
