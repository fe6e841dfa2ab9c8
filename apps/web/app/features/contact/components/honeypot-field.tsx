import { useTranslation } from 'react-i18next';

/**
 * The bots' field: off-screen and out of the tab order, so people leave it empty; a form that
 * comes back with it filled is answered like a success and kept nowhere.
 */
export function HoneypotField() {
  const { t } = useTranslation('contact');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t('form.website')}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
