/**
 * The one axios instance of the app: requests go to the API root and carry the stored session
 * token in `x-auth-token` (§6, §7).
 */
import axios, { type AxiosInstance } from 'axios';
import { AUTH_HEADER } from '@courtside/contract';
import { API_ROOT } from '../config';
import { readStoredToken } from '../session/token-storage';

export function createHttpClient(baseURL: string = API_ROOT): AxiosInstance {
  const client = axios.create({ baseURL });
  client.interceptors.request.use((request) => {
    const token = readStoredToken();
    if (token !== '') request.headers.set(AUTH_HEADER, token);
    return request;
  });
  return client;
}

export const http: AxiosInstance = createHttpClient();
