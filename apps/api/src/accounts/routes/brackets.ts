/**
 * Bracket challenge settings: admins (upper or lower) read and change them per national
 * tournament; the brackets tool reads them without signing in.
 */
import type { BracketAdminLogEntry, BracketSettings } from '@courtside/contract';
import { ACCOUNT_API } from '@courtside/contract';
import { UpdateBracketSettingsRequestSchema } from '@courtside/contract/schemas';
import type { RouteModule } from '../../routes/context';
import {
  bracketAdminLog,
  listBracketSettings,
  nationalTournamentIdOf,
  publicBracketSettings,
  saveBracketSettings,
} from '../services/bracket-settings';
import { parseBody, requireAdmin } from './http';

export const bracketRoutes: RouteModule = async (app, { accounts }) => {
  app.get(ACCOUNT_API.adminBracketSettings, async (request): Promise<BracketSettings[]> => {
    const deps = await accounts.deps();
    await requireAdmin(deps, request);
    return listBracketSettings(deps);
  });

  app.put<{ Params: { tournamentId: string } }>(
    `${ACCOUNT_API.adminBracketSettings}/:tournamentId`,
    async (request): Promise<BracketSettings> => {
      const deps = await accounts.deps();
      // Refusals first: someone who may not change settings learns nothing about the ids.
      const admin = await requireAdmin(deps, request);
      const tournamentId = nationalTournamentIdOf(request.params.tournamentId);
      const change = parseBody(UpdateBracketSettingsRequestSchema, request.body);
      return saveBracketSettings(deps, admin, tournamentId, change);
    },
  );

  app.get(ACCOUNT_API.adminBracketLog, async (request, reply): Promise<BracketAdminLogEntry[]> => {
    reply.header('cache-control', 'no-store');
    const deps = await accounts.deps();
    await requireAdmin(deps, request);
    return bracketAdminLog(deps);
  });

  app.get(ACCOUNT_API.bracketSettings, async (): Promise<BracketSettings[]> =>
    publicBracketSettings(await accounts.deps()),
  );
};
