// Pricing Landing: the weight bands, saved in the server's dialect (all-or-nothing on ours,
// docs/decisions/0004; guarded one by one on a plain Strapi, 0006), and the home base discount,
// saved with PUT clubs/:id.
import { useMemo, useState } from 'react';
import { saveLandingFees } from '@/data/settings/save-club';
import { clubQuery, mtowsQuery } from '@/data/settings/settings-refreshers';
import { useBands, useBandsHalfSavedSince, useClub } from '@/data/settings/use-settings-data';
import { groupRules } from '@/domain/club/club-settings';
import type { BandProblem } from '@/domain/fees/band-editing';
import { type Message, say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { ClubFieldInput } from '../ClubFieldInput';
import { SaveBar } from '../SaveBar';
import { SectionFrame } from '../SectionFrame';
import { SectionLoading } from '../SectionLoading';
import { CHECK_FIELDS, MTOWS_FAILED, SAVED } from '../save-messages';
import { useDraft } from '../use-draft';
import { useSettingsSave } from '../use-settings-save';
import { BandsTable, bandProblemId } from './BandsTable';
import { checkLandingFees, type LandingFeesSave, toLandingFeesDraft } from './landing-fees-draft';

export function PricingLandingSection() {
  const club = useClub();
  const t = useT();
  const tag = useIntlTag();
  const bands = useBands();
  const halfSaved = useBandsHalfSavedSince() !== null;
  const source = useMemo(() => (club && bands ? { club, bands } : undefined), [club, bands]);
  const draft = useDraft(source, (fees) => toLandingFeesDraft(fees, tag), tag);
  const [problems, setProblems] = useState<{ discount?: Message | undefined; bands: BandProblem[] }>({
    bands: [],
  });
  const saver = useSettingsSave<LandingFeesSave>({
    section: 'landing-fees',
    success: SAVED.landingFees,
    failureDetail: (vars) => (vars.bands ? MTOWS_FAILED : undefined),
    refreshes: (deps) => [mtowsQuery(deps), clubQuery(deps)],
    run: ({ api, server, clubId }, change) => saveLandingFees(api, server, clubId, change),
  });
  const value = draft.value;
  if (value === null) {
    return (
      <SectionFrame id="pricing-landing" title={t('settings.sections.pricingLanding')}>
        <SectionLoading missing={club === null} />
      </SectionFrame>
    );
  }

  const save = async () => {
    const check = checkLandingFees(value, draft.baseline, tag, halfSaved);
    if (!check.ok) {
      setProblems({ discount: check.discountProblem, bands: check.bandProblems });
      saver.setMessage(CHECK_FIELDS);
      return;
    }
    setProblems({ bands: [] });
    if (await saver.save(check.save)) draft.markSaved(value);
  };

  return (
    <SectionFrame id="pricing-landing" title={t('settings.sections.pricingLanding')}>
      <h3>{t('settings.bands.title')}</h3>
      {halfSaved ? (
        <p className="notice notice--warning" role="status">
          {t('settings.bands.halfSaved')}
        </p>
      ) : null}
      <BandsTable
        rows={value.bands}
        problems={problems.bands}
        onChange={(rows) => draft.update((d) => ({ ...d, bands: rows }))}
      />
      {problems.bands.length > 0 ? (
        <ul className="field__error settings-problems">
          {problems.bands.map((problem) => {
            const text = say(t, problem.message);
            return (
              <li key={text} id={bandProblemId(problem)}>
                {text}
              </li>
            );
          })}
        </ul>
      ) : null}
      {groupRules('discount').map((rule) => (
        <ClubFieldInput
          key={rule.key}
          rule={rule}
          draft={value.discount}
          onChange={(text) => draft.update((d) => ({ ...d, discount: { ...d.discount, [rule.key]: text } }))}
          error={problems.discount}
        />
      ))}
      <SaveBar
        canSave={draft.changed || halfSaved}
        pending={saver.pending}
        message={saver.message}
        onSave={save}
      />
    </SectionFrame>
  );
}
