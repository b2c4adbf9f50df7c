import type { CoverageItem } from '../content/coverage';

/** A responsive grid of described items, each with its icon. */
export function CoverageGrid({
  items,
  columns,
}: {
  items: readonly CoverageItem[];
  columns: 3 | 4;
}) {
  return (
    <ul className={`coverage-grid row row-cols-1 row-cols-sm-2 row-cols-lg-${columns} g-3`}>
      {items.map(({ title, description }) => (
        <li key={title} className="col">
          <div className="coverage-card h-100">
            <h3 className="coverage-card__title">{title}</h3>
            <p className="coverage-card__text">{description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
