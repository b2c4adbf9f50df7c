/**
 * "Download as PNG" for every chart: the chart's SVG is serialized into a standalone SVG
 * document (with a white background and the chart's title above it, since the page's title
 * is HTML, and an optional footnote below it, e.g. source and season), drawn on a canvas at
 * twice its size for sharp text, and saved as a PNG.
 *
 * Charts draw with presentation attributes (fill, stroke, font-family), not stylesheet
 * classes, so the serialized SVG looks the same outside the page.
 */
import { downloadFile, downloadName } from '@/lib/stats/download';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Height of the title band added above the chart, px. */
export const TITLE_BAND_PX = 32;
/** Height of the footnote band added below the chart when there is a footnote, px. */
export const FOOTNOTE_BAND_PX = 24;
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export interface SerializeOptions {
  title: string;
  /** Size of the chart as drawn on screen, px. */
  width: number;
  height: number;
  /** A line under the chart in the image (e.g. "Source: Courtside · 2024-25 Men's Basketball"). */
  footnote?: string;
}

/** Attributes that only matter on the page (focus, ARIA, event wiring). */
const PAGE_ONLY_ATTRIBUTES = [
  'tabindex',
  'aria-describedby',
  'aria-activedescendant',
  'data-active',
];

/**
 * A standalone SVG document of the chart: the title on a white band, the chart below at its
 * on-screen size. Pure DOM work, so it runs (and is tested) without a canvas.
 */
export function serializeSvg(
  svg: SVGSVGElement,
  { title, width, height, footnote }: SerializeOptions,
): string {
  const document = svg.ownerDocument;
  const root = document.createElementNS(SVG_NS, 'svg');
  const totalHeight = height + TITLE_BAND_PX + (footnote === undefined ? 0 : FOOTNOTE_BAND_PX);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(totalHeight));
  root.setAttribute('viewBox', `0 0 ${width} ${totalHeight}`);
  root.setAttribute('font-family', FONT_FAMILY);

  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  root.append(background);

  const heading = document.createElementNS(SVG_NS, 'text');
  heading.setAttribute('x', '8');
  heading.setAttribute('y', String(TITLE_BAND_PX - 10));
  heading.setAttribute('font-size', '16');
  heading.setAttribute('font-weight', '700');
  heading.setAttribute('fill', '#111827');
  heading.textContent = title;
  root.append(heading);

  const chart = svg.cloneNode(true) as SVGSVGElement;
  chart.removeAttribute('class');
  chart.removeAttribute('style');
  chart.setAttribute('x', '0');
  chart.setAttribute('y', String(TITLE_BAND_PX));
  chart.setAttribute('width', String(width));
  chart.setAttribute('height', String(height));
  for (const element of [chart, ...chart.querySelectorAll('*')]) {
    for (const name of PAGE_ONLY_ATTRIBUTES) element.removeAttribute(name);
  }
  root.append(chart);

  if (footnote !== undefined) {
    const note = document.createElementNS(SVG_NS, 'text');
    note.setAttribute('x', '8');
    note.setAttribute('y', String(TITLE_BAND_PX + height + FOOTNOTE_BAND_PX - 8));
    note.setAttribute('font-size', '12');
    note.setAttribute('fill', '#4b5563');
    note.textContent = footnote;
    root.append(note);
  }
  return new XMLSerializer().serializeToString(root);
}

/**
 * The SVG text as an image address. A data: URL, not a blob: one: the server's Content Security
 * Policy lets images load from 'self' and data: only, and a blob: image is refused there.
 */
export const svgImageUrl = (svgText: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;

/** Draws an SVG document on a canvas `scale` times its size and encodes it as PNG. */
export async function svgToPngBlob(
  svgText: string,
  width: number,
  height: number,
  scale = 2,
): Promise<Blob> {
  const image = new Image();
  image.src = svgImageUrl(svgText);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the chart as an image.');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart image could not be made.'))),
      'image/png',
    );
  });
}

export interface ChartPngOptions {
  /** A line written under the chart (source, season). */
  footnote?: string;
}

/** Serializes the chart, renders it and starts the download of "<title>.png". */
export async function downloadChartPng(
  svg: SVGSVGElement,
  title: string,
  { footnote }: ChartPngOptions = {},
): Promise<void> {
  const { width, height } = svg.getBoundingClientRect();
  const size = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  const text = serializeSvg(svg, { title, ...size, footnote });
  const bands = TITLE_BAND_PX + (footnote === undefined ? 0 : FOOTNOTE_BAND_PX);
  const blob = await svgToPngBlob(text, size.width, size.height + bands);
  downloadFile(downloadName(title, 'png'), blob);
}
