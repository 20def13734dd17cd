/**
 * The back office's command (docs/decisions/0016), run with the server's environment (its database):
 *
 *   npm run office -- add-admin <email>
 *
 * makes `<email>` an admin, or makes an existing member admin again with a fresh enrolment (the way back
 * for an admin who lost their authenticator), and prints the one-time enrolment link. With the embedded
 * database, run it while the server is stopped: the data folder has one owner at a time.
 */
import { inviteStaffSchema } from '@site/contract';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { withDevelopmentSecret } from '../development-secret';
import { addAdmin } from '../features/office/staff/staff';

const USAGE = 'usage: npm run office -- add-admin <email>';

/**
 * The server's configuration, with the OTP key the server starts with; the command sends no SMS, so the SMS
 * settings are not its to require.
 */
export const commandConfig = (env: Record<string, string | undefined>) =>
  loadConfig({
    ...withDevelopmentSecret(env),
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'unused',
    MSG91_TEMPLATE_ID: 'unused',
  });

/** Runs the command; answers the lines to print, or throws with what was wrong. */
export async function runOfficeCommand(args: string[], env: Record<string, string | undefined>): Promise<string[]> {
  const [command, email, ...rest] = args;
  if (command !== 'add-admin' || email === undefined || rest.length > 0) throw new UsageError(USAGE);
  const parsed = inviteStaffSchema.shape.email.safeParse(email);
  if (!parsed.success) throw new UsageError(`${parsed.error.issues[0]!.message} (${email})\n${USAGE}`);
  const config = commandConfig(env);
  const db = await openDatabase(config.database);
  try {
    const { link, expiresAt } = await addAdmin({ db, config, now: () => new Date() }, parsed.data);
    return [
      `${parsed.data.trim().toLowerCase()} is an admin. Their one-time enrolment link (until ${expiresAt.toISOString()}):`,
      link,
    ];
  } finally {
    await db.close();
  }
}

export class UsageError extends Error {}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runOfficeCommand(process.argv.slice(2), process.env).then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
