import { useSuspenseQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../api/queries';

/**
 * The account's sign-in name, hidden, beside a password field: password managers then know which
 * account a changed password belongs to (and browsers stop warning about a form without one).
 */
export function AccountName() {
  const { data } = useSuspenseQuery(profileQueryOptions());
  return (
    <input
      type="email"
      name="username"
      autoComplete="username"
      value={data.email}
      readOnly
      hidden
    />
  );
}
