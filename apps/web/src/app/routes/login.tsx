import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/account/auth-card.tsx';
import { LoginForm } from '../../features/account/login-form.tsx';
import { PhoneSignIn } from '../../features/account/phone-sign-in.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** Login: e-mail and password, or a mobile number and a code by SMS (docs/product/accounts-and-roles.md#phone-sign-in). */
function LoginPage() {
  const { t } = useTranslation('pages');
  usePageMeta(t('login.title'), t('login.description'));
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
      <hr className="my-8 border-slate-200 dark:border-slate-700" />
      <PhoneSignIn />
    </AuthCard>
  );
}

export { LoginPage as Component };
