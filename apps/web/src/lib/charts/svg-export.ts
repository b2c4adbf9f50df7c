/**
 * "Download as PNG" for every chart: the chart's SVG is serialized into a standalone SVG
 * document (with a white background and the chart's title above it, since the page's title
 * is HTML), drawn on a canvas at twice its size for sharp text, and saved as a PNG.
 *
 * Charts draw with presentation attributes (fill, stroke, font-family), not stylesheet
 * classes, so the serialized SVG looks the same outside the page.
 */
import { downloadFile, downloadName } from '@/lib/stats/download';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Height of the title band added above the chart, px. */
export const TITLE_BAND_PX = 32;
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export interface SerializeOptions {
  title: string;
  /** Size of the chart as drawn on screen, px. */
  width: number;
  height: number;
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
  { title, width, height }: SerializeOptions,
): string {
  const document = svg.ownerDocument;
  const root = document.createElementNS(SVG_NS, 'svg');
  const totalHeight = height + TITLE_BAND_PX;
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
  return new XMLSerializer().serializeToString(root);
}

/** Draws an SVG document on a canvas `scale` times its size and encodes it as PNG. */
export async function svgToPngBlob(
  svgText: string,
  width: number,
  height: number,
  scale = 2,
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chart as an image.');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The chart image could not be made.'))),
        'image/png',
      );
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Serializes the chart, renders it and starts the download of "<title>.png". */
export async function downloadChartPng(svg: SVGSVGElement, title: string): Promise<void> {
  const { width, height } = svg.getBoundingClientRect();
  const size = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  const text = serializeSvg(svg, { title, ...size });
  const blob = await svgToPngBlob(text, size.width, size.height + TITLE_BAND_PX);
  downloadFile(downloadName(title, 'png'), blob);
}
