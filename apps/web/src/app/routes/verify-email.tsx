import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/account/auth-card.tsx';
import { VerifyEmail } from '../../features/account/verify-email.tsx';
import { dashboardSectionState } from '../../features/dashboard/use-dashboard-section.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/verify-email?token=…` (and `/bn/verify-email`): the link of the verification e-mail (decision 023). */
function VerifyEmailPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  usePageMeta(t('verifyEmail.title'), t('verifyEmail.description'));
  return (
    <AuthCard title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')}>
      <VerifyEmail token={params.get('token') ?? ''} profileState={dashboardSectionState('profile')} />
    </AuthCard>
  );
}

export { VerifyEmailPage as Component };
