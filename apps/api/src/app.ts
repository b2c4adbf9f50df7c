import { createRequire } from 'node:module';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AccountsOptions, AccountsRuntime } from './accounts/runtime';
import { createAccountsRuntime } from './accounts/runtime';
import type { Config } from './config';
import { createClientErrorHandler, installErrorHandler, replyWithError } from './errors';
import { serializeRequestForLog } from './log-redaction';
import { installNotFoundHandler } from './not-found';
import { accountsLiveAuthenticator } from './live/caller';
import type { LiveStreamOptions, LiveStreamServer } from './live/stream-server';
import { attachLiveStream } from './live/stream-server';
import { installRequestLog } from './request-log';
import { registerRoutes } from './routes';
import { earlySecurityHeaders, registerSecurityHeaders } from './security';
import { readProductVersion } from './version';
import { assertWebAppBuilt, registerWebApp } from './web-app';

/** Fastify's own default, stated so the 413 limit is visible where the app is put together. */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  /** `false` silences logging (tests); by default the level comes from LOG_LEVEL. */
  readonly logger?: boolean;
  /** Where log lines go instead of stdout, e.g. to assert on them in tests. */
  readonly logStream?: DestinationStream;
  /** Replacements for the accounts database, mailer, clock… (tests and benchmarks). */
  readonly accounts?: AccountsOptions;
  /**
   * The live game stream (WebSocket at LIVE_STREAM_PATH) and where its games come from; without
   * it the path is not served and upgrade requests are refused.
   */
  readonly live?: LiveStreamOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts starts it (migrations, onboarding schedule); routes open it on first use. */
    readonly accounts: AccountsRuntime;
    /** The live game stream; null when the app was built without a live source. */
    readonly liveStream: LiveStreamServer | null;
  }
}

function canResolve(moduleName: string): boolean {
  try {
    createRequire(import.meta.url).resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}

function loggerOptions(config: Config, options: BuildAppOptions): FastifyServerOptions['logger'] {
  if (options.logger === false) return false;
  const level = config.logLevel;
  const serializers = { req: serializeRequestForLog };
  if (options.logStream) return { level, serializers, stream: options.logStream };
  // pino-pretty is a dev dependency: a production install without it keeps JSON lines.
  const wantsPrettyLogs = config.nodeEnv === 'development' && process.stdout.isTTY;
  if (wantsPrettyLogs && canResolve('pino-pretty')) {
    return {
      level,
      serializers,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return { level, serializers };
}

/**
 * Builds the whole server without listening, so tests drive it with `app.inject`. Throws a
 * StartupError when the configuration cannot work (e.g. the web app to serve is not built).
 */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // Checked before Fastify exists, so a failed start leaves no logger worker or server behind.
  if (config.serveWeb) assertWebAppBuilt(config);
  const version = readProductVersion();
  const app = Fastify({
    logger: loggerOptions(config, options),
    trustProxy: config.trustProxy,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // request-log.ts writes one line per request, at debug unless sampled or slow.
    logController: new LogController({ disableRequestLogging: true }),
    // Malformed URLs never reach the error handler; route them through it for the `{ msg }` body.
    frameworkErrors: (error, request, reply) => {
      replyWithError(error, request, reply);
    },
    // What Node refuses before routing (bad request line, headers over the limit) gets `{ msg }`.
    clientErrorHandler: createClientErrorHandler(earlySecurityHeaders(config.publicUrl)),
  });

  const accounts = createAccountsRuntime(config, app.log, options.accounts);
  app.decorate('accounts', accounts);
  app.addHook('onClose', async () => {
    await accounts.close();
  });

  installErrorHandler(app);
  installRequestLog(app, config);
  installNotFoundHandler(app, config);
  await registerSecurityHeaders(app, config);
  if (config.serveWeb) {
    await registerWebApp(app, config);
  }
  await registerRoutes(app, { config, version, startedAt: Date.now(), accounts });

  const liveStream =
    options.live === undefined
      ? null
      : attachLiveStream(
          app,
          options.live,
          accountsLiveAuthenticator(accounts, app.log),
          config.trustProxy,
        );
  app.decorate('liveStream', liveStream);
  if (liveStream !== null) {
    // Before the HTTP server stops: upgraded sockets are no longer its connections, so closing
    // it would neither wait for them nor end them.
    app.addHook('preClose', async () => {
      await liveStream.close();
    });
  }
  return app;
}
