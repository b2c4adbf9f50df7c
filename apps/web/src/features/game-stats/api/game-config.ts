/** The request config every game read shares: the game and its competition. */
export interface GameConfig {
  competitionId: number;
  gameId: number;
}
