/** How the odds are made, in plain words, including what the odds before the tournament know. */
export function MethodNote() {
  return (
    <p className="brackets__method small">
      <strong>How the odds are made.</strong> The bracket is played 100,000 times by computer, each
      game&apos;s chance coming from the two teams&apos; adjusted ratings on a neutral floor. A
      round&apos;s figure is the share of those tournaments in which the team is still playing when
      the round starts. <em>Odds now</em> take every game already played as decided.{' '}
      <em>Odds before the tournament</em> use the ratings at the end of the season, which already
      include the tournament&apos;s games: that is hindsight, not a forecast anyone could have made
      before the first tip-off.
    </p>
  );
}
