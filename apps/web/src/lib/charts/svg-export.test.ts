import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTNOTE_BAND_PX, TITLE_BAND_PX, serializeSvg, svgToPngBlob } from './svg-export';

const SVG_NS = 'http://www.w3.org/2000/svg';

function chartSvg(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '-25 -5.25 50 47');
  svg.setAttribute('class', 'shot-chart__svg');
  const dot = document.createElementNS(SVG_NS, 'circle');
  dot.setAttribute('cx', '1');
  dot.setAttribute('cy', '2');
  dot.setAttribute('r', '0.5');
  dot.setAttribute('fill', '#2166ac');
  dot.setAttribute('tabindex', '0');
  dot.setAttribute('aria-describedby', 'tip');
  svg.append(dot);
  document.body.append(svg);
  return svg;
}

describe('serializeSvg', () => {
  it('makes a standalone SVG document: namespace, size, white background, title band', () => {
    const text = serializeSvg(chartSvg(), {
      title: 'Shots: A & B <vs> C',
      width: 400,
      height: 376,
    });
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe(SVG_NS);
    expect(root.getAttribute('width')).toBe('400');
    expect(root.getAttribute('height')).toBe(String(376 + TITLE_BAND_PX));
    expect(root.getAttribute('viewBox')).toBe(`0 0 400 ${376 + TITLE_BAND_PX}`);
    expect(root.getAttribute('font-family')).toContain('sans-serif');
    expect(root.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(root.querySelector('text')?.textContent).toBe('Shots: A & B <vs> C');
    expect(text).toContain('Shots: A &amp; B &lt;vs&gt; C');
  });

  it('places the chart below the title at its on-screen size, without page-only attributes', () => {
    const text = serializeSvg(chartSvg(), { title: 'T', width: 300, height: 282 });
    const chart = new DOMParser()
      .parseFromString(text, 'image/svg+xml')
      .documentElement.querySelector('svg');
    expect(chart?.getAttribute('y')).toBe(String(TITLE_BAND_PX));
    expect(chart?.getAttribute('width')).toBe('300');
    expect(chart?.getAttribute('viewBox')).toBe('-25 -5.25 50 47');
    expect(chart?.hasAttribute('class')).toBe(false);
    const dot = chart?.querySelector('circle');
    expect(dot?.getAttribute('fill')).toBe('#2166ac');
    expect(dot?.hasAttribute('tabindex')).toBe(false);
    expect(dot?.hasAttribute('aria-describedby')).toBe(false);
  });

  it('writes a footnote under the chart in a band of its own when given one', () => {
    const text = serializeSvg(chartSvg(), {
      title: 'T',
      width: 300,
      height: 282,
      footnote: 'Source: Courtside · 2024-25',
    });
    const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    expect(root.getAttribute('height')).toBe(String(282 + TITLE_BAND_PX + FOOTNOTE_BAND_PX));
    const texts = [...root.querySelectorAll(':scope > text')];
    expect(texts.map((node) => node.textContent)).toEqual(['T', 'Source: Courtside · 2024-25']);
    expect(Number(texts[1]?.getAttribute('y'))).toBeGreaterThan(TITLE_BAND_PX + 282);
  });

  it('leaves the chart on the page untouched', () => {
    const svg = chartSvg();
    serializeSvg(svg, { title: 'T', width: 10, height: 10 });
    expect(svg.getAttribute('class')).toBe('shot-chart__svg');
    expect(svg.querySelector('circle')?.getAttribute('tabindex')).toBe('0');
  });
});

describe('svgToPngBlob', () => {
  beforeEach(() => {
    // jsdom loads no images; a browser decodes the SVG here.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      value: () => Promise.resolve(),
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    vi.restoreAllMocks();
  });

  it('draws the image on a canvas twice its size and encodes a PNG', async () => {
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const png = new Blob(['png'], { type: 'image/png' });
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(png));

    await expect(svgToPngBlob('<svg/>', 300, 200)).resolves.toBe(png);
    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 0, 600, 400);
    const [[image]] = drawImage.mock.calls as [[HTMLImageElement]];
    // A data: address, which the server's img-src policy allows (a blob: one it refuses).
    expect(image.src).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
  });

  it('fails with a clear message where the browser has no canvas', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(svgToPngBlob('<svg/>', 10, 10)).rejects.toThrow(
      'This browser cannot draw the chart as an image.',
    );
  });
});
