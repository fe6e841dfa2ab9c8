import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HeadsetIcon,
  ReturnIcon,
  ShieldCheckIcon,
  TruckIcon,
  type IconProps,
} from '../../../components/ui/icons';

const PERKS: {
  key: 'shipping' | 'genuine' | 'returns' | 'support';
  Icon: ComponentType<IconProps>;
}[] = [
  { key: 'shipping', Icon: TruckIcon },
  { key: 'genuine', Icon: ShieldCheckIcon },
  { key: 'returns', Icon: ReturnIcon },
  { key: 'support', Icon: HeadsetIcon },
];

/** The shop's promises (free shipping and returns are advertised, spec section 9). */
export function Perks() {
  const { t } = useTranslation('home');
  return (
    <section aria-label={t('perks.label')}>
      <ul className="grid grid-cols-2 gap-2.5 sm:gap-3 lg:grid-cols-4">
        {PERKS.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex items-center gap-3 rounded-2xl border border-ink-100 bg-white p-3 sm:items-start sm:p-4"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-lotus-50 text-lotus-700 sm:size-10">
              <Icon size={22} />
            </span>
            <span>
              <span className="block text-[13px] leading-5 font-semibold text-ink-900 sm:text-sm">
                {t(`perks.${key}.title`)}
              </span>
              <span className="mt-0.5 hidden text-xs leading-5 text-ink-600 sm:block">
                {t(`perks.${key}.body`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
