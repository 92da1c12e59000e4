// The toast function every feature uses. It comes from react-toastify's unstyled build, the same
// build as the container in Toasts.tsx: the default build injects a <style> element at run time,
// which the server's strict Content-Security-Policy refuses, and two builds would not share a store.
export { toast } from 'react-toastify/unstyled';

/** Toasts close after 5000 ms by default, 2000 ms for saves (docs/product.md#toasts). */
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_SAVE_MS = 2000;
