/**
 * The box score: both teams' totals (public, from team-game-stats; the points are the final
 * score), then each team's players (tier ≥ 1) with a totals line summed from the players' own
 * lines, so a reader can check that they add up to the score. Each team's heading and totals
 * row carry its color (components/team-colors), as everywhere on the game page. The free tier
 * gets its trial players' lines only: the lists say so, and their partial sums are not shown as
 * totals.
 */
import type { PlayerGameStatsRow, TeamGameStatsRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BOX_SCORE_COLUMNS, paths } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import {
  DataState,
  EmptyState,
  PlayerDataState,
  TableSkeleton,
  TierGate,
  usePlayerAccess,
} from '@/components/stats/states';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { gameDenominators } from '@/lib/stats/per-mode';
import type { StatKey } from '@/lib/stats/dictionary';
import { useGameRows } from '../api/games';
import { useTeamGameLines } from '../api/team-game-stats';
import { usePlayerGameLines } from '../api/player-game-stats';
import type { GameConfig } from '../api/game-config';
import {
  BOX_TOTAL_KEYS,
  sumPlayerLines,
  teamLinesBySide,
  teamPlayerLines,
  type GameSides,
} from '../hooks/game-model';
import { BoxTotalsLine } from './BoxTotalsLine';
import type { GameColors, TeamPalette } from './team-colors';
import { TeamChip, TeamSwatch } from './TeamChip';

const TEAM_COLUMNS: readonly StatKey[] = BOX_SCORE_COLUMNS;

// The player table shows exactly the stats its totals line adds up, plus the plus-minus.
const PLAYER_COLUMNS = [...BOX_TOTAL_KEYS, 'plusMinus'] as const satisfies readonly StatKey[];

/** The team column of the totals table, each name after its colour swatch. */
function teamLabel(
  paletteOf: (row: TeamGameStatsRow) => TeamPalette,
): LabelColumn<TeamGameStatsRow> {
  return {
    header: 'Team',
    text: (row) => row.teamMarket,
    render: (row) => (
      <>
        <TeamSwatch palette={paletteOf(row)} />
        {row.teamMarket}
      </>
    ),
  };
}

function playerLabel(competitionId: number): LabelColumn<PlayerGameStatsRow> {
  return {
    header: 'Player',
    text: (row) => row.fullName,
    render: (row) => (
      <>
        {row.playerId === null ? (
          row.fullName
        ) : (
          <Link to={paths.player(competitionId, row.playerId)}>{row.fullName}</Link>
        )}
        {row.isStarter && <span className="visually-hidden"> (starter)</span>}
        {row.isStarter && (
          <span className="game-box__starter" aria-hidden="true">
            {' '}
            S
          </span>
        )}
      </>
    ),
  };
}

function PlayerBoxes({
  config,
  sides,
  colors,
}: {
  config: GameConfig;
  sides: GameSides<TeamGameStatsRow>;
  colors: GameColors;
}) {
  const players = usePlayerGameLines(config);
  const label = playerLabel(config.competitionId);
  const trialOnly = usePlayerAccess() === 'trial';
  return (
    <PlayerDataState
      feature="Player box scores"
      query={players}
      skeleton={<TableSkeleton label="Loading player box scores" />}
      emptyMessage="No player box score for this game: its source has team totals only."
    >
      {(rows) => (
        <>
          {[sides.away, sides.home].map((team) => {
            const lines = teamPlayerLines(rows, team.teamId);
            const palette = team === sides.home ? colors.home : colors.away;
            return (
              <section
                key={team._id}
                className="game-box__team"
                aria-label={`${team.teamMarket} players`}
              >
                <h3 className="h5">
                  <TeamChip palette={palette}>{team.teamMarket}</TeamChip>
                </h3>
                {lines.length === 0 && trialOnly ? (
                  <EmptyState
                    message={`None of ${team.teamMarket}’s players is open on your free tier.`}
                  />
                ) : lines.length === 0 ? (
                  <EmptyState message={`No player lines for ${team.teamMarket}.`} />
                ) : (
                  <>
                    <StatTable
                      caption={`${team.teamMarket} box score`}
                      rows={lines}
                      rowId={(row) => row._id}
                      label={label}
                      columns={PLAYER_COLUMNS}
                      modes={false}
                      denominators={gameDenominators}
                      percentiles={false}
                      maxHeightPx={720}
                    />
                    {!trialOnly && (
                      <BoxTotalsLine team={team.teamMarket} totals={sumPlayerLines(lines)} />
                    )}
                  </>
                )}
              </section>
            );
          })}
        </>
      )}
    </PlayerDataState>
  );
}

export function BoxScoreView({ config, colors }: { config: GameConfig; colors: GameColors }) {
  const lines = useTeamGameLines(config);
  // Cached: the page header fetched the game row already.
  const homeTeamId = useGameRows(config).data?.[0]?.homeTeamId ?? null;
  const homeRowId = lines.data ? teamLinesBySide(lines.data, homeTeamId)?.home._id : undefined;
  const label = useMemo(
    () => teamLabel((row) => (row._id === homeRowId ? colors.home : colors.away)),
    [homeRowId, colors],
  );
  return (
    <DataState
      query={lines}
      skeleton={<TableSkeleton label="Loading the box score" rows={2} />}
      emptyMessage="No box score for this game."
    >
      {(rows) => {
        const sides = teamLinesBySide(rows, homeTeamId);
        if (sides === null) return <EmptyState message="No box score for this game." />;
        const scoreOnly = sides.home.coverage === 'schedule';
        return (
          <>
            <h2 className="h4">Team totals</h2>
            {scoreOnly ? (
              <EmptyState message="Only the score is known for this game: no box score." />
            ) : (
              <StatTable
                caption="Team totals"
                rows={[sides.away, sides.home]}
                rowId={(row) => row._id}
                label={label}
                columns={TEAM_COLUMNS}
                modes={false}
                denominators={gameDenominators}
                percentiles={false}
              />
            )}
            <h2 className="h4 mt-4">Players</h2>
            {sides.home.coverage === 'pbp' ? (
              <TierGate feature="Player box scores" requiredTier={1}>
                <PlayerBoxes config={config} sides={sides} colors={colors} />
              </TierGate>
            ) : (
              <EmptyState message="No player box score for this game: its source has team totals only." />
            )}
          </>
        );
      }}
    </DataState>
  );
}
