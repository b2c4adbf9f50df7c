/** Onboarding-email subscription calls (§7). */
import { ACCOUNT_API, type MessageResponse } from '@courtside/contract';
import { http } from '@/lib/api';

export type SubscriptionAction = 'unsubscribe' | 'subscribe';

export async function changeSubscription(
  action: SubscriptionAction,
  email: string,
): Promise<Partial<MessageResponse>> {
  const path = action === 'unsubscribe' ? ACCOUNT_API.unsubscribe : ACCOUNT_API.subscribe;
  const { data } = await http.post<Partial<MessageResponse>>(path, { email });
  return data;
}
