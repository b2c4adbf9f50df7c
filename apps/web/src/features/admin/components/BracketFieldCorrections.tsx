/**
 * The disclosure of a tournament's field corrections. Closed at first: the layout it reads is a
 * large answer, fetched only when an admin opens it. Once opened it stays mounted while closed,
 * so unsaved edits survive closing it again.
 */
import { useState } from 'react';
import type { BracketSettings, NationalTournament } from '@courtside/contract';
import { FieldCorrectionsPanel } from './FieldCorrectionsPanel';

export interface BracketFieldCorrectionsProps {
  tournament: NationalTournament;
  settings: BracketSettings;
  onSaved(settings: BracketSettings): void;
}

function savedText(count: number): string {
  if (count === 0) return 'No corrections saved.';
  return count === 1 ? '1 correction saved.' : `${count} corrections saved.`;
}

export function BracketFieldCorrections({
  tournament,
  settings,
  onSaved,
}: BracketFieldCorrectionsProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = `bracket-${tournament.tournamentId}-field-panel`;

  return (
    <div className="border-top mt-3 pt-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-expanded={open}
          aria-controls={opened ? panelId : undefined}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          Field corrections
        </button>
        <span className="small text-body-secondary">
          {savedText(settings.fieldCorrections.length)}
        </span>
      </div>
      {opened && (
        <div id={panelId} hidden={!open} className="mt-3">
          <FieldCorrectionsPanel tournament={tournament} settings={settings} onSaved={onSaved} />
        </div>
      )}
    </div>
  );
}
