import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** Placeholder until its issue builds the page. */
export default function RegisterPage() {
  const { t } = useTranslation('pages');
  return <ComingSoon title={t('register.title')} />;
}
