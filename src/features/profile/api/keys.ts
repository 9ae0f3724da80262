/** Query keys of the profile area. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  signIns: () => [...profileKeys.all, 'sign-ins'] as const,
};
