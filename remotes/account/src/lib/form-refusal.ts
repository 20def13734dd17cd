import type { ApiErrorBody } from '@site/contract';

/** Why the server refused a form's save: its messages under the fields they name, and the line under the form's button. */
export interface FormRefusal<Values> {
  fieldErrors: Partial<Record<keyof Values, string>>;
  text: string;
}

/** The server's field messages (a refusal's `errors`) for the form's own fields, and those it has no field for. */
export function sortFieldMessages<Field extends string>(
  errors: ApiErrorBody['message']['errors'],
  fields: readonly Field[],
): { fieldErrors: Partial<Record<Field, string>>; otherMessages: string[] } {
  const fieldErrors: Partial<Record<Field, string>> = {};
  const otherMessages: string[] = [];
  for (const [name, message] of Object.entries(errors ?? {})) {
    if ((fields as readonly string[]).includes(name)) fieldErrors[name as Field] = message;
    else otherMessages.push(message);
  }
  return { fieldErrors, otherMessages };
}
