import { AuthCard } from '../../features/account/auth-card.tsx';
import { RegisterForm } from '../../features/account/register-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function RegisterPage() {
  usePageMeta('Register', 'Create a Bond Bike Rental account to book motorbikes by the hour in Dhaka.');
  return (
    <AuthCard title="Register" subtitle="Create your account in a minute; you can book your first bike right after.">
      <RegisterForm />
    </AuthCard>
  );
}

export { RegisterPage as Component };
