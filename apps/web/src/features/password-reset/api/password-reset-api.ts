/** The password-reset calls of §7. */
import { ACCOUNT_API, type MessageResponse } from '@courtside/contract';
import { http } from '@/lib/api';

/** The reply is not read (§7): it is the same whether or not the account exists. */
export async function sendResetPasswordEmail(email: string): Promise<void> {
  await http.post(ACCOUNT_API.sendResetPasswordEmail, { email });
}

export async function updateNewPassword(
  token: string,
  password: string,
): Promise<Partial<MessageResponse>> {
  const { data } = await http.post<Partial<MessageResponse>>(ACCOUNT_API.updateNewPassword, {
    token,
    password,
  });
  return data;
}
