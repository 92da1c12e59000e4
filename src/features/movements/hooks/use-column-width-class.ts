// The tables' column width class, following the window's width: narrower above 3000 px
// (docs/product.md#aircraft-movements).
import { useSyncExternalStore } from 'react';
import { columnWidthClass } from '@/domain/desk/movements-view';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

// A string snapshot: resizing re-renders only when the class actually changes.
const read = () => columnWidthClass(window.innerWidth);
const readOnServer = () => columnWidthClass(0);

export function useColumnWidthClass(): ReturnType<typeof columnWidthClass> {
  return useSyncExternalStore(subscribe, read, readOnServer);
}
