/**
 * One log line per request, after its answer: at debug, so an info-level log stays quiet under
 * traffic; every Nth at info when REQUEST_LOG_SAMPLE asks for a sample; at warn when the request
 * took SLOW_REQUEST_MS or longer. Failures are logged where they are answered (errors.ts: 5xx at
 * error with the stack, refused requests at info). Fastify's own two lines per request are off.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

export const REQUEST_DONE_MSG = 'request completed';
export const SLOW_REQUEST_MSG = 'slow request';

export function installRequestLog(
  app: FastifyInstance,
  config: Pick<Config, 'requestLogSample' | 'slowRequestMs'>,
): void {
  let answered = 0;
  app.addHook('onResponse', (request, reply, done) => {
    answered += 1;
    const responseTime = reply.elapsedTime;
    const log = request.log;
    const fields = () => ({ req: request, res: reply, responseTime });
    if (responseTime >= config.slowRequestMs) {
      log.warn(fields(), SLOW_REQUEST_MSG);
    } else if (config.requestLogSample > 0 && answered % config.requestLogSample === 0) {
      log.info(fields(), REQUEST_DONE_MSG);
    } else {
      log.debug(fields(), REQUEST_DONE_MSG);
    }
    done();
  });
}
