import type { Principal } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { translateKey } from '../../../i18n/i18n';
import { sectionsFor } from '../portal-sections';
import { PORTAL_ICONS } from './portal-icons';

/**
 * The back office's side navigation: the screens the staff member's role may use, under their
 * area's heading (Sales, Offers, Content, Shop); the open screen is marked as the current page.
 */
export function PortalNav({ me, id }: { me: Principal; id?: string }) {
  const { t } = useTranslation('portal');
  return (
    <nav id={id} aria-label={t('nav.label')} className="flex flex-col gap-5 text-sm">
      {sectionsFor(me).map(({ area, sections }) => (
        <div key={area}>
          <h2
            id={`${id ?? 'portal-nav'}-${area}`}
            className="px-3 text-xs font-semibold tracking-wide text-ink-500 uppercase"
          >
            {t(`kit.groups.${area}`)}
          </h2>
          <ul
            aria-labelledby={`${id ?? 'portal-nav'}-${area}`}
            className="mt-1.5 flex flex-col gap-0.5"
          >
            {sections.map((section) => {
              const Icon = PORTAL_ICONS[section.icon];
              return (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end ?? false}
                    className={({ isActive }) =>
                      `flex h-9 items-center gap-2.5 rounded-lg px-3 font-medium transition ${
                        isActive
                          ? 'bg-ink-900 text-white'
                          : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900'
                      }`
                    }
                  >
                    <Icon size={16} className="shrink-0" />
                    <span className="truncate">{translateKey(t, section.label)}</span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
