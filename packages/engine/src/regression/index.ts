/**
 * @courtside/engine/regression: ordinary and weighted least squares and the distribution
 * functions its report needs, framework-free and dependency-free so the web app can fit a user's
 * chosen sample in the browser (the model-fitting tool). See ols.ts for the method.
 */
export { fitOls, ROWS_PER_COEFFICIENT_WARNING } from './ols';
export type { OlsCoefficient, OlsFTest, OlsFit, OlsWarning, OlsWarningCode } from './ols';
export { COLLINEARITY_WARNING_CONDITION, VIF_WARNING } from './ols-collinearity';
export type { OlsDropReason, OlsDroppedColumn } from './ols-collinearity';
export { OlsInputError, INTERCEPT_NAME, MIN_RESIDUAL_DF } from './ols-input';
export type { OlsCovariance, OlsErrorCode, OlsOptions } from './ols-input';
export {
  fSurvival,
  logGamma,
  regularizedIncompleteBeta,
  studentTCdf,
  studentTQuantile,
  studentTTwoSidedP,
} from './special-functions';
