/**
 * A form's values read back from the wire fields that carry them (so the server checks a request with
 * the browser's own rules): each form field from the wire field `from` names for it, '' when that is
 * absent, so the form's own "required" message reports it.
 */
export function formFromWire<Fields extends object, Form extends string>(
  fields: Fields,
  from: Record<Form, keyof Fields>,
): Record<Form, unknown> {
  const sent = fields as Record<keyof Fields, unknown>;
  return Object.fromEntries(
    (Object.entries(from) as [Form, keyof Fields][]).map(([field, wire]) => [field, sent[wire] ?? '']),
  ) as Record<Form, unknown>;
}
