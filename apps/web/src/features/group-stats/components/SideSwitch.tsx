/** The offence/defence switch of the team tables (the URL filter `side`). */
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';

export const SIDE_FILTERS = defineUrlFilters({
  side: enumParam(['offense', 'defense'], 'offense'),
});

export function useSideFilter() {
  const [filters, setFilters] = useUrlFilters(SIDE_FILTERS);
  return { isOffense: filters.side === 'offense', side: filters.side, setFilters };
}

export function SideSwitch() {
  const { side, setFilters } = useSideFilter();
  return (
    <div className="btn-group btn-group-sm mb-2" role="group" aria-label="Side of the ball">
      {(['offense', 'defense'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className={`btn ${side === value ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={side === value}
          onClick={() => setFilters({ side: value })}
        >
          {value === 'offense' ? 'Offense' : 'Defense'}
        </button>
      ))}
    </div>
  );
}
