/**
 * What a player list says when the viewer's tier, not the data, made it short or empty (§6):
 * visitors and unverified accounts get no player rows (the server answers 403), and the free
 * tier gets its trial players only (the server filters the rows: the top three of the user's
 * team plus the featured players, §7). Without this, an empty list would read as missing data.
 * The free tier's note also names those players, behind a disclosure that asks the server for
 * them only once opened: the note sits above many lists, and most readers never open it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  FIXED_DEMO_PLAYER_COUNT,
  TIER_VALUES,
  TRIAL_PLAYERS_PER_TEAM,
  paths,
  resolveUserSettings,
  restrictsPlayersToTrial,
} from '@courtside/contract';
import { useSession } from '@/lib/session';
import { EmptyState } from './EmptyState';
import { TRIAL_PLAYERS_TITLE, TrialPlayerList } from './TrialPlayerList';
import './states.css';

/** none: no player rows at all; trial: the trial players only; all: every player. */
export type PlayerAccess = 'none' | 'trial' | 'all';

export function playerAccessOf(tierValue: number): PlayerAccess {
  if (tierValue < TIER_VALUES.free) return 'none';
  return restrictsPlayersToTrial(tierValue) ? 'trial' : 'all';
}

export function usePlayerAccess(): PlayerAccess {
  return playerAccessOf(useSession().tier.value);
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const inWords = (count: number): string => NUMBER_WORDS[count] ?? String(count);

export const TRIAL_PLAYERS_SCOPE = `Your free tier shows your team’s top ${inWords(TRIAL_PLAYERS_PER_TEAM)} players and ${inWords(FIXED_DEMO_PLAYER_COUNT)} featured players.`;
export const UPGRADE_FOR_EVERY_PLAYER = 'Upgrade to see every player.';

/** The rule, the way to every player, and (without a saved team) the way to the own-team part. */
function TrialPlayersDetail() {
  const { user } = useSession();
  const hasTeam = resolveUserSettings(user).team.teamId !== null;
  return (
    <>
      {TRIAL_PLAYERS_SCOPE}{' '}
      <Link to={paths.myAccount('subscribe', TIER_VALUES.plus)}>{UPGRADE_FOR_EVERY_PLAYER}</Link>
      {!hasTeam && (
        <>
          {' '}
          <Link to={paths.myAccount('settings')}>Choose your team</Link> to see its top players.
        </>
      )}
    </>
  );
}

/** "Your trial players", closed at first; the list is read when it is first opened. */
export function TrialPlayersDisclosure() {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="trial-players-disclosure"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{TRIAL_PLAYERS_TITLE}</summary>
      <div className="mt-1">
        <TrialPlayerList enabled={opened} />
      </div>
    </details>
  );
}

/** A line above a list the free tier cut down to its trial players. */
export function TrialPlayersNote() {
  return (
    <div className="small text-body-secondary mb-2" role="note">
      <p className="mb-1">
        <TrialPlayersDetail />
      </p>
      <TrialPlayersDisclosure />
    </div>
  );
}

/** In place of a list the free tier emptied: whose players are missing, and why. */
export function TrialPlayersEmpty({ message }: { message: string }) {
  return (
    <EmptyState message={message}>
      <p className="stats-state__detail mt-2 mb-0">
        <TrialPlayersDetail />
      </p>
      <div className="stats-state__detail mt-2 mb-0 text-start">
        <TrialPlayersDisclosure />
      </div>
    </EmptyState>
  );
}

export const NO_TRIAL_PLAYERS_HERE = 'None of these players is open on your free tier.';
