/**
 * The GET endpoints behind emailed links: they act, then redirect the browser to the web app's
 * verify-email page with the outcome. HEAD is not exposed, so a mail scanner probing a link with
 * HEAD cannot use it up.
 */
import type { VerifyStatus } from '@courtside/contract';
import { ACCOUNT_API } from '@courtside/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../../routes/context';
import { verifyEmailPageUrl } from '../services/links';
import { redeemTrial, verifyEmail } from '../services/verification';

function tokenQuery(request: FastifyRequest): string | undefined {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null) return undefined;
  const token: unknown = Reflect.get(query, 'token');
  const first: unknown = Array.isArray(token) ? token[0] : token;
  return typeof first === 'string' ? first : undefined;
}

function redirect(reply: FastifyReply, url: string): FastifyReply {
  // The target may carry a session token: keep it out of caches.
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}

export const linkRoutes: RouteModule = async (app, { accounts, config }) => {
  const linkRoute = (path: string, act: typeof verifyEmail, failure: VerifyStatus): void => {
    app.get(path, { exposeHeadRoute: false }, async (request, reply) => {
      try {
        const deps = await accounts.deps();
        return redirect(reply, await act(deps, tokenQuery(request)));
      } catch (error) {
        // A person clicked a link: whatever broke, they land on a page that says what to do.
        request.log.error({ err: error }, `${path} failed`);
        return redirect(reply, verifyEmailPageUrl(config, failure));
      }
    });
  };
  linkRoute(ACCOUNT_API.verifyEmail, verifyEmail, 'cant-save-user');
  linkRoute(ACCOUNT_API.redeemTrial, redeemTrial, 'user-tier-upgrade-error');
};
