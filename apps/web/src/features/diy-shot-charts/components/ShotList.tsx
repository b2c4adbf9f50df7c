/**
 * Every logged shot as a table, for screen readers and for checking what was logged: where it
 * was taken (feet from the basket), the result, the zone and the value on the compared season's
 * line. Folded away by default; the court's drawing is hidden from assistive technology, so this
 * is where its shots are read.
 */
import { ZONES } from '@/lib/stats/dictionary';
import type { ZonedShot } from '../content/shot-zones';
import { ScrollRegion } from '@/components/stats/ScrollRegion';

export function ShotList({ shots }: { shots: readonly ZonedShot[] }) {
  return (
    <details className="diy-shot-list">
      <summary>Shot list ({shots.length})</summary>
      {shots.length === 0 ? (
        <p className="small text-body-secondary mt-2">No shots logged yet.</p>
      ) : (
        <ScrollRegion label="Logged shots">
          <table className="table table-sm mt-2">
            <caption>Logged shots, in the order they were logged (feet from the basket)</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col" className="text-end">
                  x
                </th>
                <th scope="col" className="text-end">
                  y
                </th>
                <th scope="col">Result</th>
                <th scope="col">Zone</th>
                <th scope="col" className="text-end">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {shots.map((shot, index) => (
                <tr key={index}>
                  <th scope="row">{index + 1}</th>
                  <td className="text-end">{shot.x.toFixed(1)}</td>
                  <td className="text-end">{shot.y.toFixed(1)}</td>
                  <td>{shot.made ? 'Made' : 'Missed'}</td>
                  <td>{ZONES[shot.zone].label}</td>
                  <td className="text-end">{shot.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </details>
  );
}
