import type { FaqEntry } from './faq-types';

/** The team and player rating methods; the game-level ones are in faq-methods-games. */
export const FAQ_RATING_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'how-are-possessions-counted',
    question: 'How are possessions counted?',
    keywords: 'poss possession estimate formula play-by-play',
    answer: (
      <>
        <p>
          When a game has play-by-play, we count possessions directly. A possession ends on a made
          field goal (at the free throw when an and-one follows), a defensive rebound, a turnover,
          the last free throw of a trip when the shooting team does not keep the ball, or the end of
          a period. An offensive rebound continues the same possession, and technical free throws
          never start one.
        </p>
        <p>
          From a box score alone, possessions are estimated as FGA − ORB + TOV + 0.475 × FTA for
          each team, and the game uses the mean of the two teams&apos; estimates. The 0.475 free
          throw weight suits college games; the professional formulas use 0.44.
        </p>
      </>
    ),
  },
  {
    id: 'how-is-tempo-computed',
    question: 'How is tempo computed?',
    keywords: 'pace possessions per 40 minutes overtime adjusted tempo',
    answer: (
      <p>
        Tempo is possessions per 40 minutes: possessions × 40 / (40 + 5 × overtimes), so an overtime
        game does not look faster for its extra minutes. A team&apos;s tempo is the average over its
        games. Adjusted tempo also accounts for the pace of each opponent: a game is scaled by the
        national average tempo over the opponent&apos;s adjusted tempo.
      </p>
    ),
  },
  {
    id: 'what-are-offensive-and-defensive-ratings',
    question: 'What are offensive and defensive ratings?',
    keywords: 'ortg drtg net rating efficiency per 100 possessions',
    answer: (
      <p>
        Points scored and allowed per 100 possessions: offensive rating = 100 × points /
        possessions, defensive rating = 100 × opponent points / possessions, and net rating is the
        first minus the second. Per-possession numbers compare teams that play at different speeds
        fairly. Games against opponents outside the division stay in game logs but not in the
        ratings.
      </p>
    ),
  },
  {
    id: 'what-is-adjusted-efficiency',
    question: 'What is adjusted efficiency?',
    keywords: 'adjo adjd adjem opponent adjusted strength of schedule sos barthag ranking',
    answer: (
      <>
        <p>
          Adjusted offense (AdjO) and defense (AdjD) restate each game as the efficiency a team
          would have had against an average opponent on a neutral floor: a game&apos;s efficiency is
          divided by the opponent&apos;s adjusted rating over the national average, with a
          home-court factor of 1.014 at home and 0.986 away. A team&apos;s rating is the weighted
          mean of its games, and the whole division is recomputed until no rating moves by more than
          0.01. AdjEM, the adjusted margin, is AdjO − AdjD.
        </p>
        <p>
          Blowouts that are far from what a team&apos;s rating expects count less, and early in the
          season a preseason estimate from last year&apos;s team fills in for games not yet played,
          fading out over about 20 games. Barthag, the chance of beating an average team, is
          AdjO^11.5 / (AdjO^11.5 + AdjD^11.5), and strength of schedule is the mean adjusted rating
          of the opponents.
        </p>
      </>
    ),
  },
  {
    id: 'what-are-the-four-factors',
    question: 'What are the four factors?',
    keywords: 'efg turnover rate offensive rebounding free throw rate shooting',
    answer: (
      <p>
        The four things that decide most games, for a team and (the same formulas on the
        opponent&apos;s line) its defense: shooting, effective field goal percentage = (FGM + 0.5 ×
        3PM) / FGA; turnovers, TOV% = turnovers / possessions; offensive rebounding, ORB% = ORB /
        (ORB + opponent DRB); and free throws, FT rate = FTA / FGA.
      </p>
    ),
  },
  {
    id: 'what-are-the-box-ratings',
    question: 'What are the box ratings, PER and RAPM?',
    keywords: 'player rating bpm vorp per rapm plus minus impact',
    answer: (
      <>
        <p>
          The box rating is a BPM-style estimate of the points per 100 possessions a player adds
          over an average player. It weighs per-100-possession rates of points, shots, free throws,
          threes, assists, turnovers, rebounds, steals, blocks and fouls against the league average,
          with a term for the player&apos;s position, and then adds a team constant so the
          minutes-weighted ratings of a team add up to its adjusted margin. Value over replacement
          (VORP) counts the rating above a replacement level of −2.0, weighted by the share of
          minutes played.
        </p>
        <p>
          PER is Hollinger&apos;s player efficiency rating, scaled so the league average is 15 in
          every gender, division and season. RAPM (regularized adjusted plus-minus) estimates each
          player&apos;s effect on the scoring margin from every stint he was on the floor, with the
          other nine players accounted for, shrunk toward an estimate from his box score and last
          season so small samples do not swing it. A player without minutes, or whose steals and
          blocks were not recorded, gets no rating rather than a guess.
        </p>
      </>
    ),
  },
  {
    id: 'how-are-lineups-and-on-off-computed',
    question: 'How are lineups and on/off numbers computed?',
    keywords: 'lineup units five players stints on off net rating',
    answer: (
      <p>
        The play-by-play is split into stints at every substitution and period break, with exactly
        five players per side on the floor at every play. A lineup&apos;s offensive, defensive and
        net ratings are its points scored and allowed per 100 possessions while those five played
        together; lineups under 50 possessions are hidden by default because their numbers swing too
        much. A player&apos;s on/off is the team&apos;s net rating with him on the floor minus
        without him, always shown with the possessions behind it.
      </p>
    ),
  },
  {
    id: 'how-are-percentiles-and-rankings-computed',
    question: 'How are percentiles and rankings computed?',
    keywords: 'percentile rank ranking qualifier minimum minutes',
    answer: (
      <p>
        A percentile is the share of the pool at or below a value, with the pool being the same
        gender, division and season (and, for players, the same position group when it has at least
        30 players). Stats where lower is better, such as turnovers or defensive rating, are turned
        around so a high percentile is always good. A player needs 40% of his team&apos;s minutes to
        get a percentile, and three-point and free throw percentages need at least one attempt per
        team game. Rank 1 is best, and tied values share a rank shown with a T.
      </p>
    ),
  },
];
