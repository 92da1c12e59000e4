// The desk's receipt call against the real server (docs/decisions/0031): the PDF's bytes and the
// name the server gave it, with the session's token; a landing not Paid is refused in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { ApiError } from './api-errors';
import { dispositionFileName } from './client';
import { getLandingReceipt } from './receipts';

let h: SyncHarness;
beforeAll(async () => {
  h = await startSyncHarness();
});
afterAll(() => h.close());

describe('getLandingReceipt', () => {
  it('fetches a Paid landing’s PDF with its file name, and says why a landing not Paid has none', async () => {
    const rows = await h.server.db
      .selectFrom('landings')
      .select(['id', 'ppr', 'paymentStatus'])
      .where('club_id', '=', 1)
      .where('ppr', 'is not', null)
      .execute();
    const paid = rows.find((row) => row.paymentStatus === 'Paid');
    const unpaid = rows.find((row) => row.paymentStatus !== 'Paid');
    if (!paid || !unpaid) throw new Error('the demo club has no paid and unpaid landings');
    const file = await getLandingReceipt(h.api, paid.id, 'pt');
    expect(file.fileName).toBe(`receipt-${paid.ppr}.pdf`);
    expect(file.blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const refused = await getLandingReceipt(h.api, unpaid.id, 'en').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).words).toEqual({ id: 'receipt.notPaid' });
  });

  it('reads the file name Content-Disposition gives', () => {
    expect(dispositionFileName('attachment; filename="receipt-PPR-2026-0042.pdf"')).toBe(
      'receipt-PPR-2026-0042.pdf',
    );
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
