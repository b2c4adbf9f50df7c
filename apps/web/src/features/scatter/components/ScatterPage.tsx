/**
 * The scatter tools of §2, both open to every visitor (§6 tier 0): /tools/team-scatter and
 * /tools/player-scatter. Each page gates itself by its navigation entry's tier, so the table of
 * §6 is read in one place (the contract's navigation).
 */
import { getNavItem } from '@courtside/contract';
import { TierGate } from '@/components/stats/states';
import { PlayerScatter } from './PlayerScatter';
import { TeamScatter } from './TeamScatter';

export function TeamScatterPage() {
  return (
    <TierGate feature="Team Scatter" requiredTier={getNavItem('teamScatter').minTier}>
      <TeamScatter />
    </TierGate>
  );
}

export function PlayerScatterPage() {
  return (
    <TierGate feature="Player Scatter" requiredTier={getNavItem('playerScatter').minTier}>
      <PlayerScatter />
    </TierGate>
  );
}
