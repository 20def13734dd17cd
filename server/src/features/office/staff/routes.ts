import {
  auditLogQuerySchema,
  auditPageSchema,
  completeEnrolmentSchema,
  enrolmentCompletedSchema,
  enrolmentLinkSchema,
  enrolmentStartedSchema,
  enrolmentTokenSchema,
  inviteStaffSchema,
  signInChallengeReplySchema,
  signInReplySchema,
  signInSchema,
  staffIdSchema,
  staffListSchema,
  staffMemberReplySchema,
  staffSessionReplySchema,
  successReplySchema,
} from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { methodPath, staffRead, staffWrite, writeFailures, failure, success } from '../../../http/route-schemas';
import { useFastifyValidation } from '../../../http/schemas';
import { ok } from '../../../http/reply';
import { newChallenge } from './proof-of-work';
import { rememberDevice, signInClientOf } from './sign-in-guard';
import { readAuditLog } from '../../../audit/read';
import { createStaffMailer, type StaffMailer } from '../../../mail/staff-mail';
import {
  type OfficeContext,
  requireOfficeWrite,
  requireStaff,
  signedInStaff,
  startStaffSession,
} from '../../../http/staff-session';
import {
  completeEnrolment,
  disableStaff,
  inviteStaff,
  type IssuedEnrolment,
  listStaff,
  resetSecondFactor,
  staffMemberOf,
  startEnrolment,
} from './staff';
import { openSignedInSession, signIn, signOut } from './sign-in';

/** What a public write (signing in, enrolling) may answer: the writes' failures, and a foreign origin's 403. */
const publicWriteFailures = { ...writeFailures, 403: failure('From another origin') };

const schemas = {
  signIn: {
    summary: 'Sign a staff member in: e-mail, password and an authenticator or recovery code',
    description:
      "Sets the HttpOnly, Secure, SameSite=Strict `site_staff` cookie (Path=/api) and the browser's known-device cookie `site_staff_device`. " +
      'A wrong e-mail, password or code is the same 401. Failed passwords wait per account and client network, a known browser on its own budget (429); ' +
      "past the hour's share of failures on the account, an unknown browser must send a solved `sign_in_challenge` as `proof` (428 `proof_required`).",
    body: signInSchema,
    response: {
      200: success(signInReplySchema),
      ...publicWriteFailures,
      401: failure('Wrong e-mail, password or code'),
      428: failure('Solve a sign_in_challenge and send it as proof'),
    },
  },
  signInChallenge: {
    summary: 'A proof-of-work challenge (ALTCHA, SHA-256) for a sign-in refused with 428',
    querystring: z.strictObject({}),
    response: { 200: success(signInChallengeReplySchema), 417: failure('A parameter it does not take') },
  },
  signOut: staffWrite('End this staff session', z.strictObject({}).optional(), successReplySchema),
  me: staffRead('The signed-in staff member and their role', staffSessionReplySchema),
  startEnrolment: {
    summary: 'Open an enrolment link: the authenticator secret to scan (otpauth:// URI) or type',
    body: enrolmentTokenSchema,
    response: {
      200: success(enrolmentStartedSchema),
      ...publicWriteFailures,
      404: failure('Link unknown, used or expired'),
    },
  },
  completeEnrolment: {
    summary: 'Finish enrolling: set the password, prove the authenticator; answers the recovery codes once',
    description: 'Signs the member in (sets the `site_staff` cookie).',
    body: completeEnrolmentSchema,
    response: {
      200: success(enrolmentCompletedSchema),
      ...publicWriteFailures,
      404: failure('Link unknown, used or expired'),
    },
  },
  listStaff: staffRead('Every staff account (admin)', staffListSchema),
  inviteStaff: staffWrite(
    'Invite a member (admin): the enrolment link, mailed when mail is configured',
    inviteStaffSchema,
    enrolmentLinkSchema,
    {
      409: failure('A staff account with this e-mail exists'),
    },
  ),
  resetSecondFactor: staffWrite(
    "Reset a member's second factor (admin): they enrol again through the new link; their sessions end",
    staffIdSchema,
    enrolmentLinkSchema,
    { 404: failure('No such staff account') },
  ),
  disableStaff: staffWrite(
    'Disable a member (admin): they cannot sign in; their sessions end',
    staffIdSchema,
    staffMemberReplySchema,
    {
      404: failure('No such staff account'),
      409: failure('The last active admin'),
    },
  ),
  getAuditLog: {
    ...staffRead('The audit log, newest first (admin); keyset pages', auditPageSchema, { 417: failure('Bad paging') }),
    querystring: auditLogQuerySchema,
  },
};

export interface OfficeRouteOptions extends OfficeContext {
  /** Sends enrolment links; null: mail is not configured, the admin passes the link on. */
  mailer?: StaffMailer | null;
}

/** The back office's staff identity: signing in and out, enrolment, staff administration, the audit log. */
export async function officeRoutes(fastify: FastifyInstance, options: OfficeRouteOptions) {
  const ctx: OfficeContext = { db: options.db, config: options.config, now: options.now };
  const mailer =
    options.mailer !== undefined ? options.mailer : ctx.config.mail ? createStaffMailer(ctx.config.mail) : null;
  const app = useFastifyValidation(fastify);
  const publicWrite = { onRequest: (request: FastifyRequest) => requireOfficeWrite(ctx.config, request) };
  const sales = { preValidation: requireStaff(ctx, 'sales') };
  const admin = { preValidation: requireStaff(ctx, 'admin') };

  /** The link as the admin sees it, and mailed to the member when mail is configured. */
  const enrolmentReply = async (
    request: FastifyRequest,
    member: Parameters<typeof staffMemberOf>[0],
    enrolment: IssuedEnrolment,
  ) => {
    let mailed = false;
    if (mailer) {
      try {
        await mailer.sendEnrolmentLink(member.email, enrolment.link, enrolment.expiresAt);
        mailed = true;
      } catch (error) {
        request.log.error({ err: error }, 'enrolment mail failed');
      }
    }
    return ok({
      staff: staffMemberOf(member),
      enrolment_link: enrolment.link,
      expires_at: enrolment.expiresAt.toISOString(),
      mailed,
    });
  };

  app.post(
    methodPath('signIn'),
    {
      ...publicWrite,
      config: { rateLimit: { max: ctx.config.office.signInPerMinute, timeWindow: '1 minute' } },
      schema: schemas.signIn,
    },
    async (request, reply) => {
      const signedIn = await signIn(ctx, request.body, signInClientOf(request));
      const alerts = await openSignedInSession(ctx, request, reply, signedIn);
      const { id, email, role } = signedIn.staff;
      return ok({ staff: { id, email, role }, alerts });
    },
  );

  app.get(methodPath('signInChallenge'), { schema: schemas.signInChallenge }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok({ challenge: await newChallenge(ctx) });
  });

  app.post(methodPath('signOut'), { ...sales, schema: schemas.signOut }, async (request, reply) => {
    await signOut(ctx, request, reply, signedInStaff(request).id);
    return ok();
  });

  app.get(methodPath('me'), { ...sales, schema: schemas.me }, async (request, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    return ok({ staff: signedInStaff(request) });
  });

  app.post(methodPath('startEnrolment'), { ...publicWrite, schema: schemas.startEnrolment }, async (request, reply) => {
    const started = await startEnrolment(ctx, request.body.token);
    void reply.header('cache-control', 'no-store');
    return ok({
      email: started.email,
      role: started.role,
      otpauth_uri: started.otpauthUri,
      secret: started.secret,
    });
  });

  app.post(
    methodPath('completeEnrolment'),
    { ...publicWrite, schema: schemas.completeEnrolment },
    async (request, reply) => {
      const { token, password, code } = request.body;
      const enrolled = await completeEnrolment(ctx, token, password, code);
      await startStaffSession(ctx, ctx.db, reply, enrolled.staff.id);
      await rememberDevice(ctx, ctx.db, request, reply, enrolled.staff.id);
      void reply.header('cache-control', 'no-store');
      const { id, email, role } = enrolled.staff;
      return ok({ staff: { id, email, role }, recovery_codes: enrolled.recoveryCodes });
    },
  );

  app.get(methodPath('listStaff'), { ...admin, schema: schemas.listStaff }, async () =>
    ok({ staff: await listStaff(ctx.db) }),
  );

  app.post(methodPath('inviteStaff'), { ...admin, schema: schemas.inviteStaff }, async (request) => {
    const invited = await inviteStaff(ctx, signedInStaff(request).id, request.body.email, request.body.role);
    return enrolmentReply(request, invited.staff, invited.enrolment);
  });

  app.post(methodPath('resetSecondFactor'), { ...admin, schema: schemas.resetSecondFactor }, async (request) => {
    const reset = await resetSecondFactor(ctx, signedInStaff(request).id, request.body.staff_id);
    return enrolmentReply(request, reset.staff, reset.enrolment);
  });

  app.post(methodPath('disableStaff'), { ...admin, schema: schemas.disableStaff }, async (request) => {
    const disabled = await disableStaff(ctx, signedInStaff(request).id, request.body.staff_id);
    return ok({ staff: staffMemberOf(disabled) });
  });

  app.get(methodPath('getAuditLog'), { ...admin, schema: schemas.getAuditLog }, async (request) =>
    ok({
      ...(await readAuditLog(ctx.db, request.query.before ?? null, request.query.page_length)),
    }),
  );
}
