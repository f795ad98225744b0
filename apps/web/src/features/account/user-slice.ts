/**
 * The signed-in user as the web app knows it: e-mail and role read from the token's `user_email` and
 * `user_role`; the role is empty when nobody is signed in. The e-mail may be empty for a signed-in customer:
 * an account opened by phone sign-in or at the counter has none (docs/product/accounts-and-roles.md#phone-sign-in).
 * Persisted by the store.
 */
import { ROLES, type Role, type TokenPayload } from '@bond/contract/auth';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { jwtDecode } from 'jwt-decode';
import { sessionEnded, sessionRefreshed } from '../../lib/base-api.ts';

export type UserState = { email: string; role: Role | '' };

export const initialUserState: UserState = { email: '', role: '' };

/** The e-mail (perhaps empty) and role a token names, or the empty state for a token that cannot be read. */
export function userFromToken(token: string): UserState {
  try {
    const payload = jwtDecode<Partial<TokenPayload>>(token);
    const role = ROLES.find((known) => known === payload.user_role) ?? '';
    const email = typeof payload.user_email === 'string' ? payload.user_email : '';
    return role ? { email, role } : initialUserState;
  } catch {
    return initialUserState;
  }
}

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    addUser: (_state, action: PayloadAction<string>) => userFromToken(action.payload),
    removeUser: () => initialUserState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionRefreshed, (_state, action) => userFromToken(action.payload));
    builder.addCase(sessionEnded, () => initialUserState);
  },
});

export const { addUser, removeUser } = userSlice.actions;
export const userReducer = userSlice.reducer;

export const selectUser = (state: { user: UserState }) => state.user;
/** Signed in: the token named a role (an account made by phone has no e-mail). */
export const selectIsSignedIn = (state: { user: UserState }) => state.user.role !== '';
