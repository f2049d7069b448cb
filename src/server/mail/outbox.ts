import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { emails } from '../db/schema.ts';

export type Mail = { dedupeKey: string; to: string; subject: string; html: string; text: string };
export type Transport = { send(mail: Mail): Promise<void> } | null;

/** Writes a mail in the caller's transaction; the same dedupeKey is written once, ever. */
export async function enqueueMail(tx: Tx | Db, mail: Mail) {
  await tx.insert(emails).values(mail).onConflictDoNothing({ target: emails.dedupeKey });
}

const maxAttempts = 8;

/**
 * Delivers pending mail. Without SMTP the mail stays in the database as the dev outbox.
 * Each row is claimed by bumping its attempt count first, so two workers never send one twice.
 */
export async function deliverPending(db: Db, transport: Transport): Promise<number> {
  const pending = await db.select().from(emails)
    .where(and(eq(emails.status, 'pending'), lt(emails.attempts, maxAttempts)))
    .orderBy(asc(emails.id)).limit(20);
  if (!transport) {
    if (pending.length) await db.update(emails).set({ status: 'outbox', updatedAt: new Date() }).where(inArray(emails.id, pending.map((m) => m.id)));
    return pending.length;
  }
  let sent = 0;
  for (const mail of pending) {
    const claimed = await db.update(emails).set({ attempts: mail.attempts + 1, updatedAt: new Date() })
      .where(and(eq(emails.id, mail.id), eq(emails.attempts, mail.attempts), eq(emails.status, 'pending'))).returning({ id: emails.id });
    if (!claimed.length) continue;
    try {
      await transport.send(mail);
      await db.update(emails).set({ status: 'sent', sentAt: new Date(), updatedAt: new Date(), lastError: null }).where(eq(emails.id, mail.id));
      sent++;
    } catch (err) {
      const failed = mail.attempts + 1 >= maxAttempts;
      await db.update(emails).set({ status: failed ? 'failed' : 'pending', lastError: String((err as Error).message).slice(0, 500), updatedAt: new Date() })
        .where(eq(emails.id, mail.id));
    }
  }
  return sent;
}
