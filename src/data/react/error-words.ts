// What a screen needs to put a failed call into words: the error classes' guards, the CORS advice
// and the server's own reason for a refusal. Screens take them from here, never from data/api.
export {
  type ApiError,
  corsWords,
  isApiError,
  isAuthError,
  isCorsError,
  isNetworkError,
} from '@/data/api/api-errors';
export { type Refusal, refusalBy } from '@/data/server/server-adapter';
