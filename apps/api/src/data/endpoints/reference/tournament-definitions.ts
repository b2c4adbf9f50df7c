/**
 * The national tournaments' structure from the contract (brackets.ts, METHODS §9): which
 * tournaments exist, each one's configuration, and the 63 game slots of its bracket.
 */
import type { DataConfig, NationalTournament } from '@courtside/contract';
import {
  BRACKET_FIRST_FOUR_ROUND,
  BRACKET_REGIONS,
  BRACKET_REGION_SEED_ORDER,
  BRACKET_ROUNDS,
  BRACKET_SCORING_SYSTEMS,
  BRACKET_SCORING_SYSTEM_IDS,
  DEFAULT_BRACKET_SCORING_SYSTEM,
  NATIONAL_TOURNAMENTS,
  maxBracketScore,
} from '@courtside/contract';
import type { BracketSlotRow, TournamentConfigRow } from '@courtside/contract/schemas';
import { UnknownIdError } from '../../unknown-id';
import { competitionIdsOf, segmentName } from './config-values';

/** Tournaments a request selects by `tournament` and `competition(s)`; 404 for an unknown id. */
export function selectedTournaments(endpoint: string, config: DataConfig): NationalTournament[] {
  const competitionIds = competitionIdsOf(endpoint, config);
  const tournamentId = config.tournamentId;
  if (
    tournamentId !== undefined &&
    !NATIONAL_TOURNAMENTS.some((t) => t.tournamentId === tournamentId)
  ) {
    const name = segmentName(endpoint, 'tournamentId');
    throw new UnknownIdError(`Unknown tournament ${tournamentId} ("${name}")`, name);
  }
  return NATIONAL_TOURNAMENTS.filter(
    (t) =>
      (tournamentId === undefined || t.tournamentId === tournamentId) &&
      (competitionIds === null || competitionIds.includes(t.competitionId)),
  );
}

const GAMES_PER_REGION_ROUND_ONE = BRACKET_REGION_SEED_ORDER.length / 2;

export function tournamentConfig(t: NationalTournament, updated: string): TournamentConfigRow {
  return {
    _id: String(t.tournamentId),
    updated,
    tournamentId: t.tournamentId,
    competitionId: t.competitionId,
    gender: t.gender,
    season: t.season,
    tournamentName: t.label,
    regions: BRACKET_REGIONS,
    rounds: [...BRACKET_ROUNDS],
    firstFourRound: BRACKET_FIRST_FOUR_ROUND,
    teams: BRACKET_REGIONS * BRACKET_REGION_SEED_ORDER.length,
    regionSeedOrder: [...BRACKET_REGION_SEED_ORDER],
    scoringSystems: BRACKET_SCORING_SYSTEM_IDS.map((id) => ({
      id,
      label: BRACKET_SCORING_SYSTEMS[id].label,
      description: BRACKET_SCORING_SYSTEMS[id].description,
      maxScore: maxBracketScore(id),
    })),
    defaultScoringSystem: DEFAULT_BRACKET_SCORING_SYSTEM,
  };
}

/**
 * The bracket's game slots, round by round, top to bottom. Round 1 pairs the seeds of each
 * region in the contract's order; slot s of a later round takes the winners of slots 2s-1 and
 * 2s of the round before; regions end after round 4 (the Final Four mixes them).
 */
export function bracketSlots(t: NationalTournament, updated: string): BracketSlotRow[] {
  const slots: BracketSlotRow[] = [];
  const lastRound = BRACKET_ROUNDS[BRACKET_ROUNDS.length - 1] ?? 6;
  let slotsInRound = BRACKET_REGIONS * GAMES_PER_REGION_ROUND_ONE;
  for (const round of BRACKET_ROUNDS) {
    const perRegion = slotsInRound / BRACKET_REGIONS;
    for (let slot = 1; slot <= slotsInRound; slot += 1) {
      const inRegion = (slot - 1) % GAMES_PER_REGION_ROUND_ONE;
      slots.push({
        _id: `${t.tournamentId}-${round}-${slot}`,
        updated,
        tournamentId: t.tournamentId,
        round,
        slot,
        region: perRegion >= 1 ? Math.ceil(slot / perRegion) : null,
        topSeed: round === 1 ? (BRACKET_REGION_SEED_ORDER[2 * inRegion] ?? null) : null,
        bottomSeed: round === 1 ? (BRACKET_REGION_SEED_ORDER[2 * inRegion + 1] ?? null) : null,
        fromSlots: round === 1 ? [] : [2 * slot - 1, 2 * slot],
        nextSlot: round === lastRound ? null : Math.ceil(slot / 2),
      });
    }
    slotsInRound /= 2;
  }
  return slots;
}
