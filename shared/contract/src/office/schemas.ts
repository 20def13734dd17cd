import { email, requiredText } from '../validation/rules';
import { z } from '../zod';
import { officeMessages as m } from './messages';
import { STAFF_ROLES } from './roles';

const success = z.literal('success');

export const staffRoleSchema = z.enum(STAFF_ROLES, m.roleRequired);

/** The longest e-mail address SMTP carries. */
export const STAFF_EMAIL_MAX = 254;
/** A passphrase, not a clever short password: length is what resists guessing. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
/** A solved proof of work as the office page sends it: a few hundred characters. */
const PROOF_MAX_LENGTH = 4096;
/** The authenticator's code: RFC 6238 with 6 digits every 30 s. */
export const TOTP_DIGITS = 6;
/** How many one-time recovery codes an enrolment shows. */
export const RECOVERY_CODE_COUNT = 10;

const staffEmail = email(m.emailRequired, m.emailInvalid).refine((value) => value.trim().length <= STAFF_EMAIL_MAX, {
  message: m.emailInvalid,
  abort: true,
});

/** A new password: its length rules, counted in characters as typed. */
export const newPasswordSchema = requiredText(m.passwordRequired)
  .refine((value) => [...value].length >= STAFF_PASSWORD_MIN, { message: m.passwordTooShort, abort: true })
  .refine((value) => [...value].length <= STAFF_PASSWORD_MAX, { message: m.passwordTooLong, abort: true });

/** The authenticator's current code. */
export const totpCodeSchema = z.string(m.totpCodeInvalid).regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), m.totpCodeInvalid);

export const signInSchema = z.strictObject({
  email: staffEmail,
  password: requiredText(m.passwordRequired).refine((value) => value.length <= STAFF_PASSWORD_MAX, {
    message: m.passwordTooLong,
    abort: true,
  }),
  code: requiredText(m.codeRequired)
    .refine((value) => value.trim().length <= 32, { message: m.codeRequired, abort: true })
    .describe('The 6-digit authenticator code, or one of the recovery codes'),
  proof: z
    .string(m.proofInvalid)
    .max(PROOF_MAX_LENGTH, m.proofInvalid)
    .optional()
    .describe('A solved `sign_in_challenge` (base64 JSON of challenge and solution), when a 428 asked for one'),
});
export type SignInForm = z.infer<typeof signInSchema>;

/** The signed-in staff member, as every office page needs them. */
export const signedInStaffSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export type SignedInStaff = z.infer<typeof signedInStaffSchema>;

export const staffSessionReplySchema = z.object({ status: success, staff: signedInStaffSchema });
export type StaffSessionReply = z.infer<typeof staffSessionReplySchema>;

/** What happened to the account since the member's last sign-in, told once (`passwordAttackNotice`, `wrongCodeNotice`). */
export const signInAlertSchema = z.object({
  kind: z.enum(['password_attack', 'wrong_code']),
  at: z.string().describe('When it was first seen (ISO 8601)'),
});
export type SignInAlert = z.infer<typeof signInAlertSchema>;

export const signInReplySchema = staffSessionReplySchema.extend({ alerts: z.array(signInAlertSchema) });
export type SignInReply = z.infer<typeof signInReplySchema>;

/** An ALTCHA proof-of-work challenge (SHA-256, deterministic mode): the browser finds the counter whose key has the prefix. */
export const proofChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type ProofChallenge = z.infer<typeof proofChallengeSchema>;

export const signInChallengeReplySchema = z.object({ status: success, challenge: proofChallengeSchema });

export const enrolmentTokenSchema = z.strictObject({
  token: z.string(m.enrolmentInvalid).regex(/^[A-Za-z0-9_-]{20,128}$/, m.enrolmentInvalid),
});

export const enrolmentStartedSchema = z.object({
  status: success,
  email: z.string(),
  role: staffRoleSchema,
  otpauth_uri: z.string().describe('otpauth://totp/… for a QR code'),
  secret: z.string().describe('The same secret in base32, to type into the authenticator app'),
});
export type EnrolmentStarted = z.infer<typeof enrolmentStartedSchema>;

export const completeEnrolmentSchema = enrolmentTokenSchema.extend({
  password: newPasswordSchema,
  code: totpCodeSchema,
});
export type CompleteEnrolmentForm = z.infer<typeof completeEnrolmentSchema>;

export const enrolmentCompletedSchema = z.object({
  status: success,
  staff: signedInStaffSchema,
  recovery_codes: z
    .array(z.string())
    .describe('Each signs in once in place of an authenticator code; shown only now, stored hashed'),
});
export type EnrolmentCompleted = z.infer<typeof enrolmentCompletedSchema>;

export const staffStatusSchema = z.enum(['invited', 'active', 'disabled']);

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: staffStatusSchema.describe('invited: not enrolled yet (or after a reset); disabled: cannot sign in'),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ status: success, staff: z.array(staffMemberSchema) });

export const inviteStaffSchema = z.strictObject({ email: staffEmail, role: staffRoleSchema });
export type InviteStaffForm = z.infer<typeof inviteStaffSchema>;

export const staffIdSchema = z.strictObject({ staff_id: z.string(m.staffNotFound).min(1, m.staffNotFound).max(64) });

export const enrolmentLinkSchema = z.object({
  status: success,
  staff: staffMemberSchema,
  enrolment_link: z.string().describe('<site>/office/enrol/<token>: shown to the admin, valid once'),
  expires_at: z.string(),
  mailed: z.boolean().describe('The link was also sent to the member by e-mail'),
});
export type EnrolmentLink = z.infer<typeof enrolmentLinkSchema>;

export const staffMemberReplySchema = z.object({ status: success, staff: staffMemberSchema });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staff_id: z.string().nullable().describe('null: the server command'),
  staff_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_DEFAULT = 50;

/** get_audit_log's query: the page before which entry, and how many. */
export const auditLogQuerySchema = z.object({
  before: z
    .string(m.auditCursorInvalid)
    .regex(/^\d{1,18}$/, m.auditCursorInvalid)
    .optional()
    .describe('next_before of the previous page'),
  page_length: z
    .string(m.pageLengthInvalid)
    .optional()
    .refine((raw) => !raw || (/^\d{1,3}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 100), m.pageLengthInvalid)
    .transform((raw) => (raw ? Number(raw) : AUDIT_PAGE_DEFAULT))
    .describe(`1 to 100, default ${AUDIT_PAGE_DEFAULT}`),
});

export const auditPageSchema = z.object({
  status: success,
  entries: z.array(auditEntrySchema),
  next_before: z.string().nullable().describe('Pass as `before` for the next (older) page; null: no more'),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
