/**
 * Draft prospects of `draft-prospects` (METHODS §10 "Draft indicators"): the indicators the
 * draft model reads that no other family defines, the model's projection and the pick a player
 * went at. The other indicators (BPM, usage, TS%, the rates, FT%, height, SOS, minutes) are the
 * entries the player and team tables already use.
 */
import { familyBuilder } from './define';

const stat = familyBuilder('draft');

const NO_MODEL = 'Blank when the warehouse holds no past drafts to fit the model on.';

export const DRAFT_STATS = [
  stat({
    key: 'ageEst',
    label: 'Estimated age',
    shortLabel: 'Age est.',
    description:
      'Age on draft day estimated from the class (Fr 19, So 20, Jr 21, Sr 22, Gr 23): no source ' +
      'carries birth dates.',
    format: 'decimal1',
    direction: 'neutral',
  }),
  stat({
    key: 'ageAdjBpm',
    label: 'Age-adjusted BPM',
    shortLabel: 'Adj BPM',
    description:
      'BPM minus the mean BPM of the rated players of the same class in the pool, so a freshman ' +
      'is measured against freshmen.',
    format: 'signedDecimal1',
  }),
  stat({
    key: 'draftProb',
    label: 'Draft probability',
    shortLabel: 'Draft %',
    description: `The model's probability that the player is drafted after this season. ${NO_MODEL}`,
    format: 'pct',
  }),
  stat({
    key: 'prospectScore',
    label: 'Prospect score',
    shortLabel: 'Score',
    description: `0-100: percentile of the draft probability among the players of the same gender this season. ${NO_MODEL}`,
    format: 'integer',
  }),
  stat({
    key: 'projectedRank',
    label: 'Projected rank',
    shortLabel: 'Proj rank',
    description: `Rank by draft probability among the players of the same gender this season (1 = most likely). ${NO_MODEL}`,
    format: 'rank',
    direction: 'lower',
  }),
  stat({
    key: 'projectedTier',
    label: 'Projected tier',
    shortLabel: 'Proj tier',
    description:
      'The projected rank as a draft tier. Men: lottery 1-14, first round 15-30, second round ' +
      `31-60; women: lottery 1-12, first round 13-24, second round 25-36; else undrafted. ${NO_MODEL}`,
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'draftPick',
    label: 'Draft pick',
    shortLabel: 'Pick',
    description:
      'The pick the player went at in the draft after this season; blank when undrafted or when ' +
      'the warehouse does not hold that draft.',
    format: 'rank',
    direction: 'lower',
  }),
  stat({
    key: 'draftRound',
    label: 'Draft round',
    shortLabel: 'Round',
    description:
      'The round the player went in, or Undrafted, when the warehouse holds the draft after ' +
      'this season; blank when it does not.',
    format: 'text',
    direction: 'neutral',
  }),
] as const;
