import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { loadConfig } from './config';

/** A config as the server would load it in tests, with the web app off unless asked for. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', SERVE_WEB: 'false', ...env });
}

/** A pino destination that keeps every log record, parsed, for assertions. */
export function captureLogs(): DestinationStream & { readonly records: Record<string, unknown>[] } {
  const records: Record<string, unknown>[] = [];
  return {
    records,
    write(line: string) {
      const record: Record<string, unknown> = JSON.parse(line);
      records.push(record);
    },
  };
}
