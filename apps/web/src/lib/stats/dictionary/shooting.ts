/**
 * Shooting percentages, the four factors and the other rates (METHODS §2), as fractions, and
 * their opponents' versions ("…Agst": the same formula on the opponents' line, better in the
 * opposite direction): the stat registry's entries. Team and player rows share a field where
 * the formula is the team's one scaled to the player's minutes; the description states both.
 */
import { RATE_AGST_STATS, SHOOTING_STATS as REGISTRY_SHOOTING_STATS } from '@courtside/contract';
import { fromRegistryAll } from './registry';

export const SHOOTING_STATS = [
  ...fromRegistryAll(REGISTRY_SHOOTING_STATS),
  ...fromRegistryAll(RATE_AGST_STATS),
] as const;
