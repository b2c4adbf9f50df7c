/**
 * Shooting percentages, the four factors and the other shares of a line (METHODS §2), as
 * fractions. Team rows carry each with its opponents' version (`…Agst`); a player's share is
 * the team formula scaled to his minutes, and the description states both. The formulas live
 * in the engine; this names and describes them.
 */
import { rateBuilder } from './rate';

const rate = rateBuilder('shooting');
const teamShare = rateBuilder('team');

/** In the order team rows send them. */
export const SHOOTING_STATS = [
  rate({
    key: 'efgPct',
    label: 'Effective field-goal %',
    shortLabel: 'eFG%',
    description: '(FGM + 0.5·3PM) / FGA: field-goal percentage with a made three worth 1.5 makes.',
  }),
  rate({
    key: 'tsPct',
    label: 'True shooting %',
    shortLabel: 'TS%',
    description: 'PTS / (2·(FGA + 0.44·FTA)): scoring efficiency counting free throws.',
  }),
  rate({
    key: 'tovPct',
    label: 'Turnover %',
    shortLabel: 'TOV%',
    description:
      'Team: TOV / possessions. Player: TOV / (FGA + 0.44·FTA + TOV), turnovers per play used.',
    direction: 'lower',
  }),
  rate({
    key: 'orbPct',
    label: 'Offensive rebound %',
    shortLabel: 'ORB%',
    description:
      "ORB / (ORB + opponents' DRB): share of own misses rebounded. Player: ORB·(TmMP/5) / " +
      '(MP·(TmORB + OppDRB)), scaled to his minutes.',
  }),
  rate({
    key: 'drbPct',
    label: 'Defensive rebound %',
    shortLabel: 'DRB%',
    description:
      "DRB / (DRB + opponents' ORB): share of opponents' misses rebounded. Player: DRB·(TmMP/5) " +
      '/ (MP·(TmDRB + OppORB)).',
  }),
  rate({
    key: 'ftaRate',
    label: 'Free-throw rate',
    shortLabel: 'FTR',
    description: 'FTA / FGA: free-throw attempts per field-goal attempt.',
  }),
  rate({
    key: 'fgPct',
    label: 'Field-goal %',
    shortLabel: 'FG%',
    description: 'FGM / FGA.',
    tier: 'public',
  }),
  rate({
    key: 'fg2Pct',
    label: 'Two-point %',
    shortLabel: '2P%',
    description: '2PM / 2PA.',
    tier: 'public',
  }),
  rate({
    key: 'fg3Pct',
    label: 'Three-point %',
    shortLabel: '3P%',
    description: '3PM / 3PA. Player percentiles need at least one attempt per team game.',
    tier: 'public',
  }),
  rate({
    key: 'ftPct',
    label: 'Free-throw %',
    shortLabel: 'FT%',
    description: 'FTM / FTA. Player percentiles need at least one attempt per team game.',
    tier: 'public',
  }),
  rate({
    key: 'fga3Rate',
    label: 'Three-point attempt rate',
    shortLabel: '3PAr',
    description:
      'FGA3 / FGA: share of field-goal attempts taken from three (a style, not better or worse).',
    direction: 'neutral',
  }),
  rate({
    key: 'astPct',
    label: 'Assist %',
    shortLabel: 'AST%',
    description:
      'Team: AST / FGM, share of made field goals assisted. Player: AST / ((MP/(TmMP/5))·TmFGM − ' +
      "FGM), share of teammates' made field goals he assisted while on the floor.",
  }),
  rate({
    key: 'astRatio',
    label: 'Assist ratio',
    shortLabel: 'AST Ratio',
    description: 'AST / (FGA + 0.44·FTA + AST + TOV): share of plays used that end in an assist.',
    rows: ['team'],
  }),
  rate({
    key: 'stlPct',
    label: 'Steal %',
    shortLabel: 'STL%',
    description:
      "Steals per opponents' possession. Player: STL·(TmMP/5) / (MP·OppPoss), while on the floor.",
  }),
  rate({
    key: 'blkPct',
    label: 'Block %',
    shortLabel: 'BLK%',
    description:
      "Share of the opponents' two-point attempts blocked. Player: BLK·(TmMP/5) / (MP·Opp2PA).",
  }),
  teamShare({
    key: 'fbptsPctPts',
    label: 'Fast-break share of points',
    shortLabel: 'FB%Pts',
    description: 'Fast-break points / points: share of scoring in transition.',
    direction: 'neutral',
    rows: ['team'],
  }),
  teamShare({
    key: 'pitpPctPts',
    label: 'Paint share of points',
    shortLabel: 'Paint%Pts',
    description: 'Points in the paint / points.',
    direction: 'neutral',
    rows: ['team'],
  }),
] as const;

/** Rates only player lines carry (METHODS §2): shares of the team's line while on the floor. */
const playerRate = rateBuilder('player');

export const PLAYER_RATE_STATS = [
  playerRate({
    key: 'rebPct',
    label: 'Rebound %',
    shortLabel: 'REB%',
    description:
      'REB·(TmMP/5) / (MP·(TmREB + OppREB)): share of available rebounds grabbed while on the floor.',
    rows: ['player'],
    hasAgst: false,
  }),
  playerRate({
    key: 'astTov',
    label: 'Assist-to-turnover ratio',
    shortLabel: 'AST/TO',
    description: 'AST / TOV.',
    format: 'decimal2',
    unit: 'ratio',
    rows: ['player'],
    hasAgst: false,
  }),
  playerRate({
    key: 'usagePct',
    label: 'Usage %',
    shortLabel: 'USG%',
    description:
      '(FGA + 0.44·FTA + TOV)·(TmMP/5) / (MP·(TmFGA + 0.44·TmFTA + TmTOV)): share of team plays ' +
      'the player used while on the floor (team average 20%).',
    direction: 'neutral',
    rows: ['player'],
    hasAgst: false,
    tier: 'public',
  }),
] as const;
