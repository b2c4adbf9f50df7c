/** The divisions as the choices of a select or toggle: the URL's label, the division's name. */
import { DIVISIONS, type DivisionLabel } from '@courtside/contract';

export const DIVISION_OPTIONS: readonly { value: DivisionLabel; label: string }[] = DIVISIONS.map(
  (division) => ({ value: division.label, label: division.name }),
);
