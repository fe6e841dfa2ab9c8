import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/store';

/** The four-ball overlay (spec section 2), shown while a session-level load runs. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useAppSelector((state) => state.session.sessionLoading);
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[65] grid place-items-center bg-white/70 backdrop-blur-[2px]"
    >
      <div className="flex items-center gap-2" aria-hidden="true">
        {[0, 1, 2, 3].map((ball) => (
          <span
            key={ball}
            className="loading-ball size-3.5 rounded-full bg-lotus-600"
            style={{ animationDelay: `${ball * 0.12}s` }}
          />
        ))}
      </div>
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
