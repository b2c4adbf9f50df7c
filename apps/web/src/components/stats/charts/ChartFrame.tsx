/**
 * The frame every chart sits in: a figure whose caption is the chart's title (and optional
 * description), a "Download PNG" button, the SVG at the container's width, and the tooltip of
 * the active mark laid over it. The tooltip repeats what the mark's accessible name says, so
 * it is hidden from assistive technology.
 */
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { downloadChartPng } from '@/lib/charts/svg-export';
import '../stats-actions.css';
import './charts.css';

export interface ChartTip {
  /** Position over the plot, as fractions of its width and height (0-1). */
  x: number;
  y: number;
  content: ReactNode;
}

export interface ChartFrameProps {
  title: string;
  description?: string;
  svgRef: RefObject<SVGSVGElement | null>;
  tip: ChartTip | null;
  /** The plot: an SVG holding the chart, its axes and legend. */
  children: ReactNode;
  /** Ref to the plot's box, for charts that measure their width. */
  plotRef?: (element: HTMLDivElement | null) => void;
  className?: string;
  /** A line under the chart in the downloaded image only (e.g. source and season). */
  exportNote?: string;
}

export function ChartFrame({
  title,
  description,
  svgRef,
  tip,
  children,
  plotRef,
  className = '',
  exportNote,
}: ChartFrameProps) {
  const captionId = useId();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    const svg = svgRef.current;
    if (!svg) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await (exportNote === undefined
        ? downloadChartPng(svg, title)
        : downloadChartPng(svg, title, { footnote: exportNote }));
    } catch (error) {
      setDownloadError(
        error instanceof Error ? error.message : 'The chart could not be downloaded.',
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <figure className={`stats-chart ${className}`} aria-labelledby={captionId}>
      <div className="stats-chart__header">
        <figcaption id={captionId} className="stats-chart__caption">
          <span className="stats-chart__title">{title}</span>
          {description && <span className="stats-chart__description">{description}</span>}
        </figcaption>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={() => void download()}
          disabled={downloading}
          aria-label={`Download ${title} as PNG`}
        >
          {downloading ? 'Preparing…' : 'Download PNG'}
        </button>
      </div>
      {downloadError && (
        <p className="text-danger small mb-1" role="alert">
          {downloadError}
        </p>
      )}
      <div className="stats-chart__plot" ref={plotRef}>
        {children}
        {tip && (
          <div
            className="stats-chart__tip"
            style={{
              left: `${tip.x * 100}%`,
              top: `${tip.y * 100}%`,
              transform: tipTransform(tip),
            }}
            aria-hidden="true"
          >
            {tip.content}
          </div>
        )}
      </div>
    </figure>
  );
}

/** Keeps the tooltip inside the plot: below marks near the top, inward near the sides. */
function tipTransform({ x, y }: ChartTip): string {
  const across = x < 0.2 ? '0' : x > 0.8 ? '-100%' : '-50%';
  const down = y < 0.25 ? '0.75rem' : 'calc(-100% - 0.5rem)';
  return `translate(${across}, ${down})`;
}
