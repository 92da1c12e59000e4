// The manual creation as an outbox change: the row the desk shows at once and the POST body the
// replayer sends later (with the entry's opId as Idempotency-Key, so it is created once).
import { type ManualLandingParts, manualLandingData, manualLandingDraft } from '@/domain/manual-landing';
import type { DeskChange } from './engine';

export function createLandingChange(parts: ManualLandingParts): DeskChange {
  return { kind: 'create', draft: manualLandingDraft(parts), data: manualLandingData(parts) };
}
