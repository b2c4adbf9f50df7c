/**
 * The query layer the API calls: typed functions over the served warehouse. Every value a
 * caller passes is a bound parameter; results are plain objects (numbers, strings, booleans,
 * ISO dates), never DuckDB values.
 */
export * from './games';
export * from './meta';
export { memoPerCompetition, memoPerCompetitionPart, memoPerFile } from './competition-memo';
export type { CompetitionRead } from './competition-memo';
export * from './players';
export * from './team-rates';
export * from './teams';
export * from './stats/index';
export { playerColumnSum } from './stats/player-line-sums';
export {
  appendMemberTexts,
  isIdentityField,
  memberTexts,
  rowLayout,
  wholeRowText,
} from './stored-members';
export { TEAM_SUMS_SQL, TEAM_SUM_COLUMNS } from './sums';
export { exactAvg, exactSum } from './exact-sum';
export { playerSeasonKeyText } from './player-keys';
export type { PlayerSeasonKey } from './player-keys';
export * from './reference/index';
export * from './pbp/index';
export * from './portal/index';
