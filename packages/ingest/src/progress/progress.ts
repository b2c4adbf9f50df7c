/**
 * Progress bars without dependencies. On a terminal: one line redrawn in place with a bar,
 * counts, rate and ETA (at most ten redraws a second). Elsewhere (CI logs, pipes): a plain line
 * every few seconds, so logs stay readable instead of filling with carriage returns.
 */
export interface ProgressStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

export interface ProgressOptions {
  readonly stream: ProgressStream;
  /** 'bytes' formats counts as kB/MB. */
  readonly unit?: string;
  readonly now?: () => number;
  /** Seconds between plain lines when not on a terminal. */
  readonly plainEverySeconds?: number;
}

export interface Progress {
  /** Adds to the count. */
  tick(count?: number): void;
  /** Sets the count. */
  update(done: number): void;
  setTotal(total: number | null): void;
  /** Ends the bar with a final line. */
  finish(note?: string): void;
}

const BAR_WIDTH = 24;

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)}s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes < 60
    ? `${minutes}m${String(rest).padStart(2, '0')}s`
    : `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

export function formatCount(value: number, unit: string): string {
  if (unit !== 'bytes') return `${Math.round(value).toLocaleString('en-US')}`;
  if (value < 1024) return `${Math.round(value)} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} kB`;
  return `${(value / (1024 * 1024)).toFixed(1)} MB`;
}

export function createProgress(
  label: string,
  total: number | null,
  options: ProgressOptions,
): Progress {
  const now = options.now ?? (() => performance.now());
  const unit = options.unit ?? '';
  const tty = options.stream.isTTY === true;
  const plainEvery = (options.plainEverySeconds ?? 5) * 1000;
  const started = now();
  let done = 0;
  let totalCount = total;
  let lastDraw = -Infinity;
  let finished = false;

  const describe = (): string => {
    const elapsed = (now() - started) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    const counts =
      totalCount === null
        ? `${formatCount(done, unit)}`
        : `${formatCount(done, unit)}/${formatCount(totalCount, unit)}`;
    const unitLabel = unit && unit !== 'bytes' ? ` ${unit}` : '';
    const rateText = `${formatCount(rate, unit)}${unit === 'bytes' ? '' : unitLabel}/s`;
    const eta =
      totalCount !== null && rate > 0 && done < totalCount
        ? ` ETA ${formatDuration((totalCount - done) / rate)}`
        : '';
    return `${counts}${unitLabel} ${rateText}${eta}`;
  };

  const draw = (force: boolean): void => {
    if (finished) return;
    const at = now();
    if (!force && at - lastDraw < (tty ? 100 : plainEvery)) return;
    lastDraw = at;
    if (tty) {
      const share = totalCount ? Math.min(1, done / totalCount) : 0;
      const filled = Math.round(share * BAR_WIDTH);
      const bar =
        totalCount === null ? '' : `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] `;
      const line = `${label} ${bar}${describe()}`;
      const width = options.stream.columns ?? 100;
      options.stream.write(
        `\r${line.slice(0, width - 1).padEnd(Math.min(width - 1, line.length + 2))}`,
      );
    } else if (done > 0) {
      options.stream.write(`${label}: ${describe()}\n`);
    }
  };

  return {
    tick(count = 1) {
      done += count;
      draw(false);
    },
    update(value) {
      done = value;
      draw(false);
    },
    setTotal(value) {
      totalCount = value;
    },
    finish(note) {
      if (finished) return;
      const elapsed = (now() - started) / 1000;
      const summary = `${label}: ${formatCount(done, unit)}${unit && unit !== 'bytes' ? ` ${unit}` : ''} in ${formatDuration(elapsed)}${note ? ` (${note})` : ''}`;
      options.stream.write(
        tty
          ? `\r${summary.padEnd(options.stream.columns ? options.stream.columns - 1 : summary.length)}\n`
          : `${summary}\n`,
      );
      finished = true;
    },
  };
}

/** A progress that prints nothing (tests, library use). */
export const silentProgress: Progress = {
  tick() {},
  update() {},
  setTotal() {},
  finish() {},
};

export type ProgressFactory = (label: string, total: number | null, unit?: string) => Progress;

export const silentProgressFactory: ProgressFactory = () => silentProgress;

export function streamProgressFactory(stream: ProgressStream): ProgressFactory {
  return (label, total, unit) => createProgress(label, total, { stream, unit });
}
