import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ACCOUNT_API } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { createPasswordHasher } from '../accounts/security/passwords';
import { FakeClock } from '../accounts/testing/fake-clock';
import { createHarness } from '../accounts/testing/harness';
import type { TestDatabase } from '../accounts/testing/test-databases';
import { createTestDatabase } from '../accounts/testing/test-databases';
import type { CliIo } from './admin-command';
import { parseArgs, runAdminCli } from './admin-command';
import { CliError, pipedLineReader } from './prompt';

function scriptedIo(secrets: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readSecret: async (prompt) => {
      prompts.push(prompt);
      const next = secrets.shift();
      if (next === undefined) throw new CliError('expected the password twice on standard input');
      return next;
    },
  };
  return { io, out, err, prompts };
}

describe('parseArgs', () => {
  it.each([
    [[], 'missing command'],
    [['drop'], 'unknown command "drop"'],
    [['create'], '--email is required'],
    [['create', '--email'], '--email needs a value'],
    [['create', '--email', 'nope'], '"nope" is not a valid email address'],
    [['create', '--email', 'a@b.co', '--force', 'x'], 'unknown option "--force"'],
    [
      ['create', '--email', 'a@b.co', '--role', 'none'],
      'create makes an admin: --role must be upper or lower',
    ],
    [['promote', '--email', 'a@b.co'], '--role is required'],
    [
      ['promote', '--email', 'a@b.co', '--role', 'boss'],
      '--role must be upper, lower or none (got "boss")',
    ],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new CliError(message));
  });

  it('normalises the email', () => {
    expect(parseArgs(['create', '--email', ' Boss@Example.COM '])).toEqual({
      command: 'create',
      email: 'boss@example.com',
      role: undefined,
    });
  });
});

describe('npm run admin', () => {
  let testDb: TestDatabase;
  /** Users whose change the command announced to the API nodes, in order. */
  const announced: string[] = [];
  const deps = () => ({
    // The runtime owns the test database; the command must not close it.
    openDatabase: async () => ({ ...testDb.database, close: async () => undefined }),
    passwords: createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
    clock: new FakeClock(),
    userChanges: {
      announce: async (userId: string) => {
        announced.push(userId);
      },
    },
  });

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await testDb.dispose();
  });

  it('creates a verified upper admin who can log in to the admin API', async () => {
    const { io, out, err, prompts } = scriptedIo(['first-admin-pw', 'first-admin-pw']);
    expect(await runAdminCli(['create', '--email', 'Boss@Example.com'], io, deps())).toBe(0);
    expect(err).toEqual([]);
    expect(prompts).toEqual(['Password: ', 'Repeat the password: ']);
    expect(out).toEqual([
      expect.stringMatching(
        /^Created upper admin boss@example\.com \(id [0-9a-f-]{36}\), verified, tier 3\.$/,
      ),
    ]);
    const harness = await createHarness(testDb, { accounts: { passwordHashParams: undefined } });
    try {
      const token = await harness.login('boss@example.com', 'first-admin-pw');
      expect((await harness.get(ACCOUNT_API.verifyAdminAccess, token)).json()).toEqual({
        isUpperAdmin: true,
        isLowerAdmin: false,
      });
      expect((await harness.get(ACCOUNT_API.verifyTier, token)).json()).toMatchObject({ value: 3 });
      expect((await harness.get(ACCOUNT_API.adminUsers, token)).statusCode).toBe(200);
    } finally {
      await harness.close();
    }
  });

  it.each([
    [['abcde'], 'admin: the password must be at least 6 characters'],
    [['abcdef', 'abcdeg'], 'admin: the passwords do not match'],
    [['abcdef'], 'admin: expected the password twice on standard input'],
  ])('refuses the passwords %j with one line', async (secrets, message) => {
    const { io, err, out } = scriptedIo([...secrets]);
    const email = `p${secrets.join('').length}${secrets.length}@example.com`;
    const code = await runAdminCli(['create', '--email', email], io, deps());
    expect(err).toEqual([message]);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    const row = await testDb.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses an existing email before asking for a password', async () => {
    const { io, err, prompts } = scriptedIo(['abcdef', 'abcdef']);
    await runAdminCli(['create', '--email', 'taken@example.com'], io, deps());
    const again = scriptedIo(['abcdef', 'abcdef']);
    expect(await runAdminCli(['create', '--email', 'taken@example.com'], again.io, deps())).toBe(1);
    expect(again.err).toEqual([
      'admin: an account for taken@example.com already exists (use promote to change its role)',
    ]);
    expect(again.prompts).toEqual([]);
    expect(err).toEqual([]);
    expect(prompts).toHaveLength(2);
  });

  it('changes roles with promote, and says when there is no such user', async () => {
    await runAdminCli(
      ['create', '--email', 'helper@example.com', '--role', 'lower'],
      scriptedIo(['abcdef', 'abcdef']).io,
      deps(),
    );
    const role = async () =>
      (
        await testDb.database.db
          .selectFrom('users')
          .select('admin_role')
          .where('email', '=', 'helper@example.com')
          .executeTakeFirstOrThrow()
      ).admin_role;
    expect(await role()).toBe('lower');
    const promoted = scriptedIo([]);
    expect(
      await runAdminCli(
        ['promote', '--email', 'helper@example.com', '--role', 'none'],
        promoted.io,
        deps(),
      ),
    ).toBe(0);
    expect(promoted.out).toEqual(['helper@example.com is now not an admin.']);
    expect(await role()).toBe('none');
    // The nodes drop what they remember of the user's tokens: the old role is not served.
    const helper = await testDb.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'helper@example.com')
      .executeTakeFirstOrThrow();
    expect(announced.at(-1)).toBe(helper.id);
    const missing = scriptedIo([]);
    expect(
      await runAdminCli(
        ['promote', '--email', 'ghost@example.com', '--role', 'upper'],
        missing.io,
        deps(),
      ),
    ).toBe(1);
    expect(missing.err).toEqual(['admin: no account for ghost@example.com']);
  });

  it('prints usage for --help and a hint after a usage error', async () => {
    const help = scriptedIo([]);
    expect(await runAdminCli(['--help'], help.io, deps())).toBe(0);
    expect(help.out.join('\n')).toContain(
      'npm run admin -- create --email <email> [--role upper|lower]',
    );
    const bad = scriptedIo([]);
    expect(await runAdminCli(['create'], bad.io, deps())).toBe(1);
    expect(bad.err).toEqual([
      'admin: --email is required',
      'Run `npm run admin -- --help` for usage.',
    ]);
  });
});

describe('pipedLineReader', () => {
  it('reads one line per prompt and fails when input runs out', async () => {
    const reader = pipedLineReader(Readable.from(['one\ntw', 'o\n']));
    expect(await reader('Password: ')).toBe('one');
    expect(await reader('Repeat: ')).toBe('two');
    await expect(reader('More: ')).rejects.toThrow('expected the password twice on standard input');
    reader.close();
  });
});

describe('the admin command as a process', () => {
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const entry = join(repoRoot, 'apps', 'api', 'src', 'cli', 'admin.ts');

  function runCli(args: string[], stdin: string, env: NodeJS.ProcessEnv) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(tsx, [entry, ...args], { env: { ...process.env, ...env } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(stdin);
      },
    );
  }

  it('creates the first admin from piped passwords in DATA_DIR, and fails in one line', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'courtside-cli-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const created = await runCli(
        ['create', '--email', 'root@example.com'],
        'process-pw\nprocess-pw\n',
        env,
      );
      expect(created.stdout).toMatch(/^Created upper admin root@example\.com \(id [0-9a-f-]{36}\)/);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const again = await runCli(['create', '--email', 'root@example.com'], '', env);
      expect(again).toEqual({
        code: 1,
        stdout: '',
        stderr:
          'admin: an account for root@example.com already exists (use promote to change its role)\n',
      });
      const badConfig = await runCli(['create', '--email', 'x@example.com'], '', { PORT: 'abc' });
      expect(badConfig.code).toBe(1);
      expect(badConfig.stderr).toBe(
        'admin: Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")\n',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
