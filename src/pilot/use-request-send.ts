// What the request form knows about sending: the rules once loaded, each field's refusal, the form's
// error and whether a send is under way. Sending checks the shared rule first and retries safely
// under the draft's Idempotency-Key; on success the page opens the status page.
import { type RefObject, useRef, useState } from 'react';
import type { PilotRequestField } from '@/domain/pilot-requests/pilot-request';
import { systemClock } from '@/domain/time/clock';
import type { SentRequest } from '@/domain/wire/pilot-request-wire';
import type { Locale } from '@/i18n/locale';
import { say, sayOr, type Translate } from '@/i18n/messages';
import { callApi, type FieldRefusal, PilotApiError } from './api';
import { type RequestPageData, statusPath, withLang } from './page-data';
import { afterSending, type RequestValues, requestBodyOf, saveDraft, withNewKey } from './request-draft';

export type Problems = Partial<Record<PilotRequestField | 'form', FieldRefusal>>;
type Rules = typeof import('./rules');

/** The fields in the order the form shows them: the first refused one gets the focus. */
const FIELD_ORDER: PilotRequestField[] = [
  'registration',
  'aircraftType',
  'origin',
  'date',
  'eta',
  'etd',
  'purpose',
  'pilotName',
  'email',
  'phone',
  'licence',
  'passengers',
  'services',
  'notes',
];

/** Focuses the first field of the form that `problems` refuses; false when none is. */
function focusFirstRefused(form: HTMLFormElement | null, problems: Problems): boolean {
  const first = FIELD_ORDER.find((field) => problems[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  return first !== undefined;
}

let rulesLoading: Promise<Rules> | null = null;
/** The rules' module, asked for once: it carries the date library, so not with the page. */
const loadRules = (): Promise<Rules> => {
  rulesLoading ??= import('./rules');
  return rulesLoading;
};

/** The server's answer to a key that already filed another request (ADR 0009). */
const keyReused = (failure: PilotApiError): boolean =>
  failure.words?.id === 'pilot.errors.keyReused' || /Idempotency-Key/.test(failure.message);

export const sayRefusal = (t: Translate, refusal: FieldRefusal | undefined): string | undefined =>
  refusal === undefined ? undefined : typeof refusal === 'string' ? refusal : say(t, refusal);

/** Why sending failed, in the pilot's words; the form always keeps what was typed. */
function failureText(t: Translate, failure: PilotApiError): string {
  if (failure.status === 429) return t('pilot.form.tooMany');
  if (failure.status === 0) return t('pilot.form.noAnswer');
  if (keyReused(failure)) return t('pilot.form.keyReused');
  if (Object.keys(failure.fields).length > 0) return t('pilot.form.correctFields');
  return sayOr(t, failure.words, failure.message);
}

interface Draft {
  data: RequestPageData;
  values: RequestValues;
  key: string;
  setKey: (key: string) => void;
  storage: RefObject<Storage | null>;
  form: RefObject<HTMLFormElement | null>;
  locale: Locale;
  t: Translate;
}

export function useRequestSend({ data, values, key, setKey, storage, form, locale, t }: Draft) {
  const { airfield, posted } = data;
  const slug = airfield.slug;
  // A form the server refused is checked again as it changes; one shown again in another language is not.
  const [checked, setChecked] = useState(Boolean(posted?.error));
  const [problems, setProblems] = useState<Problems>(posted?.problems ?? {});
  const [formError, setFormError] = useState<string | null>(posted?.error ? say(t, posted.error) : null);
  const [sending, setSending] = useState(false);
  const [rules, setRules] = useState<Rules | null>(null);

  const wantRules = () => {
    if (!rules) void loadRules().then(setRules, () => undefined);
  };

  /** After a change: once the pilot has tried to send, the fields are checked again as they change. */
  const recheck = (next: RequestValues) => {
    if (checked && rules) setProblems(rules.problemsOf(airfield, next, locale, systemClock));
  };

  const sendOnce = async () => {
    setChecked(true);
    setFormError(null);
    let loaded: Rules;
    try {
      loaded = rules ?? (await loadRules());
    } catch {
      // The rules did not arrive (the link dropped): the server checks the same when it can be reached.
      setFormError(t('pilot.form.noAnswer'));
      return;
    }
    setRules(loaded);
    const found = loaded.problemsOf(airfield, values, locale, systemClock);
    setProblems(found);
    if (focusFirstRefused(form.current, found)) return;
    if (found.form) {
      setFormError(sayRefusal(t, found.form) ?? null);
      return;
    }
    setSending(true);
    try {
      const sent = await callApi<SentRequest>(`airfields/${encodeURIComponent(slug)}/requests`, {
        body: { data: requestBodyOf(values, locale) },
        key,
      });
      if (storage.current) saveDraft(storage.current, slug, afterSending({ key, values }));
      window.location.assign(withLang(statusPath(sent.token), data.lang));
      return;
    } catch (error) {
      const failure = error instanceof PilotApiError ? error : new PilotApiError(0, String(error));
      setProblems(failure.fields);
      setFormError(failureText(t, failure));
      // A field the server refused where the page's rules had let it through (a day closed since
      // the page opened): the pilot is taken to it, as to one the page refused.
      focusFirstRefused(form.current, failure.fields);
      if (keyReused(failure)) {
        const next = withNewKey({ key, values });
        setKey(next.key);
        if (storage.current) saveDraft(storage.current, slug, next);
      }
    }
    setSending(false);
  };

  // A second press (or Enter in a field) while one send runs does nothing; read before the first
  // one's render lands, so not from `sending`. A resend would be harmless (the same key), not useful.
  const running = useRef(false);
  const send = async () => {
    if (running.current) return;
    running.current = true;
    try {
      await sendOnce();
    } finally {
      running.current = false;
    }
  };

  return { rules, problems, formError, sending, wantRules, recheck, send };
}
