/** The calls of the verification screens (§7). */
import { ACCOUNT_API, type MessageResponse, type User } from '@courtside/contract';
import { http } from '@/lib/api';
import { toUser } from '@/lib/session';

export async function sendVerificationEmail(email: string): Promise<Partial<MessageResponse>> {
  const { data } = await http.post<Partial<MessageResponse>>(ACCOUNT_API.sendVerificationEmail, {
    email,
  });
  return data;
}

/** The profile of whoever the stored token belongs to. */
export async function fetchMe(): Promise<User> {
  const { data } = await http.get<unknown>(ACCOUNT_API.me);
  return toUser(data);
}
