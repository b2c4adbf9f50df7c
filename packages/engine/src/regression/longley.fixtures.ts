/**
 * NIST Statistical Reference Datasets, linear least squares: Longley.dat (public domain,
 * itl.nist.gov/div898/strd/lls/data/Longley.shtml). Longley, J. W. (1967), "An Appraisal of
 * Least Squares Programs for the Electronic Computer from the Point of View of the User",
 * JASA 62, 819–841. Higher level of difficulty: the predictors are nearly collinear.
 *
 * Model: y = B0 + B1·x1 + … + B6·x6 + e, 16 observations. y is total employment; x1 the GNP
 * deflator, x2 GNP, x3 unemployment, x4 armed forces, x5 population, x6 the year.
 * The certified values are NIST's, quoted to 15 significant digits.
 */

export const LONGLEY_NAMES = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6'] as const;

/** [y, x1, x2, x3, x4, x5, x6] per year 1947–1962. */
export const LONGLEY_ROWS: readonly (readonly number[])[] = [
  [60323, 83.0, 234289, 2356, 1590, 107608, 1947],
  [61122, 88.5, 259426, 2325, 1456, 108632, 1948],
  [60171, 88.2, 258054, 3682, 1616, 109773, 1949],
  [61187, 89.5, 284599, 3351, 1650, 110929, 1950],
  [63221, 96.2, 328975, 2099, 3099, 112075, 1951],
  [63639, 98.1, 346999, 1932, 3594, 113270, 1952],
  [64989, 99.0, 365385, 1870, 3547, 115094, 1953],
  [63761, 100.0, 363112, 3578, 3350, 116219, 1954],
  [66019, 101.2, 397469, 2904, 3048, 117388, 1955],
  [67857, 104.6, 419180, 2822, 2857, 118734, 1956],
  [68169, 108.4, 442769, 2936, 2798, 120445, 1957],
  [66513, 110.8, 444546, 4681, 2637, 121950, 1958],
  [68655, 112.6, 482704, 3813, 2552, 123366, 1959],
  [69564, 114.2, 502601, 3931, 2514, 125368, 1960],
  [69331, 115.7, 518173, 4806, 2572, 127852, 1961],
  [70551, 116.9, 554894, 4007, 2827, 130081, 1962],
];

export const LONGLEY_CERTIFIED = {
  /** B0 … B6. */
  estimates: [
    -3482258.63459582, 15.0618722713733, -0.35819179292591e-1, -2.02022980381683, -1.03322686717359,
    -0.511041056535807e-1, 1829.15146461355,
  ],
  standardDeviations: [
    890420.383607373, 84.9149257747669, 0.334910077722432e-1, 0.488399681651699, 0.214274163161675,
    0.22607320006937, 455.478499142212,
  ],
  residualStandardDeviation: 304.854073561965,
  rSquared: 0.995479004577296,
  regression: { df: 6, sumOfSquares: 184172401.944494, meanSquare: 30695400.3240823 },
  residual: { df: 9, sumOfSquares: 836424.055505915, meanSquare: 92936.0061673238 },
  fStatistic: 330.285339234588,
} as const;

/**
 * Variance inflation factors of x1 … x6 (1/(1 − R²ⱼ), each predictor regressed on the other five
 * and an intercept), computed in exact rational arithmetic from the data above (to double
 * precision). R's car::vif and statsmodels' variance_inflation_factor print the same values
 * (135.532, 1788.513, 33.619, 3.589, 399.151, 758.981).
 */
export const LONGLEY_VIFS = [
  135.5324382800032, 1788.5134827181773, 33.61889059604988, 3.588930193445543, 399.15102231263955,
  758.9805974068945,
] as const;

/**
 * HC3 robust standard errors of B0 … B6 and the Wald F of the six slopes with that covariance,
 * computed in exact rational arithmetic from the data above (to double precision); the
 * p-value is P(F(6, 9) ≥ F) for that F, by mpmath at 30 digits.
 * statsmodels 0.15 (OLS(...).fit(cov_type='HC3', use_t=True), which works through the
 * pseudo-inverse) agrees to within 1e-9: 1799477.2295, 91.119386456, 0.055623988297,
 * 0.82213350083, 0.29878925757, 0.32490582087, 922.80784119; F 227.57184467, p 2.631e-9.
 */
export const LONGLEY_HC3 = {
  standardErrors: [
    1799477.2306618162, 91.11938660113927, 0.05562398838839359, 0.82213350201658,
    0.29878925759054153, 0.3249058211360166, 922.807841715404,
  ],
  fStatistic: 227.57184492363305,
  fPValue: 2.6309850649262677e-9,
} as const;
