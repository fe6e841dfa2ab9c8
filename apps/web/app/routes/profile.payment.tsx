import { useTranslation } from 'react-i18next';
import { LockIcon, ShieldCheckIcon } from '../components/ui/icons';

/** `/profile/payment`: saved payment methods come with the payments work; until then, a note. */
export default function ProfilePayment() {
  const { t } = useTranslation('accounts');
  return (
    <section aria-labelledby="profile-payment">
      <h2 id="profile-payment" className="text-lg font-semibold text-ink-900">
        {t('profile.payment.title')}
      </h2>
      <div className="mt-5 flex flex-col gap-4">
        <p className="flex items-start gap-3 rounded-2xl bg-ink-50 px-4 py-4 text-sm leading-6 text-ink-700">
          <LockIcon size={20} className="mt-0.5 shrink-0 text-lotus-700" />
          {t('profile.payment.description')}
        </p>
        <p className="flex items-start gap-3 px-1 text-sm leading-6 text-ink-600">
          <ShieldCheckIcon size={20} className="mt-0.5 shrink-0 text-emerald-600" />
          {t('profile.payment.note')}
        </p>
      </div>
    </section>
  );
}
