/**
 * How a game is named: "Away at Home", or "Away vs Home" on a neutral floor, where neither
 * team is the host (the data still calls one of them home). Every title, label and search entry
 * of a game is built here, so the word is the same on every screen and in the API's answers.
 */

/** The word between the teams: 'vs' at a neutral site, else 'at'. */
export function matchupWord(isNeutral: boolean): 'vs' | 'at' {
  return isNeutral ? 'vs' : 'at';
}

export interface MatchupTeams {
  readonly away: string;
  readonly home: string;
  readonly isNeutral: boolean;
}

/** "Away at Home" or "Away vs Home". */
export function gameMatchup({ away, home, isNeutral }: MatchupTeams): string {
  return `${away} ${matchupWord(isNeutral)} ${home}`;
}

/** The matchup of a game row (`awayMarket`, `homeMarket`, `isNeutral`). */
export function gameRowMatchup(row: {
  readonly awayMarket: string;
  readonly homeMarket: string;
  readonly isNeutral: boolean;
}): string {
  return gameMatchup({ away: row.awayMarket, home: row.homeMarket, isNeutral: row.isNeutral });
}
