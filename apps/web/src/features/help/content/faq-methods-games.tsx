import type { FaqEntry } from './faq-types';

/** The game, shot and model methods; the team and player ratings are in faq-methods-ratings. */
export const FAQ_GAME_METHOD_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'how-are-shot-zones-defined',
    question: 'How are shot zones defined?',
    keywords: 'rim paint mid-range midrange corner three above the break shot chart hexagons',
    answer: (
      <>
        <p>
          Zones follow the distance of each shot from the center of the basket: the rim is within 4
          feet; the paint is any other two inside 15 feet; mid-range is every other two; a corner
          three is a three within 14 feet of the baseline out in the corner; and every other three
          is above the break. Whether a shot was a two or a three comes from the play-by-play, which
          wins over the recorded location, and the three-point line moves with the season&apos;s
          rules (22 feet 1.75 inches since 2019-20 for Division I men and since 2021-22 for women).
        </p>
        <p>
          On the shot charts, each zone or hexagon is colored by its shooting compared with the
          division&apos;s average from the same spot, and hexagons with few attempts are pulled
          toward that average so a lucky handful of shots does not stand out.
        </p>
      </>
    ),
  },
  {
    id: 'what-counts-as-clutch',
    question: 'What counts as clutch time?',
    keywords: 'clutch late close game last five minutes',
    answer: (
      <p>
        The last five minutes of the second half (men) or the fourth quarter (women), and any
        overtime, while the margin is 5 points or fewer before the play. A margin of exactly 5
        counts, and a basket that stretches the lead from 5 to 7 is itself a clutch play.
      </p>
    ),
  },
  {
    id: 'what-is-a-game-deciding-shot',
    question: 'What is a game-deciding shot?',
    keywords: 'tying go-ahead game winner buzzer beater last seconds',
    answer: (
      <p>
        A field-goal attempt with 30 seconds or less left in regulation or an overtime, by a team
        that is tied or trails by 2 or fewer (3 or fewer for a three). A made one is tying when it
        ties the game and go-ahead when it takes the lead; a go-ahead shot is a game-winner when the
        team never trails or ties again.
      </p>
    ),
  },
  {
    id: 'how-is-win-probability-computed',
    question: 'How is win probability computed?',
    keywords: 'win chance live win probability line excitement',
    answer: (
      <p>
        Before a game, the win chance comes from the projected spread: both teams&apos; adjusted
        offense, defense and tempo give a projected score (with the home-court factor), and the
        spread is turned into a probability with a standard deviation of 10 points for men and 11
        for women. During a game, the rest of the game is treated as a random walk: the current
        margin plus the pregame edge for the time left, with the uncertainty shrinking as the clock
        runs down. At the final horn the winner has 100%.
      </p>
    ),
  },
  {
    id: 'how-are-bracket-odds-computed',
    question: 'How are the bracket odds computed?',
    keywords: 'tournament march madness simulation chances title final four',
    answer: (
      <p>
        Every pair of teams in the field gets a neutral-floor win probability from their adjusted
        ratings, and the whole tournament is played 100,000 times with those probabilities. A
        team&apos;s chance of reaching a round is the share of runs in which it got there. During
        the tournament, games already played keep their real winners. The same simulated tournaments
        give each bracket of the bracket challenge its expected score and its chance to win the
        pool.
      </p>
    ),
  },
  {
    id: 'how-does-the-draft-model-work',
    question: 'How does the draft model work?',
    keywords: 'draft prospects nba wnba projection lottery probability',
    answer: (
      <p>
        A logistic regression estimates each player&apos;s chance of being drafted after the season
        from the indicators that have predicted drafts: age (estimated from class), box rating and
        box rating against players of the same class, usage combined with true shooting, assist,
        steal, block and rebound rates, three-point attempt rate, free throw percentage, height and
        strength of schedule. It is fitted on the other seasons&apos; drafts and tested by
        predicting each past draft from the others; the model view shows those scores. Draft results
        exist for the demo league, so the model is fitted there; NCAA seasons have no draft results
        in our data and show no projection.
      </p>
    ),
  },
  {
    id: 'what-is-the-nil-index',
    question: 'What is the NIL index?',
    keywords: 'nil name image likeness value money deals',
    answer: (
      <>
        <p>
          An index from 0 to 100 of a player&apos;s on-court name-image-likeness profile: 45% his
          box rating, 25% his minutes, 20% his program&apos;s prestige (its adjusted margin rank
          over three seasons plus national tournament appearances) and 10% his team&apos;s adjusted
          margin this season, each as a percentile within his gender and division. It uses no social
          media data and is not a dollar value, an offer or a report of what anyone is paid.
        </p>
        <p>
          The method view measures how well the index predicts disclosed deal values, each season
          held out in turn. Only the demo league has deals (simulated); for NCAA data the view says
          that no such check can be shown.
        </p>
      </>
    ),
  },
];
