/** The two sides' colours in the game charts (team colours are not known for every team). */
export const HOME_COLOR = '#1d4ed8';
export const AWAY_COLOR = '#b91c1c';
