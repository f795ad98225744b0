import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsSignedIn } from '../features/account/user-slice.ts';

/** Protected routes send a visitor who is not signed in to /login (an account made by phone has no e-mail). */
export function ProtectedRoute() {
  const isSignedIn = useSelector(selectIsSignedIn);
  const location = useLocation();
  if (!isSignedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
