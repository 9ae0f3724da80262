import { api, bearer, type StoredSession } from './api';

/** The school year today falls in, for a member with the default start month (March). */
export function currentSchoolYear(): number {
  const today = new Date();
  return today.getMonth() + 1 >= 3 ? today.getFullYear() : today.getFullYear() - 1;
}

/** Creates a fund of the member's through the API (of the current school year unless told). */
export async function createFund(
  session: StoredSession,
  name: string,
  amount: number,
  schoolYear = currentSchoolYear(),
) {
  const { data, error } = await api.POST('/member/funds', {
    body: { name, schoolYear, amount },
    headers: bearer(session),
  });
  if (!data) throw new Error(`Creating a fund failed: ${JSON.stringify(error)}`);
  return data;
}
