export {
  DataPathError,
  buildDataPath,
  isDataRequestEnabled,
  parseDataPath,
  toQueryString,
  type ParsedDataPath,
} from './data-path';
export {
  ALL_SEGMENTS,
  FLAG_SEGMENTS,
  VALUE_SEGMENTS,
  type ConfigKey,
  type DataConfig,
  type SegmentKind,
  type SegmentSpec,
} from './segments';
