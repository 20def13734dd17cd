import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DB_INT_MAX, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@site/contract';
import { z } from 'zod';

/**
 * How a setting is read from the environment. Each feature declares its settings beside it as one table:
 * a field names its variable and how it is read, once (`settings`); config.ts composes the tables.
 */
export type Env = Record<string, string | undefined>;

/** Reads one variable; it is given the variable's name, which every message it writes names. */
type Reader = (name: string) => z.ZodType<unknown, string | undefined>;

/** One setting: the variable it is read from and how. */
type Variable = readonly [name: string, read: Reader];

type Table = { readonly [field: string]: Variable | Table };

type Values<T extends Table> = {
  -readonly [Field in keyof T]: T[Field] extends readonly [string, (name: string) => infer Schema extends z.ZodType]
    ? z.output<Schema>
    : T[Field] extends Table
      ? Values<T[Field]>
      : never;
};

const isVariable = (entry: Variable | Table): entry is Variable => Array.isArray(entry);

function variablesOf(table: Table, into = new Map<string, z.ZodType>()): Map<string, z.ZodType> {
  for (const entry of Object.values(table)) {
    if (isVariable(entry)) into.set(entry[0], entry[1](entry[0]));
    else variablesOf(entry, into);
  }
  return into;
}

function valuesOf(table: Table, env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(table).map(([field, entry]) => [field, isVariable(entry) ? env[entry[0]] : valuesOf(entry, env)]),
  );
}

/**
 * A feature's settings: the schema of the environment that its table reads, giving the table's shape with
 * each field's value. Rules across its variables follow with `.transform((values, context) => …)`.
 */
export function settings<const T extends Table>(table: T): z.ZodType<Values<T>, Env> {
  const schema = z.object(Object.fromEntries(variablesOf(table))).transform((env) => valuesOf(table, env));
  return schema as unknown as z.ZodType<Values<T>, Env>;
}

/**
 * One variable per language other than English, `<name>_<CODE>` (`MSG91_TEMPLATE_ID_HI`): made from the
 * contract's list of languages, so a new language needs no line here.
 */
export function perTranslatedLanguage<Read extends Reader>(name: string, read: Read) {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, [`${name}_${language.toUpperCase()}`, read] as const]),
  ) as Record<TranslatedLanguage, readonly [string, Read]>;
}

/** One variable alone, outside a feature's settings (what a program needs before its configuration). */
export function readVariable<Schema extends z.ZodType>(
  [name, read]: readonly [string, (name: string) => Schema],
  env: Env,
): z.ZodSafeParseResult<z.output<Schema>> {
  return read(name).safeParse(env[name]);
}

/** A value or a rule across variables failed: its message names the variables. */
export function refuse(context: z.RefinementCtx, message: string): never {
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** Adds each broken rule's message (a rule that holds gives `false`); tells whether any was broken. */
export function broken(context: z.RefinementCtx, rules: (string | false)[]): boolean {
  const messages = rules.filter((rule) => rule !== false);
  for (const message of messages) context.addIssue({ code: 'custom', message });
  return messages.length > 0;
}

/** As set, blank included (paths: an empty one means the server's folder). */
export const verbatim = () => z.string().optional();

/** Trimmed; unset and blank both give the fallback. */
export const text = (fallback: string) => () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || fallback);

/** Trimmed; unset and blank are both unset. */
export const optionalText = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

/** Integers are bounded by what an `integer` column holds: each may meet one (limits, lengths, seconds). */
export function integerProblem(name: string, raw: string, min: number): string | null {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) return `${name} must be an integer ≥ ${min}, got "${raw}"`;
  return value > DB_INT_MAX ? `${name} must be an integer ≤ ${DB_INT_MAX}, got "${raw}"` : null;
}

/** Digits of at least `min`; unset or blank gives the fallback. */
export const integer =
  (fallback: number, min = 0) =>
  (name: string) =>
    z
      .string()
      .optional()
      .transform((raw, context) => {
        if (raw === undefined || raw.trim() === '') return fallback;
        const problem = integerProblem(name, raw, min);
        return problem ? refuse(context, problem) : Number(raw);
      });

/** Comma-separated, each trimmed and without trailing slashes; blank entries dropped. */
export function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * NODE_ENV in any case and spacing, so that no spelling of production runs as development; unset is
 * development. Any other value is refused: a staging or `prod` would otherwise run as development. Every
 * feature whose rules differ in production reads it (config.ts reports its message once).
 */
export const PRODUCTION = [
  'NODE_ENV',
  () =>
    z
      .string()
      .optional()
      .transform((raw) => raw?.trim().toLowerCase() || 'development')
      .pipe(
        z.enum(
          ['development', 'test', 'production'],
          'NODE_ENV must be development, test or production (any case), or unset for development',
        ),
      )
      .transform((environment) => environment === 'production'),
] as const;

// The server's folder: this file sits in src/ as the build's main.js sits in dist/.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A path as an operator writes it: from the server's folder (blank: the folder itself). */
export const inServerFolder = (written: string) => path.resolve(serverRoot, written);

/** DATA_DIR, resolved from the server's folder: the embedded database, the pictures, the development OTP key. */
export const DATA_DIR = [
  'DATA_DIR',
  () =>
    z
      .string()
      .optional()
      .transform((raw) => inServerFolder(raw ?? '.data')),
] as const;
