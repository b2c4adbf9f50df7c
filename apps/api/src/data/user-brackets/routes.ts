/**
 * The bracket challenge's routes (ACCOUNT_API.bracketLayout … bracketLeaderboard). Account routes
 * by their paths and sign-in, served with the data routes because every answer reads the served
 * bracket: the layout to pick from, the results that score the picks and the simulation that
 * prices them. Writes need a session and are rate limited per IP and per account; answers that
 * depend on who asks are never stored by a cache.
 */
import type {
  BracketFieldCorrection,
  BracketSettings,
  NationalTournament,
} from '@courtside/contract';
import {
  ACCOUNT_API,
  BRACKET_SETTINGS_MESSAGES,
  USER_BRACKET_MESSAGES,
  getNationalTournament,
} from '@courtside/contract';
import {
  BracketFieldCorrectionsRequestSchema,
  CreateUserBracketRequestSchema,
  UpdateUserBracketRequestSchema,
} from '@courtside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  limitByEmail,
  limitByIp,
  optionalUser,
  parseBody,
  requireAdmin,
  requireUser,
} from '../../accounts/routes/http';
import type { AccountsDeps } from '../../accounts/deps';
import type { AccountsRuntime } from '../../accounts/runtime';
import {
  nationalTournamentIdOf,
  saveFieldCorrections,
} from '../../accounts/services/bracket-settings';
import type { WarehouseDb } from '@courtside/warehouse';
import { BracketDataError } from '../endpoints/reference/bracket-odds-tree';
import { HttpError } from '../../errors';
import type { WarehouseSource } from '../warehouse-source';
import { withLease } from '../warehouse-source';
import type { ChallengeContext } from './service';
import {
  bracketIdOf,
  changeMine,
  createMine,
  layoutOf,
  leaderboardOf,
  listMine,
  removeMine,
  settingsOf,
  sharedOf,
  sharedRecord,
} from './service';
import { tournamentState } from './tournament-state';

type TournamentRequest = FastifyRequest<{ Params: { tournamentId: string } }>;
type BracketRequest = FastifyRequest<{ Params: { tournamentId: string; bracketId: string } }>;

const tournamentOf = (segment: string): NationalTournament =>
  getNationalTournament(nationalTournamentIdOf(segment)) as NationalTournament;

/** Runs `work` with the tournament's served state, holding the warehouse until it is done. */
async function withChallenge<T>(
  warehouse: WarehouseSource,
  deps: AccountsDeps,
  tournament: NationalTournament,
  work: (context: ChallengeContext) => Promise<T>,
): Promise<T> {
  const settings = await settingsOf(deps, tournament.tournamentId);
  return withLease(warehouse, async (lease) => {
    const state = await stateOf(lease.db, tournament, settings.fieldCorrections);
    if (state === null) throw new HttpError(404, USER_BRACKET_MESSAGES.noBracket);
    return work({ deps, tournament, state, settings, dataVersion: lease.info.dataVersion });
  });
}

/**
 * The served state with the saved corrections. Corrections were checked when saved; served data
 * that changed since can leave them unfit, which an admin must resolve (a 503 that says so).
 */
async function stateOf(
  db: WarehouseDb,
  tournament: NationalTournament,
  corrections: readonly BracketFieldCorrection[],
) {
  try {
    return await tournamentState(db, tournament.competitionId, {
      tournamentId: tournament.tournamentId,
      corrections,
    });
  } catch (error) {
    if (error instanceof BracketDataError && corrections.length > 0) {
      throw new HttpError(503, BRACKET_SETTINGS_MESSAGES.fieldStale);
    }
    throw error;
  }
}

const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

async function writer(deps: AccountsDeps, request: FastifyRequest) {
  await limitByIp(deps, 'userBracketWrite', request);
  const user = await requireUser(deps, request);
  await limitByEmail(deps, 'userBracketWrite', user.email);
  return user;
}

export function registerUserBracketRoutes(
  app: FastifyInstance,
  warehouse: WarehouseSource,
  accounts: AccountsRuntime,
): void {
  // The path builders encode their arguments, so a route's parameters are put in afterwards.
  const pattern = (path: string) =>
    path
      .replace('TOURNAMENT', ':tournamentId')
      .replace('BRACKET', ':bracketId')
      .replace('SHARE', ':shareId');
  const mine = pattern(ACCOUNT_API.userBrackets('TOURNAMENT'));
  const one = pattern(ACCOUNT_API.userBracket('TOURNAMENT', 'BRACKET'));

  app.get(
    pattern(ACCOUNT_API.bracketLayout('TOURNAMENT')),
    async (request: TournamentRequest, reply) => {
      const tournament = tournamentOf(request.params.tournamentId);
      const deps = await accounts.deps();
      // The status turns on the clock and an admin's settings, which can change at any moment.
      privateAnswer(reply);
      return withChallenge(warehouse, deps, tournament, async (context) => layoutOf(context));
    },
  );

  app.get(mine, async (request: TournamentRequest, reply) => {
    privateAnswer(reply);
    const tournament = tournamentOf(request.params.tournamentId);
    const deps = await accounts.deps();
    const user = await requireUser(deps, request);
    return withChallenge(warehouse, deps, tournament, (context) => listMine(context, user));
  });

  app.post(mine, async (request: TournamentRequest, reply) => {
    privateAnswer(reply);
    const deps = await accounts.deps();
    const user = await writer(deps, request);
    const tournament = tournamentOf(request.params.tournamentId);
    const body = parseBody(CreateUserBracketRequestSchema, request.body);
    const bracket = await withChallenge(warehouse, deps, tournament, (context) =>
      createMine(context, user, body),
    );
    return reply.code(201).send(bracket);
  });

  app.patch(one, async (request: BracketRequest, reply) => {
    privateAnswer(reply);
    const deps = await accounts.deps();
    const user = await writer(deps, request);
    const tournament = tournamentOf(request.params.tournamentId);
    const bracketId = bracketIdOf(request.params.bracketId);
    const change = parseBody(UpdateUserBracketRequestSchema, request.body);
    return withChallenge(warehouse, deps, tournament, (context) =>
      changeMine(context, user, bracketId, change),
    );
  });

  app.delete(one, async (request: BracketRequest, reply) => {
    const deps = await accounts.deps();
    const user = await writer(deps, request);
    const tournament = tournamentOf(request.params.tournamentId);
    await removeMine(deps, user, tournament.tournamentId, bracketIdOf(request.params.bracketId));
    return reply.code(204).send();
  });

  app.put(
    pattern(ACCOUNT_API.adminBracketField('TOURNAMENT')),
    async (request: TournamentRequest): Promise<BracketSettings> => {
      const deps = await accounts.deps();
      // Refusals first: someone who may not change settings learns nothing about the ids.
      const admin = await requireAdmin(deps, request);
      const tournament = tournamentOf(request.params.tournamentId);
      const { corrections } = parseBody(BracketFieldCorrectionsRequestSchema, request.body);
      await withLease(warehouse, async (lease) => {
        try {
          const state = await tournamentState(lease.db, tournament.competitionId, {
            tournamentId: tournament.tournamentId,
            corrections,
          });
          if (state === null) throw new HttpError(404, USER_BRACKET_MESSAGES.noBracket);
        } catch (error) {
          if (!(error instanceof BracketDataError)) throw error;
          throw new HttpError(400, `${BRACKET_SETTINGS_MESSAGES.fieldRefused} ${error.message}`);
        }
      });
      return saveFieldCorrections(deps, admin, tournament.tournamentId, corrections);
    },
  );

  app.get(
    pattern(ACCOUNT_API.sharedBracket('SHARE')),
    async (request: FastifyRequest<{ Params: { shareId: string } }>, reply) => {
      privateAnswer(reply);
      const deps = await accounts.deps();
      const record = await sharedRecord(deps, request.params.shareId);
      const tournament = tournamentOf(String(record.tournament_id));
      return withChallenge(warehouse, deps, tournament, (context) => sharedOf(context, record));
    },
  );

  app.get(
    pattern(ACCOUNT_API.bracketLeaderboard('TOURNAMENT')),
    async (request: TournamentRequest, reply) => {
      privateAnswer(reply);
      const tournament = tournamentOf(request.params.tournamentId);
      const deps = await accounts.deps();
      const caller = await optionalUser(deps, request);
      return withChallenge(warehouse, deps, tournament, (context) =>
        leaderboardOf(context, caller),
      );
    },
  );
}
