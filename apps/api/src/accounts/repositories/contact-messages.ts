/** Contact-form messages: stored first, so a mail failure never loses one. */
import type { ContactForm } from '@courtside/contract';
import type { Executor } from './executor';

export async function insertContactMessage(
  db: Executor,
  form: ContactForm,
  userId: string | null,
  now: Date,
): Promise<string> {
  const { id } = await db
    .insertInto('contact_messages')
    .values({
      name: form.name,
      organization: form.team,
      email: form.email,
      phone: form.phone,
      message: form.message,
      user_id: userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function markContactMessageSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ mail_sent_at: now })
    .where('id', '=', id)
    .execute();
}
