// What the movements screen says when something did not work: SPEC §8's texts for loading and
// for decisions, and plain words for the desk actions SPEC does not cover.
import type { OutboxEntry } from '@/data/db/types';

export const LOAD_ERROR = 'Ocorreu um erro ao carregar as informações.';
export const GRANT_ERROR = 'Ocorreu um erro ao conceder permissão.';
export const DENY_ERROR = 'Ocorreu um erro ao negar permissão.';
export const ARRIVAL_ERROR = 'The arrival could not be recorded.';
export const DEPARTURE_ERROR = 'The departure could not be recorded.';
export const CREATE_ERROR = 'The landing could not be added.';

const SEE_CHANGES = 'It is kept under Changes.';

/** The toast for a change the server refused or that conflicts with another desk's. */
export function refusalMessage(entry: OutboxEntry): string {
  switch (entry.kind) {
    case 'decision':
      return entry.patch.permission ? GRANT_ERROR : DENY_ERROR;
    case 'arrival':
      return `${ARRIVAL_ERROR} ${SEE_CHANGES}`;
    case 'departure':
      return `${DEPARTURE_ERROR} ${SEE_CHANGES}`;
    case 'create':
      return `${CREATE_ERROR} ${SEE_CHANGES}`;
    case 'payment':
      return 'Ocorreu um erro a atualizar o estado de pagamento.';
  }
}
