import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contactFormSchema, partnerFormSchema } from '@site/contract';

/**
 * The inquiries' validation: zod and the contract's schemas, loaded when a form first validates (a field
 * left, or Submit), not to show the page.
 */
const SCHEMAS: Record<'partner' | 'contact', z.ZodType<Record<string, unknown>, Record<string, unknown>>> = {
  partner: partnerFormSchema,
  contact: contactFormSchema,
};

/** raw: the payload is made from the values as entered, not the schema's output. */
export const inquiryResolver = (kind: keyof typeof SCHEMAS): Resolver<FieldValues> =>
  zodResolver(SCHEMAS[kind], undefined, { raw: true }) as unknown as Resolver<FieldValues>;
