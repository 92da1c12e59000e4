// Settings › Requests: the club's acceptance rules (docs/product/acceptance-rules.md), each on or
// off, in order, with its parameters and in words, the guards, and which rule wins a conflict; then
// its arrival slots (SlotLimitsForm).
// Saved with the club's settings; a plain Strapi has no pilots' page, so the section only says so there.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useServerOffers } from '@/data/react/app-services-context';
import { saveClubFields } from '@/data/settings/save-club';
import { clubQuery } from '@/data/settings/settings-refreshers';
import { useClub } from '@/data/settings/use-settings-data';
import { type AcceptanceRules, readAcceptanceRules, ruleConflicts } from '@/domain/club/acceptance-rule-set';
import { conflictWords } from '@/domain/club/acceptance-rule-words';
import { hasUnlistableEntries } from '@/domain/club/listed-entries';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { useFocusKeptInList } from '@/ui/use-focus-kept-in-list';
import { SaveBar } from '../SaveBar';
import { SectionFrame } from '../SectionFrame';
import { SAVED } from '../save-messages';
import { useSettingsSave } from '../use-settings-save';
import { RuleRow } from './RuleRow';
import { SlotLimitsForm } from './SlotLimitsForm';
import './requests.css';

const moved = (set: AcceptanceRules, from: number, to: number): AcceptanceRules => {
  const rules = [...set.rules];
  const [rule] = rules.splice(from, 1);
  if (rule) rules.splice(to, 0, rule);
  return { ...set, rules };
};

export function RequestsSection() {
  const t = useT();
  const club = useClub();
  const kept = useServerOffers('acceptance-rules');
  const limitsSlots = useServerOffers('slot-limits');
  const stored = club?.acceptance_rules ?? null;
  const saved = useMemo(() => readAcceptanceRules(stored), [stored]);
  const [draft, setDraft] = useState<AcceptanceRules>(saved);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setDraft(saved), [saved]);
  const keepFocus = useFocusKeptInList();
  const saver = useSettingsSave<AcceptanceRules>({
    section: 'acceptance',
    success: SAVED.acceptance,
    refreshes: (deps) => [clubQuery(deps)],
    run: ({ api, clubId }, next) => saveClubFields(api, clubId, { acceptance_rules: JSON.stringify(next) }),
  });
  if (!club) return null;
  if (!kept) {
    return (
      <SectionFrame id="requests" title={t('settings.sections.requests')}>
        <p>{t('settings.acceptance.notKept')}</p>
      </SectionFrame>
    );
  }
  // A typed weight that cannot be read, or a listed entry that could never match (named on its box).
  const blocked = invalid || hasUnlistableEntries(draft);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked) return;
    await saver.save(draft);
  };
  const conflicts = ruleConflicts(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  return (
    <SectionFrame id="requests" title={t('settings.sections.requests')}>
      <h3>{t('settings.acceptance.title')}</h3>
      <p>{t('settings.acceptance.intro')}</p>
      <form className="settings-form acceptance-rules" onSubmit={submit} noValidate>
        <ol className="acceptance-rules__list" ref={keepFocus}>
          {draft.rules.map((rule, at) => (
            <RuleRow
              key={rule.kind}
              rule={rule}
              first={at === 0}
              last={at === draft.rules.length - 1}
              onChange={(next) =>
                setDraft((set) => ({ ...set, rules: set.rules.map((r, i) => (i === at ? next : r)) }))
              }
              onMove={(by) => setDraft((set) => moved(set, at, at + by))}
              onInvalid={setInvalid}
            />
          ))}
        </ol>
        {conflicts.length > 0 ? (
          <ul className="acceptance-rules__conflicts" aria-label={t('settings.acceptance.title')}>
            {conflicts.map((conflict) => (
              <li key={conflict.accepting}>{say(t, conflictWords(conflict))}</li>
            ))}
          </ul>
        ) : null}
        <fieldset className="acceptance-rules__guards">
          <legend>{t('settings.acceptance.guards')}</legend>
          <label className="acceptance-rules__check">
            <input
              type="checkbox"
              checked={draft.neverAfterSunset}
              onChange={(event) => setDraft((set) => ({ ...set, neverAfterSunset: event.target.checked }))}
            />
            {t('settings.acceptance.guard.sunset')}
          </label>
          <label className="acceptance-rules__check">
            <input
              type="checkbox"
              checked={draft.neverOnClosure}
              onChange={(event) => setDraft((set) => ({ ...set, neverOnClosure: event.target.checked }))}
            />
            {t('settings.acceptance.guard.closure')}
          </label>
          {draft.neverAfterSunset && (club.lat === null || club.long === null) ? (
            <p className="field__hint">{t('settings.acceptance.noCoordinates')}</p>
          ) : null}
        </fieldset>
        <SaveBar
          canSave={changed && !blocked}
          pending={saver.pending}
          message={saver.message}
          about={t('settings.acceptance.saveAbout')}
        />
      </form>
      {limitsSlots ? <SlotLimitsForm club={club} /> : null}
    </SectionFrame>
  );
}
