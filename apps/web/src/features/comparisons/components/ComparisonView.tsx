/**
 * One comparison on screen: the subjects (with the way to remove them and to add another), the
 * mode and percentile switches, then the table once two subjects have their statistics. Fewer
 * than two, a subject still loading and a failed request each say so instead of a table.
 */
import { useMemo, type ReactNode } from 'react';
import type { Gender } from '@courtside/contract';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import {
  EmptyState,
  ErrorState,
  SimulatedDataBadge,
  TableSkeleton,
} from '@/components/stats/states';
import {
  STAT_MODES,
  STAT_MODE_LABELS,
  statDefinition,
  type StatKey,
  type StatMode,
} from '@/lib/stats/dictionary';
import { availableModes } from '@/lib/stats/per-mode';
import { MIN_SUBJECTS, type ComparisonKind } from '../content/comparison-filters';
import { compareSubjects, type ComparedSubject } from '../content/comparison-table';
import { useAnySimulated } from '../hooks/use-any-simulated';
import type { ComparisonState } from '../content/subject-status';
import { ComparisonTable } from './ComparisonTable';
import { SubjectAdder } from './SubjectAdder';
import { SubjectList } from './SubjectList';
import { SuggestedComparison } from './SuggestedComparison';

export interface ComparisonViewProps {
  kind: ComparisonKind;
  state: ComparisonState;
  subjectKeys: readonly string[];
  onSubjectsChange: (keys: string[]) => void;
  statKeys: readonly StatKey[];
  mode: StatMode;
  onModeChange: (mode: StatMode) => void;
  defaultCompetitionId: number;
  preferredGender: Gender;
  /** Switches shown beside the mode (the players' percentile pool). */
  extraControls?: ReactNode;
}

export function ComparisonView({
  kind,
  state,
  subjectKeys,
  onSubjectsChange,
  statKeys,
  mode,
  onModeChange,
  defaultCompetitionId,
  preferredGender,
  extraControls,
}: ComparisonViewProps) {
  const ready = useMemo(
    () => state.subjects.flatMap((status) => (status.compared === null ? [] : [status.compared])),
    [state.subjects],
  );
  const modes = useMemo(() => {
    const offered = availableModes(
      statKeys.map(statDefinition),
      ready.map((subject) => subject.denominators),
    );
    return offered.length > 1 ? STAT_MODES.filter((entry) => offered.includes(entry)) : [];
  }, [statKeys, ready]);
  const shownMode = modes.includes(mode) ? mode : 'totals';

  return (
    <>
      <SubjectList
        kind={kind}
        subjects={state.subjects}
        onRemove={(key) => onSubjectsChange(subjectKeys.filter((entry) => entry !== key))}
      />
      <SubjectAdder
        key={kind}
        kind={kind}
        subjectKeys={subjectKeys}
        onAdd={(key) => onSubjectsChange([...subjectKeys, key])}
        defaultCompetitionId={defaultCompetitionId}
        preferredGender={preferredGender}
      />
      {(modes.length > 0 || extraControls) && (
        <div className="comparisons__switches">
          {modes.length > 0 && (
            <div className="comparisons__switch">
              <span className="small text-body-secondary" aria-hidden="true">
                Counting stats
              </span>
              <ToggleGroup
                label="Counting stats"
                options={modes.map((value) => ({ value, label: STAT_MODE_LABELS[value] }))}
                value={shownMode}
                onChange={onModeChange}
              />
            </div>
          )}
          {extraControls}
        </div>
      )}
      <ComparisonResult
        kind={kind}
        state={state}
        ready={ready}
        statKeys={statKeys}
        mode={shownMode}
        suggestion={
          <SuggestedComparison
            kind={kind}
            competitionId={defaultCompetitionId}
            onChoose={onSubjectsChange}
          />
        }
      />
    </>
  );
}

interface ComparisonResultProps {
  kind: ComparisonKind;
  state: ComparisonState;
  ready: readonly ComparedSubject[];
  statKeys: readonly StatKey[];
  mode: StatMode;
  /** Offered under the empty state when no subject is chosen yet. */
  suggestion: ReactNode;
}

function ComparisonResult(props: ComparisonResultProps) {
  const { kind, state, ready, statKeys, mode, suggestion } = props;
  const sections = useMemo(() => compareSubjects(ready, statKeys, mode), [ready, statKeys, mode]);
  const { subjects } = state;
  const isSimulated = useAnySimulated([
    ...new Set(subjects.map((status) => status.subject.competitionId)),
  ]);
  if (subjects.length < MIN_SUBJECTS) {
    const noun = kind === 'teams' ? 'team' : 'player';
    const message =
      subjects.length === 0
        ? `Choose two ${kind} to compare, each in its own season (up to four).`
        : `Choose one more ${noun} to compare (up to four).`;
    return <EmptyState message={message}>{subjects.length === 0 ? suggestion : null}</EmptyState>;
  }
  const failed = subjects.find((status) => status.state === 'error');
  if (failed) {
    return (
      <ErrorState
        title="Part of the comparison could not be loaded"
        error={{ message: failed.note ?? 'A request failed.' }}
        onRetry={state.retry}
      />
    );
  }
  if (subjects.some((status) => status.state === 'pending')) {
    return <TableSkeleton label="Loading the comparison" rows={10} columns={subjects.length + 1} />;
  }
  if (ready.length < MIN_SUBJECTS) {
    return (
      <EmptyState
        message={`Fewer than two of the chosen ${kind} have statistics in their seasons (see above): replace the missing ones to compare.`}
      />
    );
  }
  const title = ready.map((subject) => `${subject.name} (${subject.season})`).join(' vs ');
  return (
    <>
      {isSimulated && (
        <p className="mb-2">
          <SimulatedDataBadge />
        </p>
      )}
      <ComparisonTable title={title} subjects={ready} sections={sections} mode={mode} />
    </>
  );
}
