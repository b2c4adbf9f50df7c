/** Onboarding-email subscription calls (§7). */
import { ACCOUNT_API, type MessageResponse } from '@courtside/contract';
import { http } from '@/lib/api';

export type SubscriptionAction = 'unsubscribe' | 'subscribe';

/** `token`: the signed token of the emailed link; without it, only the address's own session counts. */
export async function changeSubscription(
  action: SubscriptionAction,
  email: string,
  token: string | null,
): Promise<Partial<MessageResponse>> {
  const path = action === 'unsubscribe' ? ACCOUNT_API.unsubscribe : ACCOUNT_API.subscribe;
  const body = token === null ? { email } : { email, token };
  const { data } = await http.post<Partial<MessageResponse>>(path, body);
  return data;
}
