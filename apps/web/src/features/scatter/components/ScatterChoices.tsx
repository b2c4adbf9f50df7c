/**
 * The settings both scatter pages open with: the four stat pickers (x, y, size, color), a swap
 * of the axes, and the season / division / conference. Every choice is handed on as a patch of
 * the page's URL filters.
 */
import type { DivisionLabel, Gender } from '@courtside/contract';
import type { StatKey } from '@/lib/stats/dictionary';
import type { NO_COLOR, TEAM_COLORS } from '../content/scatter-params';
import { NO_SIZE } from '../content/scatter-params';
import type { StatOptionGroup } from '../content/stat-groups';
import type { ScatterScope } from '../hooks/use-scatter-scope';
import { ScopeControls, StatSelect, type ChoiceOption } from './ScatterControls';

/** The stats as the pickers show them. */
export interface ScatterStatValues<K extends StatKey> {
  x: K;
  y: K;
  size: K | typeof NO_SIZE;
  color: K | typeof TEAM_COLORS | typeof NO_COLOR;
}

export type ScatterChoicesPatch<K extends StatKey> = Partial<
  ScatterStatValues<K> & { competition: number; division: DivisionLabel; conference: number | null }
>;

const SIZE_EXTRAS = [{ value: NO_SIZE, label: 'None (same size)' }] as const;

export interface ScatterChoicesProps<K extends StatKey> {
  /** Prefix of the controls' ids (`team-scatter` → `team-scatter-x`). */
  idPrefix: string;
  values: ScatterStatValues<K>;
  groups: readonly StatOptionGroup<K>[];
  /** The color picker's choices listed before the stats, in the page's order. */
  colorExtras: readonly ChoiceOption<typeof TEAM_COLORS | typeof NO_COLOR>[];
  scope: ScatterScope;
  preferredGender: Gender;
  /** One axis picked writes that axis alone; the swap writes both. */
  onChange: (patch: ScatterChoicesPatch<K>) => void;
}

export function ScatterChoices<K extends StatKey>({
  idPrefix,
  values,
  groups,
  colorExtras,
  scope,
  preferredGender,
  onChange,
}: ScatterChoicesProps<K>) {
  return (
    <>
      <StatSelect
        id={`${idPrefix}-x`}
        label="Horizontal axis (x)"
        value={values.x}
        groups={groups}
        onChange={(x) => onChange({ x })}
      />
      <StatSelect
        id={`${idPrefix}-y`}
        label="Vertical axis (y)"
        value={values.y}
        groups={groups}
        onChange={(y) => onChange({ y })}
      />
      <StatSelect
        id={`${idPrefix}-size`}
        label="Size"
        value={values.size}
        groups={groups}
        extraOptions={SIZE_EXTRAS}
        onChange={(size) => onChange({ size })}
      />
      <StatSelect
        id={`${idPrefix}-color`}
        label="Color"
        value={values.color}
        groups={groups}
        extraOptions={colorExtras}
        onChange={(color) => onChange({ color })}
      />
      <div className="scatter-control">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action w-100"
          onClick={() => onChange({ x: values.y, y: values.x })}
        >
          Swap axes
        </button>
      </div>
      <ScopeControls
        idPrefix={idPrefix}
        scope={scope}
        preferredGender={preferredGender}
        onCompetition={(competition) => onChange({ competition, conference: null })}
        onDivision={(division) => onChange({ division, conference: null })}
        onConference={(conference) => onChange({ conference })}
      />
    </>
  );
}
