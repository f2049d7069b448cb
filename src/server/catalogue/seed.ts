import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exams, paymentMethods, skus } from '../db/schema.ts';

const load = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8'));

/** Brings the catalogue tables in line with the seed files; safe to run on every start. */
export async function seedCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    await tx.insert(exams).values(load('exams.json')).onConflictDoUpdate({
      target: exams.id,
      set: { slug: sql`excluded.slug`, category: sql`excluded.category`, questionCount: sql`excluded.question_count`, minutes: sql`excluded.minutes`, secondPhase: sql`excluded.second_phase` },
    });
    await tx.insert(skus).values(load('skus.json')).onConflictDoUpdate({
      target: skus.id,
      set: {
        amount: sql`excluded.amount`, currency: sql`excluded.currency`, interval: sql`excluded.interval`,
        intervalCount: sql`excluded.interval_count`, trialDays: sql`excluded.trial_days`, trialAmount: sql`excluded.trial_amount`,
        sort: sql`excluded.sort`, recommended: sql`excluded.recommended`, country: sql`excluded.country`, step: sql`excluded.step`,
      },
    });
    await tx.insert(paymentMethods).values(load('payment-methods.json')).onConflictDoUpdate({
      target: paymentMethods.id, set: { kind: sql`excluded.kind`, sort: sql`excluded.sort` },
    });
  });
}
