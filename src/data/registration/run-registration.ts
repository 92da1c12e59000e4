// Confirm (docs/product.md#registration): register the owner, create the club, its schedules, its initial
// weight band and its services, one call at a time through the server's adapter, storing the progress after each
// so a retry resumes where the last attempt stopped and nothing is created twice.
import { login } from '@/data/api/auth';
import type { ApiClient } from '@/data/api/client';
import { getClub } from '@/data/api/clubs';
import { getOwner } from '@/data/api/users';
import type { StrapiVersion } from '@/data/server/choose-adapter';
import type { ServerAdapter } from '@/data/server/server-adapter';
import type { ServerInfo } from '@/data/server/server-info';
import { operationsOf } from '@/data/server/server-operations';
import type { RegistrationDraft } from '@/domain/accounts/registration';
import { toClubPayload } from '@/domain/accounts/registration-payload';
import {
  type ConfirmProgress,
  type ConfirmTask,
  completeTask,
  remainingTasks,
  taskKey,
} from '@/domain/accounts/registration-progress';
import { intlTag, type Locale } from '@/i18n/locale';
import { deskLocale } from '../language-choice';
import {
  describeFailure,
  isTakenError,
  offlineFailure,
  type RegistrationFailure,
} from './registration-errors';
import {
  type RegistrationWrite,
  registerAccount,
  registerClub,
  registerClubService,
  registerSchedule,
} from './registration-writes';

export interface ConfirmDeps {
  api: ApiClient;
  /**
   * Which server this is (asked once per session): its adapter makes every call. The account's
   * answer tells a Strapi 5 from a Strapi 4 (docs/decisions/0035), and the calls after it follow.
   */
  server: Pick<ServerInfo, 'detect' | 'signedInWith'>;
  /** Called after every call that succeeded, before the next one is sent. */
  saveProgress(progress: ConfirmProgress): void;
  isOffline?: () => boolean;
  /**
   * The language the desk speaks, kept with the account on our server for the mails to the club's
   * owner; by default the one this device's language choice puts in effect.
   */
  locale?: Locale;
}

export type ConfirmOutcome =
  | {
      ok: true;
      userId: number;
      jwt: string;
      clubId: number;
      /** False when the server did not make the account the club's owner (a plain Strapi cannot). */
      ownerLinked: boolean;
    }
  | { ok: false; failure: RegistrationFailure; progress: ConfirmProgress };

type Account = { userId: number; jwt: string };
type TaskResult = { account?: Account; strapiVersion?: StrapiVersion; clubId?: number };

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export async function confirmRegistration(
  deps: ConfirmDeps,
  draftId: string,
  draft: RegistrationDraft,
  start: ConfirmProgress,
): Promise<ConfirmOutcome> {
  let progress = start;
  if ((deps.isOffline ?? browserOffline)()) return { ok: false, failure: offlineFailure(), progress };
  let server: ServerAdapter;
  try {
    server = await deps.server.detect();
  } catch (error) {
    return { ok: false, failure: describeFailure('register', error, null), progress };
  }
  // The numbers were typed in the desk's language, thousands separators included.
  const tag = intlTag(deps.locale ?? deskLocale());
  for (const task of remainingTasks(draft, progress, tag)) {
    try {
      const result = await runTask(deps, server, { draftId, draft, tag }, progress, task);
      progress = completeTask(progress, task, result);
      deps.saveProgress(progress);
      if (result.strapiVersion) {
        await deps.server.signedInWith(result.strapiVersion);
        server = await deps.server.detect();
      }
    } catch (error) {
      return { ok: false, failure: describeFailure(task.kind, error, server), progress };
    }
  }
  const { account, clubId } = progress;
  // remainingTasks always starts with the account and the club when they are missing.
  if (!account || clubId === null) throw new Error('Registration finished without an account or club');
  return {
    ok: true,
    ...account,
    clubId,
    ownerLinked: await operationsOf(server).ownerLinked(deps.api, account, clubId),
  };
}

/**
 * The new club's request page address (ADR 0009), for the wizard's last screen; null when it cannot
 * be read now (the club exists either way, and Settings shows the address later).
 */
export async function requestPageSlug(api: ApiClient, clubId: number): Promise<string | null> {
  const club = await getClub(api, clubId).catch(() => null);
  return club?.slug ?? null;
}

async function runTask(
  deps: ConfirmDeps,
  server: ServerAdapter,
  { draftId, draft, tag }: { draftId: string; draft: RegistrationDraft; tag: string },
  progress: ConfirmProgress,
  task: ConfirmTask,
): Promise<TaskResult> {
  const { api } = deps;
  const key = server.accepts('Idempotency-Key') ? taskKey(draftId, task) : null;
  if (task.kind === 'register') {
    const locale = server.offers('account-locale') ? (deps.locale ?? deskLocale()) : undefined;
    const { strapiVersion, ...account } = await register(api, draft, key, locale);
    return { account, strapiVersion };
  }
  const { account, clubId } = progress;
  if (!account) throw new Error('No account to act as');
  const write: RegistrationWrite = { token: account.jwt, idempotencyKey: key };
  if (task.kind === 'club')
    return { clubId: await registerClub(api, toClubPayload(draft, account.userId, tag), write) };
  if (clubId === null) throw new Error('No club to add to');
  if (task.kind === 'schedule') await registerSchedule(api, clubId, task.row, write);
  else if (task.kind === 'band')
    await operationsOf(server).saveBands(api, clubId, [task.band], {
      token: account.jwt,
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });
  else await registerClubService(api, clubId, task, write);
  return {};
}

async function register(
  api: ApiClient,
  draft: RegistrationDraft,
  key: string | null,
  locale: Locale | undefined,
): Promise<Account & { strapiVersion: StrapiVersion }> {
  const input = { username: draft.username.trim(), email: draft.email.trim(), password: draft.password };
  try {
    const { jwt, userId, fromStrapi5 } = await registerAccount(
      api,
      locale ? { ...input, locale } : input,
      key,
    );
    return { jwt, userId, strapiVersion: fromStrapi5 ? 5 : 4 };
  } catch (error) {
    if (!isTakenError(error)) throw error;
    // An earlier Confirm may have registered the account and lost the answer on the way back: if
    // these credentials sign in to an account without a club, it is ours to continue with.
    const adopted = await adoptOwnAccount(api, input.email, input.password);
    if (!adopted) throw error;
    return adopted;
  }
}

async function adoptOwnAccount(
  api: ApiClient,
  email: string,
  password: string,
): Promise<(Account & { strapiVersion: StrapiVersion }) | null> {
  try {
    const { jwt, userId, fromStrapi5 } = await login(api, email, password);
    const owner = await getOwner(api, userId, jwt);
    return owner && owner.club === null ? { jwt, userId, strapiVersion: fromStrapi5 ? 5 : 4 } : null;
  } catch {
    return null;
  }
}
