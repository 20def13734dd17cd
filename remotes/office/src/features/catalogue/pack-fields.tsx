import { catalogueTexts, PACK_VISIBILITY, type PackForm } from '@site/contract';
import { Field, SelectField, TextField } from '@site/ui/form';

type PackField = keyof PackForm;

/** The label of each field of a pack's form; the price is GST-inclusive, and says so. */
const LABELS: Record<PackField, string> = {
  item_code: 'Item code',
  variant_of: 'Product',
  weight_grams: 'Grams per sachet',
  web_item_name: 'Name',
  pack_size: 'Sachets per pack',
  rate_paise: `${catalogueTexts.priceLabel}, ₹`,
  mrp_paise: 'MRP, ₹',
  stock_qty: 'Packs in stock',
  published: 'On the site',
  min_order_qty: 'Minimum order (packs)',
  case_multiple: 'Case multiple (packs)',
};

const NUMERIC: readonly PackField[] = [
  'weight_grams',
  'pack_size',
  'stock_qty',
  'min_order_qty',
  'case_multiple',
  'rate_paise',
  'mrp_paise',
];

/** The fields `names` of a pack's form, in that order. */
export function PackFields({ names, onEdit }: { names: readonly PackField[]; onEdit?: () => void }) {
  return (
    <>
      {names.map((name) => (
        <Field<PackForm> key={name} name={name} onEdit={onEdit}>
          {(field) =>
            name === 'published' ? (
              <SelectField field={field} label={LABELS[name]} options={PACK_VISIBILITY} placeholder="Choose" required />
            ) : (
              <TextField
                field={field}
                label={LABELS[name]}
                inputMode={NUMERIC.includes(name) ? 'decimal' : undefined}
                autoComplete="off"
                required
              />
            )
          }
        </Field>
      ))}
    </>
  );
}

export const EDIT_PACK_FIELDS = [
  'web_item_name',
  'pack_size',
  'rate_paise',
  'mrp_paise',
  'stock_qty',
  'published',
  'min_order_qty',
  'case_multiple',
] as const satisfies readonly PackField[];

/** A new pack's fields: what names it, then what can be changed later. */
export const NEW_PACK_FIELDS = [
  'item_code',
  'variant_of',
  'weight_grams',
  ...EDIT_PACK_FIELDS,
] as const satisfies readonly PackField[];
