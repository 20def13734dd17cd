import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { MOBILE_DIGITS, MOBILE_PREFIX, PINCODE_LENGTH, uiTexts } from '@site/contract';
import { Field } from './field';
import { type FieldBinding, SelectField, TextField, type TextFieldProps } from './fields';

/** One field of a form described as data: TextField's props, or a control of its own (`render`). */
export type FieldSpec<T extends FieldValues> = { name: FieldPath<T> } & (
  Omit<TextFieldProps, 'field'> | { render: (field: FieldBinding) => ReactNode }
);

/**
 * The fields of a form, in screen order, each a <Field> of the enclosing <Form>; `onEdit` is told of an
 * edit of any of them (a form-level notice that the edit makes stale, say).
 */
export function FieldList<T extends FieldValues>({
  fields,
  onEdit,
}: {
  fields: readonly FieldSpec<T>[];
  onEdit?: (value: string) => void;
}) {
  return (
    <>
      {fields.map(({ name, ...spec }) => (
        <Field<T> key={name} name={name} onEdit={onEdit}>
          {(field) => ('render' in spec ? spec.render(field) : <TextField field={field} {...spec} />)}
        </Field>
      ))}
    </>
  );
}

/** An Indian mobile number (docs/product.md#mobile-number-rule): a fixed +91 prefix, the input takes 10 characters at most. */
export const PHONE_INPUT = {
  required: true,
  type: 'tel',
  prefix: MOBILE_PREFIX,
  inputMode: 'numeric',
  maxLength: MOBILE_DIGITS,
  autoComplete: 'tel-national',
} as const satisfies Omit<TextFieldProps, 'field' | 'label'>;

/** The site's one phone field: login and sign-up's Mobile Number, the profile's Phone Number, the inquiries' Phone. */
export function PhoneField({
  field,
  label,
  describedBy,
}: {
  field: FieldBinding;
  label: string;
  describedBy?: string;
}) {
  return <TextField field={field} label={label} describedBy={describedBy} {...PHONE_INPUT} />;
}

/** The location fields of sign-up's second step, the profile and create-address (docs/product.md#retailer-form-rules). */
export type AddressFieldName = 'shopName' | 'address1' | 'address2' | 'city' | 'state' | 'country' | 'pincode';
type AddressValues = Record<AddressFieldName, string>;

const ADDRESS_TEXT_FIELDS: Record<Exclude<AddressFieldName, 'state' | 'country'>, Omit<TextFieldProps, 'field'>> = {
  shopName: { label: uiTexts.address.shopName, required: true, autoComplete: 'organization' },
  address1: { label: uiTexts.address.address1, required: true, autoComplete: 'address-line1' },
  address2: { label: uiTexts.address.address2, required: true, autoComplete: 'address-line2' },
  city: { label: uiTexts.address.city, required: true, autoComplete: 'address-level2' },
  pincode: {
    label: uiTexts.address.pincode,
    required: true,
    inputMode: 'numeric',
    maxLength: PINCODE_LENGTH,
    autoComplete: 'postal-code',
  },
};

/** docs/product.md's order of the location fields, in sign-up and the profile. */
const ADDRESS_FIELD_ORDER = ['shopName', 'address1', 'address2', 'city', 'state', 'country', 'pincode'] as const;

export interface AddressFieldsProps {
  /** The fields in screen order, when not the usual one (create-address puts Pincode before Country). */
  order?: readonly AddressFieldName[];
  lists: { states: readonly string[]; countries: readonly string[] };
  /** While the lists load: what their selects say meanwhile (they are marked busy). */
  loadingText?: string;
  /** The labels in the page's language, by field (English otherwise). */
  labels?: Partial<Record<AddressFieldName, string>>;
  /** A select's placeholder from its label (the contract's "Select State" otherwise). */
  choose?: (label: string) => string;
}

/** Shop Name, the address lines, City, State, Country and Pincode, in the order given. */
export function AddressFields({
  order = ADDRESS_FIELD_ORDER,
  lists,
  loadingText,
  labels = {},
  choose,
}: AddressFieldsProps) {
  const select = (label: string, placeholder: string, options: readonly string[], autoComplete?: string) => ({
    render: (field: FieldBinding) => (
      <SelectField
        field={field}
        label={label}
        placeholder={loadingText ?? placeholder}
        options={options}
        busy={loadingText !== undefined}
        autoComplete={autoComplete}
        required
      />
    ),
  });
  const text = (name: keyof typeof ADDRESS_TEXT_FIELDS) => ({
    ...ADDRESS_TEXT_FIELDS[name],
    label: labels[name] ?? ADDRESS_TEXT_FIELDS[name].label,
  });
  const specs: Record<AddressFieldName, Omit<FieldSpec<AddressValues>, 'name'>> = {
    shopName: text('shopName'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    pincode: text('pincode'),
    state: select(
      labels.state ?? uiTexts.address.state,
      choose ? choose(labels.state ?? uiTexts.address.state) : uiTexts.address.selectState,
      lists.states,
    ),
    country: select(
      labels.country ?? uiTexts.address.country,
      choose ? choose(labels.country ?? uiTexts.address.country) : uiTexts.address.selectCountry,
      lists.countries,
      'country-name',
    ),
  };
  return (
    <FieldList<AddressValues> fields={order.map((name) => ({ name, ...specs[name] }) as FieldSpec<AddressValues>)} />
  );
}

/** The shop's hours of the sign-up and profile forms (docs/product.md#sign-up-form-fields). */
export const SHOP_HOURS_FIELDS = [
  { name: 'openingTimeFrom', label: uiTexts.shopHours.openingTimeFrom, type: 'time', required: true },
  { name: 'openingTimeTo', label: uiTexts.shopHours.openingTimeTo, type: 'time', required: true },
  { name: 'deliveryTimeFrom', label: uiTexts.shopHours.deliveryTimeFrom, type: 'time', required: true },
  { name: 'deliveryTimeTo', label: uiTexts.shopHours.deliveryTimeTo, type: 'time', required: true },
] as const satisfies readonly FieldSpec<Record<string, string>>[];
