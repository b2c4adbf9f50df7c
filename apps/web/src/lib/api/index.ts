/** The data-fetch layer of the web app (§4, §7, §8). */
export {
  http,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequestOptions,
  type HttpResponse,
} from './http';
export { HttpError, CanceledError, isHttpError, isCanceledError } from './http-errors';
export {
  RequestError,
  MalformedDataError,
  toRequestError,
  isCanceledRequest,
  isMalformedDataError,
  type RequestErrorKind,
} from './request-errors';
export {
  fetchData,
  normalizeDataConfig,
  dataRequestPath,
  type FetchDataOptions,
} from './fetch-data';
export { createQueryClient, dataRetry, type CallerRetry } from './query-client';
export {
  useData,
  dataQueryOptions,
  dataQueryKey,
  DATA_QUERY_SCOPE,
  type DataQueryKey,
  type DataQueryOptions,
  type UseDataOptions,
  type UseDataResult,
} from './use-data';
export { useEndpoint, endpointQueryOptions, endpointConfig } from './use-endpoint';
export { refreshDataQueries } from './refresh-data';
