/**
 * The game's scoreline: away team at home team (or "vs" on a neutral floor) on their colours,
 * the final score ("Final/OT", "Final/2OT" after overtimes), date, what the warehouse holds
 * for the game, the "Simulated data" mark for the demo league, and the line score by period.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { matchupWord } from '@courtside/contract';
import { SimulatedDataBadge } from '@/components/stats/states';
import { TeamName } from '@/components/stats/TeamName';
import { formatValue } from '@/lib/stats/format';
import type { GameConfig } from '../api/game-config';
import { finalLabel } from '@/lib/games/line-score';
import { LineScore } from './LineScore';
import type { GameColors } from './team-colors';
import { TeamChip } from './TeamChip';

const COVERAGE_NOTE: Readonly<Record<GameDataRow['coverage'], string>> = {
  pbp: 'Play-by-play',
  box: 'Team box score only: no player lines or play-by-play',
  schedule: 'Score only: no box score',
};

export interface GameHeaderProps {
  config: GameConfig;
  game: GameDataRow;
  colors: GameColors;
  isSimulated: boolean;
}

export function GameHeader({ config, game, colors, isSimulated }: GameHeaderProps) {
  return (
    <header className="game-header">
      <div className="game-header__top">
        <h1 className="game-header__title">
          <span className="game-header__team" data-testid="away-score">
            <TeamChip palette={colors.away}>
              <TeamName
                className="game-team-chip__link"
                competitionId={game.competitionId}
                teamId={game.awayTeamId}
                market={game.awayMarket}
              />
            </TeamChip>{' '}
            <strong>{game.awayScore ?? '–'}</strong>
          </span>
          <span className="game-header__at">{matchupWord(game.isNeutral)}</span>
          <span className="game-header__team" data-testid="home-score">
            <TeamChip palette={colors.home}>
              <TeamName
                className="game-team-chip__link"
                competitionId={game.competitionId}
                teamId={game.homeTeamId}
                market={game.homeMarket}
              />
            </TeamChip>{' '}
            <strong>{game.homeScore ?? '–'}</strong>
          </span>
        </h1>
        {isSimulated && <SimulatedDataBadge />}
      </div>
      <p className="game-header__meta">
        <span data-testid="game-status">{finalLabel(game)}</span>
        {game.gameDate !== null && <> · {formatValue('date', game.gameDate)}</>}
        {game.isNeutral && <> · Neutral site</>}
        {game.conferenceGame && <> · Conference game</>}
        {' · '}
        {COVERAGE_NOTE[game.coverage]}
      </p>
      <LineScore config={config} game={game} colors={colors} />
    </header>
  );
}
