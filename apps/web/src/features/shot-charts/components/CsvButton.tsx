/** "Download CSV" of the table behind a chart: the file is made when the button is pressed. */
import { csvFileName, downloadCsv } from '@/lib/stats/csv';

export interface CsvButtonProps {
  /** The file's name is made from it; the button's accessible name says it. */
  title: string;
  /** What the rows are, e.g. "attempts" or "zones". */
  what: string;
  csv: () => string;
  disabled?: boolean;
}

export function CsvButton({ title, what, csv, disabled = false }: CsvButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-outline-secondary btn-sm stats-action"
      onClick={() => downloadCsv(csvFileName(`${title} ${what}`), csv())}
      disabled={disabled}
      aria-label={`Download the ${what} of ${title} as CSV`}
    >
      Download CSV ({what})
    </button>
  );
}
