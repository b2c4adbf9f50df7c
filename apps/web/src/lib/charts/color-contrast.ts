/**
 * Colour arithmetic for colours the data brings (team colours): WCAG 2 contrast, a readable
 * text colour on a fill, a fill dark enough to stand out on the white page, and whether two
 * colours can be told apart — by everyone and by the commonest colour-vision deficiency
 * (deuteranopia), since a chart that pits two teams against each other must not rely on hue
 * alone. Written out (about as long as a dependency's import) so the stats chunks carry no
 * colour library.
 */

export type Rgb = readonly [r: number, g: number, b: number];

const rgbOf = (values: readonly number[]): Rgb => [values[0] ?? 0, values[1] ?? 0, values[2] ?? 0];

/** "#rrggbb" or "#rgb" (any case) → 0-255 channels; null for anything else. */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const digits = /^#[0-9a-f]{3}$/i.test(text)
    ? [...text.slice(1)].map((digit) => `${digit}${digit}`)
    : /^#[0-9a-f]{6}$/i.test(text)
      ? [text.slice(1, 3), text.slice(3, 5), text.slice(5, 7)]
      : null;
  return digits === null ? null : rgbOf(digits.map((pair) => parseInt(pair, 16)));
}

export function toHexColor([r, g, b]: Rgb): string {
  const part = (channel: number) =>
    Math.round(Math.min(255, Math.max(0, channel)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** sRGB channel (0-255) → linear light (0-1), as WCAG and CIE Lab both start from. */
const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance, 0 (black) … 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 … 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
/** AA for normal text (WCAG 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;
/** AA for graphics and the parts of a chart (WCAG 1.4.11). */
export const AA_GRAPHIC_CONTRAST = 3;

/**
 * White or black, whichever contrasts more with `fill`. One of the two always reaches at least
 * 4.58:1, so text drawn in it on the fill meets AA.
 */
export function readableTextOn(fill: Rgb): Rgb {
  return contrastRatio(fill, WHITE) >= contrastRatio(fill, BLACK) ? WHITE : BLACK;
}

/**
 * `color` mixed with black in small steps until it reaches `minContrast` against `background`
 * (white by default): a pale team colour (gold, sky blue) stays recognisable yet visible as a
 * chart area or line on the page.
 */
export function darkenToContrast(
  color: Rgb,
  minContrast = AA_GRAPHIC_CONTRAST,
  background: Rgb = WHITE,
): Rgb {
  let current = color;
  for (let step = 1; contrastRatio(current, background) < minContrast && step <= 20; step += 1) {
    const keep = 1 - step * 0.05;
    current = rgbOf(color.map((channel) => Math.round(channel * keep)));
  }
  return current;
}

/** Linear RGB → CIE L*a*b* (D65). */
function labOfLinear([r, g, b]: Rgb): Rgb {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const distance = (p: readonly number[], q: readonly number[]): number =>
  Math.hypot(...p.map((value, index) => value - (q[index] ?? 0)));

/** CIE76 colour difference (ΔE*ab): about 2.3 is just noticeable, 25+ is clearly different. */
export function colorDifference(a: Rgb, b: Rgb): number {
  return distance(labOfLinear(rgbOf(a.map(linear))), labOfLinear(rgbOf(b.map(linear))));
}

/** Machado, Oliveira & Fernandes (2009), deuteranopia at full severity, on linear RGB. */
const DEUTAN = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
] as const;

/** ΔE*ab between the two colours as a deuteranope sees them. */
export function deuteranopeDifference(a: Rgb, b: Rgb): number {
  const simulate = (color: Rgb): Rgb => {
    const [r, g, b] = color.map(linear);
    return rgbOf(
      DEUTAN.map((row) =>
        Math.min(1, Math.max(0, row[0] * (r ?? 0) + row[1] * (g ?? 0) + row[2] * (b ?? 0))),
      ),
    );
  };
  return distance(labOfLinear(simulate(a)), labOfLinear(simulate(b)));
}

/** Thresholds of `areDistinguishable`. */
export const MIN_COLOR_DIFFERENCE = 25;
export const MIN_DEUTERANOPE_DIFFERENCE = 12;

/** Whether two colours side by side (two teams in one chart) can be told apart. */
export function areDistinguishable(a: Rgb, b: Rgb): boolean {
  return (
    colorDifference(a, b) >= MIN_COLOR_DIFFERENCE &&
    deuteranopeDifference(a, b) >= MIN_DEUTERANOPE_DIFFERENCE
  );
}
