// The request form (ADR 0009): every field labelled, the estimate and the hours notice updated as
// the pilot types, each change kept in the draft, the shared rule checked before sending, and the
// send retried safely under the draft's Idempotency-Key. On success the page opens the status page.
import { formatPrice } from '@/domain/money';
import {
  checkPilotRequest,
  type FieldProblems,
  MAX_DAYS_AHEAD,
  type PilotRequestField,
} from '@/domain/pilot-request';
import type { PublicAirfield, SentRequest } from '@/domain/pilot-request-wire';
import { systemClock } from '@/domain/time/clock';
import { addToDate, todayIsoDate } from '@/domain/time/instants';
import { TOUCH_AND_GO } from '@/domain/types';
import { callApi, PilotApiError } from './api';
import { h } from './dom';
import { estimateFee, hoursNotice } from './estimate';
import { choice, choiceGroup, type FieldHandle, field } from './form-fields';
import {
  afterSending,
  loadDraft,
  type RequestDraft,
  type RequestValues,
  requestBodyOf,
  saveDraft,
  withNewKey,
} from './request-draft';

type TextKey = Exclude<keyof RequestValues, 'purpose' | 'services'>;

const todayIso = () => todayIsoDate(systemClock);

function input(type: string, value: string, attrs: Record<string, string | boolean> = {}) {
  return h('input', { type, value, ...attrs });
}

export function requestForm(airfield: PublicAirfield, storage: Storage): HTMLFormElement {
  let draft: RequestDraft = loadDraft(storage, airfield.slug);
  let checked = false;
  const v = draft.values;
  const text = (key: TextKey, control: HTMLInputElement | HTMLTextAreaElement) => {
    control.name = key;
    control.value = v[key];
    return control;
  };
  const names = airfield.aircraft.map((a) => h('option', { value: a.name }));
  const fields: Partial<Record<PilotRequestField, FieldHandle>> = {
    registration: field(
      'Aircraft registration',
      text(
        'registration',
        input('text', '', { autocapitalize: 'characters', autocomplete: 'off', maxlength: '10' }),
      ),
      'e.g. CS-AYZ',
    ),
    aircraftType: field(
      'Aircraft type',
      text(
        'aircraftType',
        input('text', '', { list: 'aircraft-types', autocomplete: 'off', maxlength: '60' }),
      ),
      'Pick a suggestion or type your own.',
    ),
    origin: field(
      'Departure aerodrome',
      text('origin', input('text', '', { autocomplete: 'off', maxlength: '60' })),
      'ICAO code or name',
    ),
    date: field(
      'Date',
      text(
        'date',
        input('date', '', { min: todayIso(), max: addToDate(todayIso(), { days: MAX_DAYS_AHEAD }) }),
      ),
      `Today or up to ${MAX_DAYS_AHEAD} days ahead.`,
    ),
    eta: field('ETA (UTC)', text('eta', input('time', ''))),
    etd: field(
      'ETD (UTC)',
      text('etd', input('time', '')),
      'Optional: when you leave your departure aerodrome.',
    ),
    purpose: choiceGroup('Purpose', [
      choice('radio', 'purpose', 'landing', 'Landing', v.purpose !== TOUCH_AND_GO),
      choice('radio', 'purpose', TOUCH_AND_GO, 'Touch & Go', v.purpose === TOUCH_AND_GO),
    ]),
    pilotName: field(
      'Pilot name',
      text('pilotName', input('text', '', { autocomplete: 'name', maxlength: '80' })),
    ),
    email: field(
      'Email',
      text('email', input('email', '', { autocomplete: 'email', maxlength: '200' })),
      'The answer comes here, with a link to follow your request.',
    ),
    phone: field(
      'Phone',
      text('phone', input('tel', '', { autocomplete: 'tel', maxlength: '24' })),
      'Optional',
    ),
    licence: field(
      'Licence number',
      text('licence', input('text', '', { autocomplete: 'off', maxlength: '30' })),
    ),
    passengers: field(
      'Passengers',
      text('passengers', h('textarea', { rows: '3' })),
      'Names, one a line. You are added first.',
    ),
    services: choiceGroup(
      'Services',
      airfield.services.map((s) =>
        choice(
          'checkbox',
          'services',
          String(s.id),
          `${s.name} (${formatPrice(s.price)})`,
          v.services.includes(s.id),
        ),
      ),
      airfield.services.length ? null : 'This airfield offers no extra services.',
    ),
    notes: field('Notes', text('notes', h('textarea', { rows: '3', maxlength: '1000' }))),
  };
  // Hidden from people (off screen, out of the tab order, silent to screen readers); robots fill it.
  const honeypot = text('website', input('text', '', { tabindex: '-1', autocomplete: 'off' }));
  const estimate = h('section', {
    class: 'card estimate',
    'aria-labelledby': 'estimate-heading',
    'aria-live': 'polite',
  });
  const notice = h('p', { class: 'notice', role: 'status' });
  const formError = h('p', { class: 'form-error', role: 'alert', hidden: true });
  const send = h('button', { type: 'submit', class: 'button' }, 'Send request');

  const form = h(
    'form',
    { class: 'request-form', novalidate: true },
    h('h2', {}, 'Your request'),
    h('datalist', { id: 'aircraft-types' }, ...names),
    ...Object.values(fields).map((handle) => handle.wrapper),
    h(
      'div',
      { class: 'hp', 'aria-hidden': 'true' },
      h('label', { for: 'website' }, 'Leave this empty'),
      Object.assign(honeypot, { id: 'website' }),
    ),
    notice,
    estimate,
    formError,
    send,
  );

  const refresh = () => {
    const shown = estimateFee(airfield, draft.values);
    estimate.replaceChildren(
      h('h2', { id: 'estimate-heading' }, shown.headline),
      h('ul', { class: 'plain' }, ...shown.lines.map((line) => h('li', {}, line))),
    );
    const hours = hoursNotice(airfield, draft.values);
    notice.textContent = hours ?? '';
    notice.hidden = hours === null;
  };

  const problemsOf = (): FieldProblems => {
    const result = checkPilotRequest(requestBodyOf(draft.values), todayIso());
    const problems = result.ok ? {} : result.problems;
    if (!problems.eta && airfield.outsideHours === 'refused' && hoursNotice(airfield, draft.values))
      problems.eta = hoursNotice(airfield, draft.values) ?? undefined;
    return problems;
  };
  const showProblems = (problems: FieldProblems) => {
    for (const [key, handle] of Object.entries(fields)) handle.setError(problems[key as PilotRequestField]);
  };

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    const values = { ...draft.values };
    if (target.name === 'services') {
      values.services = [...form.querySelectorAll<HTMLInputElement>('input[name=services]:checked')].map(
        (box) => Number(box.value),
      );
    } else if (target.name === 'purpose') {
      values.purpose = target.value === TOUCH_AND_GO ? TOUCH_AND_GO : 'landing';
    } else if (target.name in values) {
      (values as Record<string, unknown>)[target.name] = target.value;
    }
    draft = { ...draft, values };
    saveDraft(storage, airfield.slug, draft);
    refresh();
    if (checked) showProblems(problemsOf());
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (send.disabled) return;
    checked = true;
    formError.hidden = true;
    const problems = problemsOf();
    showProblems(problems);
    const first = Object.entries(fields).find(([key]) => problems[key as PilotRequestField]);
    if (first) {
      first[1].focusable.focus();
      return;
    }
    send.disabled = true;
    send.textContent = 'Sending…';
    try {
      const sent = await callApi<SentRequest>(`airfields/${airfield.slug}/requests`, {
        body: { data: requestBodyOf(draft.values) },
        key: draft.key,
      });
      saveDraft(storage, airfield.slug, afterSending(draft));
      window.location.assign(`/request/status/${sent.token}`);
      return;
    } catch (error) {
      const failure = error instanceof PilotApiError ? error : new PilotApiError(0, String(error));
      showProblems(failure.fields);
      formError.textContent = failureText(failure);
      formError.hidden = false;
      if (/Idempotency-Key/.test(failure.message)) {
        draft = withNewKey(draft);
        saveDraft(storage, airfield.slug, draft);
      }
    }
    send.disabled = false;
    send.textContent = 'Send request';
  });

  refresh();
  return form;
}

/** Why sending failed, in the pilot's words; the form always keeps what was typed. */
function failureText(failure: PilotApiError): string {
  if (failure.status === 429)
    return 'Too many requests from here for now. Wait a few minutes and send again: your answers are kept.';
  if (failure.status === 0)
    return `${failure.message} If it did arrive, sending again will not make a second request.`;
  if (/Idempotency-Key/.test(failure.message))
    return 'An earlier send of this request did arrive: look for its email. Press Send request again to file these changes as a new request.';
  if (Object.keys(failure.fields).length > 0) return 'Please correct the fields marked above.';
  return failure.message;
}
