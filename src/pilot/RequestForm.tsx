// The request form (ADR 0009, docs/decisions/0021). Rendered by the server, it is a plain HTML form
// that posts to the page's own address, so it works before (or without) the page's script. Once
// hydrated: every change is kept in the draft and updates the estimate; once the pilot starts on
// the form, the rules load and say when the time is outside the opening hours (use-request-send.ts
// checks and sends); the chosen day's sunset shows, and its free times where the airfield limits its slots.
import { type FormEvent, useId, useRef } from 'react';
import { suggestionOf, unknownCode } from '@/domain/aerodromes/aerodrome';
import { serviceName } from '@/domain/club/catalogue-words';
import { formatPrice } from '@/domain/fees/money';
import type { PilotRequestField } from '@/domain/pilot-requests/pilot-request';
import { MAX_DAYS_AHEAD, MAX_NOTES } from '@/domain/pilot-requests/pilot-request-fields';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import { type Message, type MessageId, say } from '@/i18n/messages';
import { useIntlTag, useLocale, useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { Choice, ChoiceGroup } from './ChoiceGroup';
import { ChosenDay } from './ChosenDay';
import { clockName } from './clock-name';
import { asksMtow, estimateFee } from './estimate';
import { REQUEST_FORM_ID, type RequestPageData, requestPath, SWITCH_LANGUAGE, withLang } from './page-data';
import { type RequestValues, withService } from './request-draft';
import { useChosenDay } from './use-chosen-day';
import { useDepartureSuggestions } from './use-departure-suggestions';
import { useRequestDraft } from './use-request-draft';
import { sayRefusal, useRequestSend } from './use-request-send';

type TextKey = Exclude<keyof RequestValues, 'purpose' | 'services'>;

export function RequestForm({ data }: { data: RequestPageData }) {
  const t = useT();
  const tag = useIntlTag();
  const locale = useLocale();
  const { airfield } = data;
  const slug = airfield.slug;
  const form = useRef<HTMLFormElement>(null);
  const ids = useId();
  const draft = useRequestDraft(data, form);
  const { values, key } = draft;
  const { rules, problems, formError, sending, wantRules, recheck, send } = useRequestSend({
    data,
    values,
    key,
    setKey: draft.setKey,
    storage: draft.storage,
    form,
    locale,
    t,
  });
  const update = (typed: RequestValues) => recheck(draft.change(typed));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The language switch: the draft already holds what was typed, so the page opens in the other
    // language at its plain address rather than by posting the form.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === SWITCH_LANGUAGE) {
      window.location.assign(submitter.formAction);
      return;
    }
    void send();
  };

  const error = (field: PilotRequestField) => sayRefusal(t, problems[field]);
  const text = (field: TextKey, label: MessageId, props: Partial<TextFieldProps> = {}) => (
    <TextField
      name={field}
      label={t(label)}
      value={values[field]}
      onChange={(value) => update({ ...values, [field]: value })}
      error={error(field as PilotRequestField)}
      markRequired={props.required}
      {...props}
    />
  );
  const chosenDay = useChosenDay(
    slug,
    values.date,
    { first: data.today, last: data.lastDay },
    typeof problems.eta === 'object' ? JSON.stringify(problems.eta) : null,
  );
  const answer = useDepartureSuggestions(values.origin);
  const aerodromes = answer.found;
  // A code the suggestions know is named under the field: the pilot sees which aerodrome it is; a
  // code the data does not know is said to be sent as typed.
  const origin = suggestionOf(values.origin, aerodromes);
  const unknownOrigin = unknownCode(values.origin, answer);
  const estimate = estimateFee(airfield, values, tag);
  const notice: Message | null = rules ? rules.hoursNotice(airfield, values) : null;
  const datalist = `${ids}-types`;
  const origins = `${ids}-origins`;

  return (
    <form
      ref={form}
      id={REQUEST_FORM_ID}
      className="request-form"
      method="post"
      action={withLang(requestPath(slug), data.lang)}
      onSubmit={submit}
      onFocus={wantRules}
      onInput={wantRules}
    >
      <h2>{t('pilot.form.title')}</h2>
      <p className="field__hint">{t('pilot.form.requiredNote')}</p>
      <datalist id={datalist}>
        {airfield.aircraftTypes.map((type) => (
          <option key={type.name} value={type.name} />
        ))}
      </datalist>
      {text('registration', 'pilot.form.registration', {
        required: true,
        hint: t('pilot.form.registrationHint'),
        autoCapitalize: 'characters',
        autoComplete: 'off',
        maxLength: 10,
      })}
      {text('aircraftType', 'pilot.form.aircraftType', {
        required: true,
        hint: t('pilot.form.aircraftTypeHint'),
        list: datalist,
        autoComplete: 'off',
        maxLength: 60,
      })}
      {asksMtow(airfield, values.aircraftType)
        ? text('mtow', 'pilot.form.mtow', {
            hint: t('pilot.form.mtowHint'),
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: 7,
          })
        : null}
      {text('origin', 'pilot.form.origin', {
        required: true,
        hint: origin
          ? t('pilot.form.originKnown', { icao: origin.icao, name: origin.name })
          : unknownOrigin
            ? t('pilot.form.originUnknown', { icao: unknownOrigin })
            : t('pilot.form.originHint'),
        list: origins,
        autoComplete: 'off',
        maxLength: 60,
      })}
      <datalist id={origins}>
        {aerodromes.map((aerodrome) => (
          <option key={aerodrome.icao} value={aerodrome.icao}>
            {aerodrome.city ? `${aerodrome.name}, ${aerodrome.city}` : aerodrome.name}
          </option>
        ))}
      </datalist>
      {text('date', 'pilot.form.date', {
        required: true,
        type: 'date',
        hint: t('pilot.form.dateHint', { days: MAX_DAYS_AHEAD }),
        min: data.today,
        max: data.lastDay,
      })}
      {text('eta', 'pilot.form.eta', {
        required: true,
        type: 'time',
        label: t('pilot.form.eta', { zone: clockName(t, airfield.clock) }),
      })}
      <ChosenDay
        state={chosenDay}
        clock={airfield.clock}
        limited={airfield.slotLimit !== null}
        onPick={(eta) => update({ ...values, eta })}
      />
      {text('etd', 'pilot.form.etd', {
        type: 'time',
        hint: t('pilot.form.etdHint'),
        label: t('pilot.form.etd', { zone: clockName(t, airfield.clock) }),
      })}
      <ChoiceGroup legend={t('pilot.form.purpose')} error={error('purpose')} markRequired>
        <Choice
          type="radio"
          name="purpose"
          value="landing"
          label={t('common.purpose.landing')}
          checked={values.purpose !== TOUCH_AND_GO}
          required
          onChange={() => update({ ...values, purpose: 'landing' })}
        />
        <Choice
          type="radio"
          name="purpose"
          value={TOUCH_AND_GO}
          label={t('common.purpose.touchAndGo')}
          checked={values.purpose === TOUCH_AND_GO}
          required
          onChange={() => update({ ...values, purpose: TOUCH_AND_GO })}
        />
      </ChoiceGroup>
      {text('pilotName', 'pilot.form.pilotName', { required: true, autoComplete: 'name', maxLength: 80 })}
      {text('email', 'pilot.form.email', {
        required: true,
        type: 'email',
        hint: t('pilot.form.emailHint'),
        autoComplete: 'email',
        maxLength: 200,
      })}
      {text('phone', 'pilot.form.phone', {
        type: 'tel',
        hint: t('pilot.form.optional'),
        autoComplete: 'tel',
        maxLength: 24,
      })}
      {text('licence', 'pilot.form.licence', { required: true, autoComplete: 'off', maxLength: 30 })}
      <LabelledField
        label={t('pilot.form.passengers')}
        hint={t('pilot.form.passengersHint')}
        error={error('passengers')}
      >
        {(control) => (
          <textarea
            {...control}
            name="passengers"
            rows={3}
            value={values.passengers}
            onChange={(event) => update({ ...values, passengers: event.target.value })}
          />
        )}
      </LabelledField>
      <ChoiceGroup
        legend={t('pilot.form.services')}
        hint={airfield.services.length ? null : t('pilot.form.noServices')}
        error={error('services')}
      >
        {airfield.services.map((service) => (
          <Choice
            key={service.id}
            type="checkbox"
            name="services"
            value={String(service.id)}
            label={t('pilot.form.service', {
              service: serviceName(service.name, t),
              price: formatPrice(service.price, tag),
            })}
            checked={values.services.includes(service.id)}
            onChange={(on) => update(withService(values, service.id, on))}
          />
        ))}
      </ChoiceGroup>
      <LabelledField label={t('pilot.form.notes')} error={error('notes')}>
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={3}
            maxLength={MAX_NOTES}
            value={values.notes}
            onChange={(event) => update({ ...values, notes: event.target.value })}
          />
        )}
      </LabelledField>
      {/* Hidden from people (off screen, out of the tab order, silent to screen readers); robots fill it. */}
      <div className="hp" aria-hidden="true">
        <label htmlFor={`${ids}-website`}>{t('pilot.form.honeypot')}</label>
        <input
          id={`${ids}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update({ ...values, website: event.target.value })}
        />
      </div>
      <input type="hidden" name="idempotencyKey" value={key} />
      <input type="hidden" name="locale" value={locale} />
      <p className="notice" role="status" hidden={notice === null}>
        {notice ? say(t, notice) : null}
      </p>
      <section className="card estimate" aria-labelledby={`${ids}-estimate`} aria-live="polite">
        <h2 id={`${ids}-estimate`}>{say(t, estimate.headline)}</h2>
        <ul className="plain">
          {estimate.lines
            .map((line) => say(t, line))
            .map((words) => (
              <li key={words}>{words}</li>
            ))}
        </ul>
      </section>
      <p
        className="form-error"
        role="alert"
        hidden={formError === null}
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: refused without the page's script, the page opens at why, beside Send.
        autoFocus={data.posted?.error != null}
      >
        {formError}
      </p>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page. */}
      <button type="submit" className="button" aria-disabled={sending}>
        {sending ? t('pilot.form.sending') : t('pilot.form.send')}
      </button>
    </form>
  );
}
