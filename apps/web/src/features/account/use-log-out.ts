import { useDispatch } from 'react-redux';
import { usePersistor } from '../../lib/persistor-context.ts';
import { removeAuthToken } from '../../lib/session-cookie.ts';
import { useLogoutMutation } from './api.ts';
import { removeUser } from './user-slice.ts';

/**
 * Logout: forgets the user, removes the `authToken` cookie, asks the server to drop the
 * refresh cookie and reloads the page. The server is asked last and its failure ignored: leaving works
 * offline too.
 */
export function useLogOut(): () => Promise<void> {
  const dispatch = useDispatch();
  const persistor = usePersistor();
  const [logoutCall] = useLogoutMutation();
  return async () => {
    dispatch(removeUser());
    removeAuthToken();
    await logoutCall()
      .unwrap()
      .catch(() => undefined);
    await persistor?.flush();
    window.location.reload();
  };
}
