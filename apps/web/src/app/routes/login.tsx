import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/account/auth-card.tsx';
import { LoginForm } from '../../features/account/login-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function LoginPage() {
  const { t } = useTranslation('pages');
  usePageMeta(t('login.title'), t('login.description'));
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthCard>
  );
}

export { LoginPage as Component };
