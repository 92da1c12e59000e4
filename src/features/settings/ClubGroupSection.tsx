// A settings section that edits one group of club fields (Airfield details, Runway, Pricing
// Parking) and saves exactly that group with PUT clubs/:id.
import { type FormEvent, type ReactNode, useState } from 'react';
import { saveClubFields } from '@/data/settings/save-club';
import { clubQuery } from '@/data/settings/settings-refreshers';
import { useClub } from '@/data/settings/use-settings-data';
import {
  type ClubDraft,
  type ClubGroup,
  type ClubValue,
  clubDraft,
  clubGroupPayload,
  type FieldProblem,
  groupRules,
} from '@/domain/club/club-settings';
import type { Category } from '@/domain/wire/entities';
import type { Message, MessageId } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { ClubFieldInput } from './ClubFieldInput';
import { SaveBar } from './SaveBar';
import { SectionFrame } from './SectionFrame';
import { SectionLoading } from './SectionLoading';
import { CHECK_FIELDS } from './save-messages';
import { useDraft } from './use-draft';
import { useSettingsSave } from './use-settings-save';

export interface ClubGroupSectionProps {
  id: string;
  title: MessageId;
  group: Exclude<ClubGroup, 'discount'>;
  success: Message;
  categories?: readonly Category[] | undefined;
  /** More of the section below the group's form (Airfield details: the request page). */
  children?: ReactNode;
  /** Above the fields: a way to fill some of them at once (Runway: from the aerodrome data). */
  filler?: (fill: (fields: ClubDraft) => void) => ReactNode;
}

export function ClubGroupSection({
  id,
  title,
  group,
  success,
  categories,
  children,
  filler,
}: ClubGroupSectionProps) {
  const club = useClub();
  const t = useT();
  const tag = useIntlTag();
  const draft = useDraft(club ?? undefined, (row) => clubDraft(row, group, tag), tag);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const saver = useSettingsSave<Partial<Record<string, ClubValue>>>({
    section: group,
    success,
    refreshes: (deps) => [clubQuery(deps)],
    run: ({ api, clubId }, data) => saveClubFields(api, clubId, data),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = draft.value;
    if (!sent) return;
    const check = clubGroupPayload(group, sent, tag);
    setProblems(check.ok ? [] : check.problems);
    if (!check.ok) {
      saver.setMessage(CHECK_FIELDS);
      return;
    }
    if (await saver.save(check.data)) draft.markSaved(sent);
  };

  const edit = (key: keyof ClubDraft, value: string | boolean) =>
    draft.update((d) => ({ ...d, [key]: value }));

  return (
    <SectionFrame id={id} title={t(title)}>
      {draft.value === null ? (
        <SectionLoading missing={club === null} />
      ) : (
        <form className="settings-form" onSubmit={submit} noValidate>
          {filler?.((fields) => draft.update((d) => ({ ...d, ...fields })))}
          {groupRules(group).map((rule) => (
            <ClubFieldInput
              key={rule.key}
              rule={rule}
              draft={draft.value ?? {}}
              onChange={(value) => edit(rule.key, value)}
              error={problems.find((problem) => problem.key === rule.key)?.message}
              categories={categories}
            />
          ))}
          <SaveBar canSave={draft.changed} pending={saver.pending} message={saver.message} />
        </form>
      )}
      {children}
    </SectionFrame>
  );
}
