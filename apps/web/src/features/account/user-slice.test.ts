import { describe, expect, it } from 'vitest';
import { sessionEnded, sessionRefreshed } from '../../lib/base-api.ts';
import { fakeToken } from '../../test/tokens.ts';
import { addUser, initialUserState, removeUser, selectIsSignedIn, userFromToken, userReducer } from './user-slice.ts';

describe('user slice', () => {
  it('starts with empty e-mail and role', () => {
    expect(userReducer(undefined, { type: 'init' })).toEqual({ email: '', role: '' });
  });

  it('reads user_email and user_role from the token', () => {
    const token = fakeToken({ user_email: 'admin@example.com', user_role: 'admin' });
    expect(userReducer(initialUserState, addUser(token))).toEqual({ email: 'admin@example.com', role: 'admin' });
    expect(userReducer(initialUserState, sessionRefreshed(token))).toEqual({
      email: 'admin@example.com',
      role: 'admin',
    });
  });

  it('knows the three roles, and no other', () => {
    for (const role of ['user', 'staff', 'admin'] as const) {
      expect(userFromToken(fakeToken({ user_email: 'x@example.com', user_role: role }))).toEqual({
        email: 'x@example.com',
        role,
      });
    }
    expect(userFromToken(fakeToken({ user_email: 'x@example.com', user_role: 'owner' }))).toEqual(initialUserState);
  });

  it('treats an unreadable token as no session', () => {
    expect(userFromToken('not-a-token')).toEqual(initialUserState);
    expect(userFromToken(fakeToken({ user_email: 'x@example.com', user_role: '' }))).toEqual(initialUserState);
  });

  it('signs in a customer whose account has no e-mail (phone sign-in, made at the counter)', () => {
    const state = userReducer(initialUserState, addUser(fakeToken({ user_email: '', user_role: 'user' })));
    expect(state).toEqual({ email: '', role: 'user' });
    expect(selectIsSignedIn({ user: state })).toBe(true);
    expect(selectIsSignedIn({ user: initialUserState })).toBe(false);
  });

  it('resets on logout and when the session ends', () => {
    const signedIn = { email: 'rider@example.com', role: 'user' as const };
    expect(userReducer(signedIn, removeUser())).toEqual(initialUserState);
    expect(userReducer(signedIn, sessionEnded())).toEqual(initialUserState);
  });
});
