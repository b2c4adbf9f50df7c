/** Definitions of the portal endpoints (transfer portal, portal aggregates, NIL). */
import { defineEndpoint } from './define';
import {
  DraftModelRowSchema,
  DraftProspectRowSchema,
  NilModelRowSchema,
  NilPredictionRowSchema,
  PortalAggPbpRowSchema,
  PortalAggStatsRowSchema,
  RawNilRowSchema,
  TeamTransferAggRowSchema,
  TransferHistoryRowSchema,
  TransferPortalRowSchema,
} from '../data/index';

const TRANSFER_PORTAL_NOTES = [
  'competition: the season moved into (the portal of the off-season before it; the product uses 2024-25).',
  "source 'transfers': the warehouse's transfer table (the demo league knows entrants, withdrawals, unsigned players); 'person-links': no table rows, so moves are found by the same person on another school's roster the season before (only completed moves: every row is Transferred).",
  'team, conference: either side of the move (the team is matched by school across seasons); division: the new one when committed, else the one left.',
  'createdWhen, updatedWhen, portalRecency, redshirtFlag: no source carries them (null).',
];

/** The config keys every portal list filters on. */
export const ENTRY_FILTER_KEYS = ['divisionId', 'conferenceId', 'teamId', 'playerId'] as const;

/** The transfer-portal list of one gender. */
const transferPortal = <const N extends string>(name: N, who: string, competitionId: number) =>
  defineEndpoint({
    name,
    access: 'pro',
    playerLevel: true,
    summary: `${who} transfer portal: every entrant of the off-season before the competition, where he came from and went (Transferred, Active, Withdrew).`,
    requires: ['competitionId'],
    accepts: [...ENTRY_FILTER_KEYS],
    row: TransferPortalRowSchema,
    example: { competitionId },
    notes: TRANSFER_PORTAL_NOTES,
  });

export const PORTAL_DEFINITIONS = {
  'draft-prospects': defineEndpoint({
    name: 'draft-prospects',
    access: 'free',
    playerLevel: true,
    summary:
      'Draft prospects (METHODS §10): every rated player of the competition with the draft indicators (estimated age, BPM and age-adjusted BPM, usage, TS%, AST%, STL%, BLK%, ORB%, DRB%, 3PA rate, FT%, height, strength of schedule), the draft model\u2019s probability, rank and projected tier, and the pick he went at when the warehouse holds that draft.',
    requires: ['competitionId'],
    accepts: ['divisionId', 'conferenceId', 'teamId', 'playerId'],
    row: DraftProspectRowSchema,
    example: { competitionId: 38409, divisionId: 1 },
    notes: [
      'Players with a season box rating and at least 10% of their team\u2019s minutes; most likely draftee first (by BPM when there is no model).',
      'The model is a logistic regression fitted on every other season\u2019s draft of the same gender in this warehouse (leave-one-season-out), so a season is never projected by a model that saw its own draft; draft-model describes it. Without past drafts (the real NCAA sources carry none) the model fields are null.',
      'Ranks, percentiles and age adjustment pool the whole gender over the competition before filters.',
    ],
  }),
  'draft-model': defineEndpoint({
    name: 'draft-model',
    access: 'free',
    playerLevel: false,
    summary:
      'The draft model of a competition\u2019s gender (METHODS §10): its standardised weights and how well models fitted without each past season predicted that season\u2019s draft (AUC, log loss, Brier score, top-N hits).',
    requires: ['competitionId'],
    accepts: [],
    row: DraftModelRowSchema,
    example: { competitionId: 38409 },
    notes: [
      'One row. available is false, with the reason, when the warehouse holds no past drafts of the gender.',
    ],
  }),
  'nil-model': defineEndpoint({
    name: 'nil-model',
    access: 'pro',
    playerLevel: false,
    summary:
      'How well the NIL index (METHODS §10) predicts disclosed deal values in the competition\u2019s gender and a division: a calibration of ln(annual value) on the index, tested one season at a time on a fit to the other seasons (RMSE of the log, median absolute percentage error, share within a factor of two, Spearman), against everyone getting the pool\u2019s median deal.',
    requires: ['competitionId'],
    accepts: ['divisionId'],
    row: NilModelRowSchema,
    example: { competitionId: 38409, divisionId: 1 },
    notes: [
      'One row; divisionId defaults to 1. available is false, with the reason, when the warehouse holds no deal values (the NCAA sources carry none; the demo league simulates them) or too few to test on.',
      'The index stays the published figure; valueBands are the typical (median) deal the calibration gives at each tier\u2019s index band, to two significant digits.',
    ],
  }),
  'nil-predictions': defineEndpoint({
    name: 'nil-predictions',
    access: 'pro',
    playerLevel: true,
    summary:
      'NIL index per player (METHODS §10; no social data): tier and index band from rating 45%, minutes 25%, program prestige 20%, team 10% percentiles within gender × division.',
    requires: ['competitionId'],
    accepts: ['teamId', 'conferenceId', 'divisionId', 'playerId'],
    row: NilPredictionRowSchema,
    example: { competitionId: 38409, divisionId: 1 },
    notes: [
      'Players with a season box rating and at least 10% of their team\u2019s minutes (play-by-play games only); best index first.',
      'Percentiles are computed over the whole gender × division pool before filters, so a team or conference list shows the same values as the division list.',
      'Program prestige: mean AdjEM rank score over the last three seasons this warehouse holds plus national tournament appearances / 3 (competitions without bracket data count none).',
    ],
  }),
  'portal-agg-pbp-stats': defineEndpoint({
    name: 'portal-agg-pbp-stats',
    access: 'pro',
    playerLevel: true,
    summary:
      'Portal entrants with their play-by-play season at the school they left (player-agg-pbp-stats fields: zones, TS%, USG%, assists) and their move.',
    requires: ['competitionId'],
    accepts: [...ENTRY_FILTER_KEYS],
    row: PortalAggPbpRowSchema,
    example: { competitionId: 38409 },
    notes: [
      'competition: the season moved into; the stats are the season left\u2019s (statsCompetitionId), scope season. teamId, teamMarket, conferenceId are the team he left.',
      'Entrants without play-by-play games in the season left are left out.',
    ],
  }),
  'portal-agg-stats': defineEndpoint({
    name: 'portal-agg-stats',
    access: 'pro',
    playerLevel: true,
    summary:
      'Portal entrants with their season aggregates at the school they left (player-agg-stats fields) and their move (status, from/to team, conference, division).',
    requires: ['competitionId'],
    accepts: [...ENTRY_FILTER_KEYS],
    row: PortalAggStatsRowSchema,
    example: { competitionId: 38409 },
    notes: [
      'competition: the season moved into; the stats are from the season left (statsCompetitionId). competitionId, playerId, classYr and divisionId are the move\u2019s (as in vc-transfer-portal); teamId, teamMarket, conferenceId are the team he left.',
      'Entrants without player aggregates in the season left (not in this warehouse, or no play-by-play game) are left out: the portal lists have everyone.',
    ],
  }),
  'raw-nil-anonymized': defineEndpoint({
    name: 'raw-nil-anonymized',
    access: 'pro',
    summary:
      'NIL index rows without player or team identity (division, position, class, component percentiles, index, tier): METHODS §10, no social data.',
    requires: ['competitionId'],
    accepts: ['divisionId'],
    row: RawNilRowSchema,
    example: { competitionId: 38409 },
    notes: ['The same players and values as nil-predictions, best index first.'],
  }),
  'team-transfer-agg-stats': defineEndpoint({
    name: 'team-transfer-agg-stats',
    access: 'pro',
    summary:
      'Per team: transfers in and out, withdrawals, minutes of transfers, and the METHODS §10 transfer analysis (opponent-adjusted ORtg change net of non-transfers of the same class and role).',
    requires: ['competitionId'],
    accepts: ['teamId', 'conferenceId', 'divisionId'],
    row: TeamTransferAggRowSchema,
    example: { competitionId: 38409, divisionId: 1 },
    notes: [
      'competition: the season moved into. Counts come from the transfers table when it has rows for it, else from person links (source).',
      'ORtg here is points per 100 plays used (FGA + 0.44·FTA + TOV), adjusted by league average / mean opponent AdjD; seasons under 10% of team minutes are not rated. Minutes and the analysis cover play-by-play games only.',
    ],
  }),
  'transfer-history': defineEndpoint({
    name: 'transfer-history',
    access: 'pro',
    playerLevel: true,
    summary:
      'Every transfer into the competition with his last season at the school left and his first at the new one (games, minutes, points) and the METHODS §10 analysis: opponent-adjusted ORtg before and after, the change, and the change net of non-transfers of the same class and role.',
    requires: ['competitionId'],
    accepts: ['divisionId', 'conferenceId'],
    row: TransferHistoryRowSchema,
    example: { competitionId: 38409, divisionId: 1 },
    notes: [
      'competition: the season moved into; a transfer is the same person on another school\u2019s roster the season before (person links), so every season with a previous one in the warehouse has its list. division, conference: either side of the move.',
      'ORtg is points per 100 plays used (FGA + 0.44\u00b7FTA + TOV), adjusted by league average / mean opponent AdjD, as in team-transfer-agg-stats; seasons under 10% of team minutes are not rated (null). Baselines pool the whole competition, whatever the filter.',
      'levelFrom, levelTo: d1-high-major (ACC, SEC, Big 12, Big Ten, Big East, Pac-12), d1-other, d2, d3; moveDirection compares them (up: to a higher level).',
    ],
  }),
  'vc-transfer-portal': transferPortal('vc-transfer-portal', "Men's", 38409),
  'wbb-transfer-portal': transferPortal('wbb-transfer-portal', "Women's", 38529),
} as const;
