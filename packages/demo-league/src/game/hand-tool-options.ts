/**
 * Command-line options of the hand-run tuning tools (calibrate.ts, style-fit.ts, fidelity.ts):
 * `--name value`, refused with a message and exit code 1 when the value is not what it must be.
 */

/** `--name N` as a positive whole number, or `fallback` when the flag is absent. */
export function wholeOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} needs a positive whole number`);
    process.exit(1);
  }
  return value;
}
