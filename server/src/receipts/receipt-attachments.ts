// The files the mail worker sends with a message (docs/decisions/0031): a paid mail's receipt,
// drawn at send time from the landing as it is then. A landing no longer Paid (refunded before
// the mail went) sends its mail without one.
import type { Db } from '../db/database';
import type { MailAttachment } from '../mail/mail-worker';
import type { QueuedMail } from '../repositories/mail-outbox';
import { paidReceipt } from './receipt-service';

export function receiptAttachments(db: Db, now: () => Date) {
  return async (mail: QueuedMail): Promise<MailAttachment[]> => {
    if (mail.receiptOf === null) return [];
    const receipt = await paidReceipt(db, mail.receiptOf, undefined, now());
    return receipt
      ? [{ filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf }]
      : [];
  };
}
