/**
 * `npm run admin -- create --email <email> [--role upper|lower]` makes an admin account (the
 * first one on a fresh install: there are no default credentials anywhere);
 * `npm run admin -- promote --email <email> --role upper|lower|none` changes a user's role.
 */
import type { UserChanges } from '../accounts/user-changes';
import type { AdminRole } from '@courtside/contract';
import {
  DEFAULT_PLAYER_PCTILES_TYPE,
  DEFAULT_SCOPE,
  MIN_PASSWORD_LENGTH,
  TIER_VALUES,
  isValidLoginEmail,
  normalizeLoginEmail,
} from '@courtside/contract';
import type { AccountsDatabase } from '../accounts/db/database';
import type { Clock } from '../accounts/clock';
import type { PasswordHasher } from '../accounts/security/passwords';
import { findUserByEmail, insertUser, setAdminRole } from '../accounts/repositories/users';
import type { SecretReader } from './prompt';
import { CliError } from './prompt';

export const USAGE = [
  'Usage:',
  '  npm run admin -- create --email <email> [--role upper|lower]',
  '  npm run admin -- promote --email <email> --role upper|lower|none',
  'create asks for the new password twice (hidden on a terminal, two lines from a pipe).',
].join('\n');

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly readSecret: SecretReader;
}

export interface CliDeps {
  readonly openDatabase: () => Promise<AccountsDatabase>;
  readonly passwords: PasswordHasher;
  readonly clock: Clock;
  /** Tells the running API nodes that a user's role changed, so none serves the old role. */
  readonly userChanges: Pick<UserChanges, 'announce'>;
}

interface ParsedArgs {
  readonly command: 'create' | 'promote';
  readonly email: string;
  readonly role: AdminRole | undefined;
}

const ROLES: readonly AdminRole[] = ['upper', 'lower', 'none'];

function isRole(value: string): value is AdminRole {
  return (ROLES as readonly string[]).includes(value);
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const [command, ...rest] = argv;
  if (command !== 'create' && command !== 'promote') {
    throw new CliError(command === undefined ? 'missing command' : `unknown command "${command}"`);
  }
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i] ?? '';
    const value = rest[i + 1];
    if (flag !== '--email' && flag !== '--role') throw new CliError(`unknown option "${flag}"`);
    if (value === undefined || value.startsWith('--')) throw new CliError(`${flag} needs a value`);
    if (flags.has(flag)) throw new CliError(`${flag} given twice`);
    flags.set(flag, value);
  }
  const rawEmail = flags.get('--email');
  if (rawEmail === undefined) throw new CliError('--email is required');
  const email = normalizeLoginEmail(rawEmail);
  if (!isValidLoginEmail(email)) throw new CliError(`"${rawEmail}" is not a valid email address`);
  const rawRole = flags.get('--role');
  if (rawRole !== undefined && !isRole(rawRole)) {
    throw new CliError(`--role must be upper, lower or none (got "${rawRole}")`);
  }
  if (command === 'create' && rawRole === 'none') {
    throw new CliError('create makes an admin: --role must be upper or lower');
  }
  if (command === 'promote' && rawRole === undefined) throw new CliError('--role is required');
  return { command, email, role: rawRole };
}

async function readNewPassword(io: CliIo): Promise<string> {
  const password = await io.readSecret('Password: ');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new CliError(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const confirmation = await io.readSecret('Repeat the password: ');
  if (confirmation !== password) throw new CliError('the passwords do not match');
  return password;
}

async function create(args: ParsedArgs, io: CliIo, deps: CliDeps, database: AccountsDatabase) {
  if (await findUserByEmail(database.db, args.email)) {
    throw new CliError(
      `an account for ${args.email} already exists (use promote to change its role)`,
    );
  }
  const password = await readNewPassword(io);
  const now = deps.clock.now();
  const user = await insertUser(database.db, {
    email: args.email,
    password_hash: await deps.passwords.hash(password),
    settings: JSON.stringify({
      team: { teamId: null, gender: 'MALE' },
      conference: null,
      scope: DEFAULT_SCOPE,
      playerPctilesType: DEFAULT_PLAYER_PCTILES_TYPE,
    }),
    tier: TIER_VALUES.pro,
    base_tier: TIER_VALUES.pro,
    admin_role: args.role ?? 'upper',
    email_verified_at: now,
    // Staff accounts need no product onboarding emails.
    onboarding_subscribed: false,
    created_at: now,
    updated_at: now,
  });
  if (user === undefined) throw new CliError(`an account for ${args.email} already exists`);
  io.out(
    `Created ${user.admin_role} admin ${user.email} (id ${user.id}), verified, tier ${user.tier}.`,
  );
}

async function promote(args: ParsedArgs, io: CliIo, deps: CliDeps, database: AccountsDatabase) {
  const user = await findUserByEmail(database.db, args.email);
  if (user === undefined) throw new CliError(`no account for ${args.email}`);
  const role = args.role ?? 'none';
  await setAdminRole(database.db, user.id, role, deps.clock.now());
  await deps.userChanges.announce(user.id);
  io.out(`${user.email} is now ${role === 'none' ? 'not an admin' : `a ${role} admin`}.`);
}

/** Runs the command; returns the exit code. Every failure is one line on stderr. */
export async function runAdminCli(
  argv: readonly string[],
  io: CliIo,
  deps: CliDeps,
): Promise<number> {
  if (argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    io.out(USAGE);
    return 0;
  }
  let database: AccountsDatabase | undefined;
  try {
    const args = parseArgs(argv);
    database = await deps.openDatabase();
    if (args.command === 'create') await create(args, io, deps, database);
    else await promote(args, io, deps, database);
    return 0;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    io.err(`admin: ${reason}`);
    if (error instanceof CliError && !database) io.err('Run `npm run admin -- --help` for usage.');
    return 1;
  } finally {
    await database?.close();
  }
}
