/**
 * Test fixture for atomic.test.ts: starts a build in DATA_DIR (argv[2]), writes some rows,
 * says "building" on stdout and then waits forever, so the test can kill it mid-build.
 */
import { buildWarehouse } from '../build/atomic';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hanging-build.ts DATA_DIR');

await buildWarehouse({ dataDir }, async ({ db }) => {
  await db.run("INSERT INTO competitions VALUES (99, 'MALE', 2025, 2024, 'half', 'half')");
  process.stdout.write('building\n');
  // An interval keeps the event loop (and so the process) alive until the test kills it.
  await new Promise(() => setInterval(() => undefined, 1000));
});
