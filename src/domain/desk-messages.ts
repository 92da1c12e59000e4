// What the desk says when something did not work, for every screen alike: SPEC §8's texts for
// loading, decisions and payment status, plain words for the desk actions SPEC does not cover.
export const LOAD_ERROR = 'Ocorreu um erro ao carregar as informações.';
export const GRANT_ERROR = 'Ocorreu um erro ao conceder permissão.';
export const DENY_ERROR = 'Ocorreu um erro ao negar permissão.';
export const PAYMENT_STATUS_ERROR = 'Ocorreu um erro a atualizar o estado de pagamento.';
export const ARRIVAL_ERROR = 'The arrival could not be recorded.';
export const DEPARTURE_ERROR = 'The departure could not be recorded.';
export const CREATE_ERROR = 'The landing could not be added.';
export const REOPEN_ERROR = 'The request could not be reopened.';

export const UNDONE = 'Undone: nothing was sent.';
export const UNDO_TOO_LATE = 'Too late to undo: the change is on its way to the server.';

export type ChangeKind = 'decision' | 'payment' | 'arrival' | 'departure' | 'create';

const KEPT = 'It is kept under Changes.';

/** The toast for a queued change the server refused or that conflicts with another desk's. */
export function refusalMessage(kind: ChangeKind, accepted: boolean | null | undefined): string {
  switch (kind) {
    case 'decision':
      if (accepted === null) return `${REOPEN_ERROR} ${KEPT}`;
      return accepted ? GRANT_ERROR : DENY_ERROR;
    case 'payment':
      return PAYMENT_STATUS_ERROR;
    case 'arrival':
      return `${ARRIVAL_ERROR} ${KEPT}`;
    case 'departure':
      return `${DEPARTURE_ERROR} ${KEPT}`;
    case 'create':
      return `${CREATE_ERROR} ${KEPT}`;
  }
}
