import { createContext, useContext } from 'react';
import type { MeFieldsFragment } from '../gql/graphql';

export type SignedInUser = MeFieldsFragment;
export type UserClient = SignedInUser['clients'][number];
export type UserApplication = UserClient['applications'][number];

export const SignedInUserContext = createContext<SignedInUser | null>(null);

/** The signed-in user; only for components rendered inside RequireSignedIn. */
export function useSignedInUser(): SignedInUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used inside RequireSignedIn');
  return user;
}

export function formatUserName(user: Pick<SignedInUser, 'firstName' | 'lastName' | 'emailAddress'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.emailAddress;
}
