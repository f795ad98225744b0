import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/account/auth-card.tsx';
import { RegisterForm } from '../../features/account/register-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function RegisterPage() {
  const { t } = useTranslation('pages');
  usePageMeta(t('register.title'), t('register.description'));
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm />
    </AuthCard>
  );
}

export { RegisterPage as Component };
