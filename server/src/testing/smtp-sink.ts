// Owns a real SMTP server for tests (smtp-server on a free 127.0.0.1 port, no TLS, no auth): every
// message it receives is parsed with mailparser and kept, so a test asserts on what a pilot would get.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  fromName: string;
  /** The Reply-To address, '' when the message has none. */
  replyTo: string;
  /** The files it carries, as the reader's mail program would save them. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function toReceived(parsed: ParsedMail): ReceivedMail {
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  return {
    to: to?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    messageId: parsed.messageId ?? '',
    fromName: parsed.from?.value[0]?.name ?? '',
    replyTo: parsed.replyTo?.value[0]?.address ?? '',
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content,
    })),
  };
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or the transport. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message `match` accepts, waiting up to `timeoutMs` for it. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the next `n` deliveries fail with a temporary error, as a mail server that is down. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('try later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push(toReceived(parsed));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no such mail; received: ${received.map((m) => m.subject).join(' | ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    refuseNext(n) {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
