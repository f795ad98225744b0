import { AuthCard } from '../../features/account/auth-card.tsx';
import { LoginForm } from '../../features/account/login-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function LoginPage() {
  usePageMeta('Login', 'Log in to Bond Bike Rental to book a motorbike, see your rentals and pay online.');
  return (
    <AuthCard title="Login" subtitle="Welcome back! Log in to book a bike and see your rentals.">
      <LoginForm />
    </AuthCard>
  );
}

export { LoginPage as Component };
