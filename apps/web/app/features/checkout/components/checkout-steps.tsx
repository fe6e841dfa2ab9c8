import { useTranslation } from 'react-i18next';

/** The steps, with the current one marked. */
export function CheckoutSteps({ current }: { current: 'info' | 'confirm' }) {
  const { t } = useTranslation('checkout');
  const steps = ['info', 'confirm', 'done'] as const;
  const at = steps.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-2 text-sm">
        {steps.map((step, index) => (
          <li key={step} className="flex items-center gap-2">
            <span
              aria-current={index === at ? 'step' : undefined}
              className={`flex items-center gap-2 font-medium ${index <= at ? 'text-lotus-800' : 'text-ink-500'}`}
            >
              <span
                className={`grid size-6 place-items-center rounded-full text-xs font-bold ${
                  index <= at ? 'bg-lotus-700 text-white' : 'bg-ink-100 text-ink-600'
                }`}
              >
                {index + 1}
              </span>
              {t(`steps.${step}`)}
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="h-px w-6 bg-ink-200 sm:w-10" />
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
