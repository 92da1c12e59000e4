// The Aircraft movements screen: REQUESTS with pending, upcoming and parked landings,
// read from the local mirror, kept fresh while open, every desk action recorded offline-first.

import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { OriginNamesProvider, useOriginNames } from '@/data/aerodromes/origin-names';
import { useClubLandings, useQueuedChanges } from '@/data/landings/club-movements';
import { useClubRecord } from '@/data/landings/club-record';
import { useClubClosures } from '@/data/landings/use-club-landings';
import { useAppServices, useSession } from '@/data/react/app-services-context';
import { useMovementsSettled } from '@/data/react/sync-engine-context';
import { readSlotLimit } from '@/domain/club/slot-limits';
import { rejectedToday, splitMovements } from '@/domain/desk/movements-view';
import { matchesQuery } from '@/domain/landings/landing-search';
import { overdueMinutesOf } from '@/domain/landings/overdue';
import { DESK_ZONE } from '@/domain/time/desk-zone';
import { prepareTimeFormats } from '@/domain/time/format';
import { useT } from '@/i18n/react';
import { SearchBox } from '@/ui/SearchBox';
import { AddManually } from './AddManually';
import { EndDialog, type Ending } from './EndDialog';
import { ScreenClockProvider, useTodayIso } from './hooks/screen-clock';
import { useColumnWidthClass } from './hooks/use-column-width-class';
import { useMovementActions } from './hooks/use-movement-actions';
import { useNewRequests } from './hooks/use-new-requests';
import { PARKED_ANCHOR, ParkedSection } from './ParkedSection';
import { PENDING_ANCHOR, PendingSection } from './PendingSection';
import { RejectedToday } from './RejectedToday';
import { SectionTabs } from './SectionTabs';
import { UPCOMING_ANCHOR, UpcomingSection } from './UpcomingSection';
import './movements.css';
import './movement-cards.css';
import './movement-forms.css';

const NO_LANDINGS: readonly never[] = [];

export function MovementsScreen() {
  const { clock } = useAppServices();
  const { clubId } = useSession();
  const t = useT();
  return (
    <section className="page movements">
      <h1>{t('shell.nav.movements')}</h1>
      {clubId === null ? (
        <p className="notice notice--warning">{t('movements.noAirfield')}</p>
      ) : (
        <ScreenClockProvider clock={clock}>
          <Requests clubId={clubId} />
        </ScreenClockProvider>
      )}
    </section>
  );
}

function Requests({ clubId }: { clubId: number }) {
  const t = useT();
  const landings = useClubLandings();
  const record = useClubRecord();
  const club = record ?? null;
  const closures = useClubClosures(clubId);
  const slotLimit = useMemo(() => readSlotLimit(club), [club]);
  const changes = useQueuedChanges();
  // 'Loading...' until the mirror holds the club's movements whole (or the server could not be reached).
  const settled = useMovementsSettled();
  const actions = useMovementActions();
  const today = useTodayIso();
  const widthClass = useColumnWidthClass();

  // The rows print dates in UTC and times on the desk's clock: their formatters are built while
  // the mirror is read, in a task of their own, not inside the first render of the rows.
  useEffect(() => {
    const timer = setTimeout(() => prepareTimeFormats(['UTC', DESK_ZONE]), 0);
    return () => clearTimeout(timer);
  }, []);

  const [query, setQuery] = useState('');
  // Every landing's origin named, not only the rows shown: the search finds an origin by its name.
  const all = landings ?? NO_LANDINGS;
  const nameOf = useOriginNames(all);
  const found = useMemo(() => all.filter((l) => matchesQuery(l, query, nameOf)), [all, query, nameOf]);
  const sections = useMemo(() => splitMovements(found, today, changes), [found, today, changes]);
  const rejected = useMemo(() => rejectedToday(found, today, changes), [found, today, changes]);
  // The club's row too: its clock decides every time a row prints, and rows drawn before it would
  // draw again, a club on UTC seeing its times jump. Deferred: the rows' first drawing is the
  // screen's largest piece of work, which React then draws in slices the browser can paint between.
  const hasData = useDeferredValue(landings !== undefined && record !== undefined && settled);
  // What counts as new is judged on every request, not only those the search shows.
  const everyPending = useMemo(() => splitMovements(all, today, changes).pending, [all, today, changes]);
  const requestIds = everyPending.filter((l) => l.permission === null).map((l) => l.id);
  const newRequests = useNewRequests(clubId, requestIds, settled);
  // Built once per change of what they show, so the memoised sections skip every other render.
  const addManually = useMemo(() => {
    const clubRef = club ? { id: club.id, name1: club.name1, name2: club.name2 } : null;
    return (
      <AddManually
        clubId={clubId}
        club={clubRef}
        rates={club ?? null}
        closures={closures}
        slotLimit={slotLimit}
        onCreate={actions.create}
      />
    );
  }, [clubId, club, closures, slotLimit, actions.create]);
  // CANCEL LANDING's and NO-SHOW's dialog, one for the screen.
  const [ending, setEnding] = useState<Ending | null>(null);
  const end = useCallback(
    (chosen: Ending, reason: string) => {
      void actions.end(chosen.landing.id, chosen.status, reason);
      setEnding(null);
    },
    [actions],
  );

  return (
    <OriginNamesProvider value={nameOf}>
      <div className={`movements__requests ${widthClass}`}>
        <h2>{t('movements.requests')}</h2>
        {hasData ? (
          <>
            <SearchBox
              label={t('movements.search.label')}
              placeholder={t('movements.search.placeholder')}
              value={query}
              onChange={setQuery}
            />
            <SectionTabs
              tabs={[
                {
                  anchor: PENDING_ANCHOR,
                  label: t('movements.tabs.pending', { count: sections.pending.length }),
                },
                {
                  anchor: UPCOMING_ANCHOR,
                  label: t('movements.tabs.upcoming', { count: sections.upcoming.length }),
                },
                {
                  anchor: PARKED_ANCHOR,
                  label: t('movements.tabs.parked', { count: sections.parked.length }),
                },
              ]}
            />
            <EndDialog ending={ending} onEnd={end} onClose={() => setEnding(null)} />
            <PendingSection
              landings={sections.pending}
              changes={changes}
              newRequests={newRequests}
              actions={actions}
              widthClass={widthClass}
              closures={closures}
              onAskEnd={setEnding}
            />
            <RejectedToday landings={rejected} onReopen={actions.reopen} />
            <UpcomingSection
              landings={sections.upcoming}
              changes={changes}
              actions={actions}
              widthClass={widthClass}
              closures={closures}
              addManually={addManually}
              overdueMinutes={overdueMinutesOf(club)}
              onAskEnd={setEnding}
            />
            <ParkedSection
              landings={sections.parked}
              changes={changes}
              actions={actions}
              rates={club}
              widthClass={widthClass}
            />
          </>
        ) : (
          <p className="movements__loading">{t('common.loading')}</p>
        )}
      </div>
    </OriginNamesProvider>
  );
}
