// The club's data and secrets on disk, and what the log says: files 0600 in 0700 folders, and no
// token of a link (a pilot's status page) in any log line at info.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { loadOrCreateSecret } from './db/secret';
import { redactUrl } from './log-redaction';
import { emlTransport } from './mail/transports';
import { createTestServer } from './testing/test-server';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('files on disk', () => {
  it('keeps the database file, its WAL, the token key and waiting mails to the server account', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ppr-desk-files-')), 'data');
    const file = join(dir, 'ppr-desk.sqlite');
    const db = openDatabase(file);
    await sql`create table t (x integer)`.execute(db);
    await sql`insert into t values (1)`.execute(db);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    await db.destroy();

    loadOrCreateSecret(file);
    expect(modeOf(join(dir, 'jwt-secret'))).toBe(0o600);

    const mailDir = join(dir, 'mail');
    await emlTransport(mailDir, 'desk@example.com', () => undefined).send({
      id: 1,
      messageId: '<m1@ppr-desk>',
      replyTo: null,
      receiptOf: null,
      to: 'pilot@example.com',
      fromName: 'Club',
      subject: 'Subject',
      text: 'Text',
      html: '<p>Text</p>',
      attempts: 0,
    });
    expect(modeOf(mailDir)).toBe(0o700);
    expect(modeOf(join(mailDir, 'm1@ppr-desk.eml'))).toBe(0o600);
  });
});

describe('the log', () => {
  it('blanks tokens in paths and secret query values, and nothing else', () => {
    expect(redactUrl('/request/status/AbCdEfGhIjKlMnOpQrStUv')).toBe('/request/status/[redacted]');
    expect(redactUrl('/api/public/requests/AbCdEfGhIjKlMnOpQrStUv/cancel?x=1')).toBe(
      '/api/public/requests/[redacted]/cancel?x=1',
    );
    expect(redactUrl('/reset-password?token=abc&lang=pt')).toBe('/reset-password?token=[redacted]&lang=pt');
    // The reset link a mail carries (docs/decisions/0023): 43 base64url characters.
    expect(redactUrl(`/reset-password/${'Q1w_-'.repeat(8)}abc`)).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/landings/12?populate[0]=club')).toBe('/api/landings/12?populate[0]=club');
  });

  it("never writes a status page's token at LOG_LEVEL=info", async () => {
    const lines: string[] = [];
    const server = await createTestServer({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const token = 'AbCdEfGhIjKlMnOpQrStUv';
      await server.app.inject({ method: 'GET', url: `/api/public/requests/${token}` });
      await server.app.inject({ method: 'POST', url: `/api/public/requests/${token}/cancel` });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(token);
      expect(lines.join('\n')).toContain('[redacted]');
    } finally {
      await server.close();
    }
  });
});
