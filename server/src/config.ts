import type { z } from 'zod';
import { databaseConfig } from './db/settings';
import { inquiryConfig } from './features/inquiry/settings';
import { invoicingConfig } from './features/invoicing/settings';
import { lookupConfig } from './features/lookups/settings';
import { officeConfig } from './features/office/settings';
import { orderingConfig } from './features/ordering/settings';
import { otpConfig } from './features/otp/settings';
import { privacyConfig } from './features/privacy/settings';
import { fileConfig } from './files/settings';
import { httpConfig } from './http/settings';
import { mailConfig } from './mail/settings';
import type { Env } from './settings';
import { smsConfig } from './sms/settings';

/**
 * Every part of the server that reads the environment, each from the settings declared beside it. Their
 * values merge into one configuration; a variable several read (NODE_ENV, DATA_DIR) means the same to each.
 */
const parts = [
  httpConfig,
  databaseConfig,
  fileConfig,
  otpConfig,
  lookupConfig,
  inquiryConfig,
  privacyConfig,
  smsConfig,
  mailConfig,
  orderingConfig,
  invoicingConfig,
  officeConfig,
] as const;

type Merged<Parts> = Parts extends readonly [infer First extends z.ZodType, ...infer Rest]
  ? z.output<First> & Merged<Rest>
  : unknown;

/** Everything the server reads from the environment, in one typed value. */
export type Config = { [Key in keyof Merged<typeof parts>]: Merged<typeof parts>[Key] };

export class ConfigError extends Error {}

/** The configuration, or a ConfigError naming every wrong variable (`; ` apart, each once). Reads, never writes. */
export function loadConfig(env: Env = process.env): Config {
  const config: Partial<Config> = {};
  const problems = new Set<string>();
  for (const part of parts) {
    const parsed = part.safeParse(env);
    if (parsed.success) Object.assign(config, parsed.data);
    else for (const issue of parsed.error.issues) problems.add(issue.message);
  }
  if (problems.size > 0) throw new ConfigError([...problems].join('; '));
  return config as Config;
}

/**
 * What the configuration allows but an operator should hear at start (buildApp logs each once): PostgreSQL
 * says more than one instance may run, and without Redis each would count the request limits alone.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.database.kind === 'postgres' && !config.rateLimitStore) {
    warnings.push(
      'DATABASE_URL is set but REDIS_URL is not: the per-address request limits (RATE_LIMIT_*) are counted per ' +
        'process, so each instance allows the full limit; set REDIS_URL when more than one instance runs',
    );
  }
  return warnings;
}
