import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectUser } from '../features/account/user-slice.ts';

/** Protected routes send a visitor with no user e-mail in the session to /login. */
export function ProtectedRoute() {
  const { email } = useSelector(selectUser);
  const location = useLocation();
  if (!email) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
