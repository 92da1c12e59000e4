// The request form's values and their draft in this browser's storage (request-draft.ts): what the
// pilot typed, kept on every change under the draft's Idempotency-Key, and brought back on a later visit.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { asksMtow } from './estimate';
import type { RequestPageData } from './page-data';
import {
  EMPTY_VALUES,
  loadDraft,
  type RequestValues,
  sameValues,
  saveDraft,
  valuesFromForm,
} from './request-draft';

/** localStorage, or null where the browser refuses it (private mode, blocked storage). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useRequestDraft(data: RequestPageData, form: RefObject<HTMLFormElement | null>) {
  const { airfield, posted } = data;
  const slug = airfield.slug;
  const [values, setValues] = useState<RequestValues>(posted?.values ?? EMPTY_VALUES);
  const [key, setKey] = useState(data.formKey);
  const storage = useRef<Storage | null>(null);

  // Once the script runs: the page checks the fields in its own words (not the browser's bubbles),
  // keeps what the pilot typed before it ran (a slow link), else brings back this browser's draft
  // with its key, unless the server just showed a sent form.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.noValidate = true;
    const painted = posted?.values ?? EMPTY_VALUES;
    const fields = new FormData(element);
    const typed = valuesFromForm((name) => fields.getAll(name).map(String));
    const store = browserStorage();
    storage.current = store;
    const draft = store ? loadDraft(store, slug) : null;
    if (draft) setKey(draft.key);
    const kept = sameValues(typed, painted) ? (posted ? painted : draft?.values) : typed;
    if (kept) setValues(kept);
    if (store && draft && kept) saveDraft(store, slug, { key: draft.key, values: kept });
  }, [form, slug, posted]);

  /** Keeps what was typed, in the form and in the draft; answers the values as kept. */
  const change = (typed: RequestValues): RequestValues => {
    // An MTOW is kept only while the type is one the catalogue does not know: it is asked only then.
    const next = typed.mtow && !asksMtow(airfield, typed.aircraftType) ? { ...typed, mtow: '' } : typed;
    setValues(next);
    if (storage.current) saveDraft(storage.current, slug, { key, values: next });
    return next;
  };

  return { values, key, setKey, storage, change };
}
