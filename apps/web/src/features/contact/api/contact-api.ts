/** POST /email/contact (§7). */
import { ACCOUNT_API, type ContactForm } from '@courtside/contract';
import { http } from '@/lib/api';

export async function sendContactMessage(form: ContactForm): Promise<void> {
  await http.post(ACCOUNT_API.contact, form);
}
