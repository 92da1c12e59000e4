// Changing the signed-in account's password (POST auth/change-password, 200 is success:
// docs/product.md#calls).
// Our server then revokes the tokens issued before, so the session ends with it (a plain Strapi does not).
import { changePassword as postPasswordChange } from '@/data/api/auth';
import type { ApiClient } from '@/data/api/client';
import type { PasswordChange } from '@/domain/accounts/password';

export async function changePassword(
  api: ApiClient,
  { current, next, confirmation }: PasswordChange,
): Promise<void> {
  await postPasswordChange(api, {
    currentPassword: current,
    password: next,
    passwordConfirmation: confirmation,
  });
}
