/**
 * The chart as a file and back: Download CSV (x, y, made, zone, value) and Import CSV, which puts
 * a file's shots on the court in place of the ones there (Undo brings those back) or, when any
 * line is bad, says which and changes nothing.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { DiyShot } from '@courtside/contract';
import { csvFileName, downloadCsv } from '@/lib/stats/csv';
import { parseShotsCsv, shotsCsv } from '../content/shots-csv';
import type { ZonedShot } from '../content/shot-zones';

export interface ChartFilesProps {
  title: string;
  shots: readonly ZonedShot[];
  onImport(shots: DiyShot[], fileName: string): void;
}

type ImportNote = { ok: boolean; text: string } | null;

/** A chosen file's text, as UTF-8. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

export function ChartFiles({ title, shots, onImport }: ChartFilesProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<ImportNote>(null);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setNote({ ok: false, text: `${file.name} could not be read.` });
      return;
    } finally {
      // The same file can be chosen again after it is fixed.
      if (input.current) input.current.value = '';
    }
    const result = parseShotsCsv(text);
    if (!result.ok) {
      setNote({ ok: false, text: `${file.name} was not imported. ${result.message}` });
      return;
    }
    onImport(result.shots, file.name);
    setNote({
      ok: true,
      text: `Imported ${result.shots.length} ${result.shots.length === 1 ? 'shot' : 'shots'} from ${file.name}.`,
    });
  };

  return (
    <div className="diy-files">
      <div className="diy-files__actions">
        <button
          type="button"
          className="btn btn-outline-secondary stats-action btn-sm"
          disabled={shots.length === 0}
          onClick={() => downloadCsv(csvFileName(title), shotsCsv(shots))}
        >
          Download CSV
        </button>
        {/* The input is hidden behind its label, which looks like a button and shows its focus. */}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden diy-files__input"
          aria-describedby={`${id}-help`}
          onChange={(event) => void importFile(event)}
        />
        <label
          htmlFor={`${id}-file`}
          className="btn btn-outline-secondary stats-action btn-sm mb-0"
        >
          Import CSV
        </label>
      </div>
      <p id={`${id}-help`} className="small text-body-secondary mb-0">
        A CSV file whose first line names the columns x, y and made (feet from the basket; made as
        true/false, 1/0 or made/miss) replaces the shots on the court.
      </p>
      <div aria-live="polite">
        {note?.ok === true && (
          <p className="small text-success mb-0" role="status">
            {note.text}
          </p>
        )}
      </div>
      {note?.ok === false && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {note.text}
        </div>
      )}
    </div>
  );
}
