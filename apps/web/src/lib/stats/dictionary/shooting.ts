/**
 * Shooting percentages, the four factors and the other rates (METHODS §2), as fractions, and
 * their opponents' versions ("…Agst": the same formula on the opponents' line, better in the
 * opposite direction). Team and player rows share a field where the formula is the team's one
 * scaled to the player's minutes; the description states both.
 */
import { familyBuilder, flipDirection } from './define';
import type { StatDefinition, StatDirection } from './types';

const stat = familyBuilder('shooting');

const rate = <K extends string>(
  key: K,
  label: string,
  shortLabel: string,
  description: string,
  direction: StatDirection = 'higher',
) => stat({ key, label, shortLabel, description, format: 'pct', direction });

/** The rates that come with an opponents' version on team rows. */
const WITH_OPPONENT = [
  rate(
    'efgPct',
    'Effective field-goal %',
    'eFG%',
    '(FGM + 0.5·3PM) / FGA: field-goal percentage with a made three worth 1.5 makes.',
  ),
  rate(
    'tsPct',
    'True shooting %',
    'TS%',
    'PTS / (2·(FGA + 0.44·FTA)): scoring efficiency counting free throws.',
  ),
  rate(
    'tovPct',
    'Turnover %',
    'TOV%',
    'Team: TOV / possessions. Player: TOV / (FGA + 0.44·FTA + TOV), turnovers per play used.',
    'lower',
  ),
  rate(
    'orbPct',
    'Offensive rebound %',
    'ORB%',
    "ORB / (ORB + opponents' DRB): share of own misses rebounded. Player: ORB·(TmMP/5) / " +
      '(MP·(TmORB + OppDRB)), scaled to his minutes.',
  ),
  rate(
    'drbPct',
    'Defensive rebound %',
    'DRB%',
    "DRB / (DRB + opponents' ORB): share of opponents' misses rebounded. Player: DRB·(TmMP/5) " +
      '/ (MP·(TmDRB + OppORB)).',
  ),
  rate(
    'ftaRate',
    'Free-throw rate',
    'FTR',
    'FTA / FGA: free-throw attempts per field-goal attempt.',
  ),
  rate('fg2Pct', 'Two-point %', '2P%', '2PM / 2PA.'),
  rate(
    'fg3Pct',
    'Three-point %',
    '3P%',
    '3PM / 3PA. Player percentiles need at least one attempt per team game.',
  ),
  rate(
    'ftPct',
    'Free-throw %',
    'FT%',
    'FTM / FTA. Player percentiles need at least one attempt per team game.',
  ),
  rate(
    'fga3Rate',
    'Three-point attempt rate',
    '3PAr',
    'FGA3 / FGA: share of field-goal attempts taken from three (a style, not better or worse).',
    'neutral',
  ),
  rate(
    'astPct',
    'Assist %',
    'AST%',
    'Team: AST / FGM, share of made field goals assisted. Player: AST / ((MP/(TmMP/5))·TmFGM − ' +
      "FGM), share of teammates' made field goals he assisted while on the floor.",
  ),
  rate(
    'astRatio',
    'Assist ratio',
    'AST Ratio',
    'AST / (FGA + 0.44·FTA + AST + TOV): share of plays used that end in an assist.',
  ),
  rate(
    'stlPct',
    'Steal %',
    'STL%',
    "Steals per opponents' possession. Player: STL·(TmMP/5) / (MP·OppPoss), while on the floor.",
  ),
] as const;

type OpponentKey = `${(typeof WITH_OPPONENT)[number]['key']}Agst`;

function opponentVersion(definition: StatDefinition): StatDefinition<OpponentKey> {
  return {
    ...definition,
    key: `${definition.key}Agst` as OpponentKey,
    label: `Opponents' ${definition.label.charAt(0).toLowerCase()}${definition.label.slice(1)}`,
    shortLabel: `Opp ${definition.shortLabel}`,
    description: `The opponents' ${definition.shortLabel} against this team: ${definition.description}`,
    direction: flipDirection(definition.direction),
  };
}

export const SHOOTING_STATS = [
  ...WITH_OPPONENT,
  ...WITH_OPPONENT.map(opponentVersion),
  rate('fgPct', 'Field-goal %', 'FG%', 'FGM / FGA.'),
  rate(
    'blkPct',
    'Block %',
    'BLK%',
    "Share of the opponents' two-point attempts blocked. Player: BLK·(TmMP/5) / (MP·Opp2PA).",
  ),
] as const;
