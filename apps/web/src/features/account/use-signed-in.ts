import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { storeAuthToken } from '../../lib/session-cookie.ts';
import { toast } from '../../lib/toast.ts';
import { addUser } from './user-slice.ts';

/**
 * What follows every sign-in, by password or by phone: the token goes into the `authToken` cookie for 7 days,
 * the user's e-mail and role into the store, the server's greeting into a toast and the browser to /dashboard.
 */
export function useSignedIn() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return async (response: { token: string; message: string }) => {
    storeAuthToken(response.token);
    dispatch(addUser(response.token));
    toast.success(response.message);
    await navigate('/dashboard');
  };
}
