import type { Card } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { cardFiles } from '../api/card-api';
import { CardForm } from './card-form';
import { CardPhotoForm } from './card-photo-form';
import { VisibilitySelect } from './visibility-select';

/** A card as its owner loads it (with visibilities and counters). */
type OwnCard = Card & { owner: NonNullable<Card['owner']> };

/**
 * The personal tab's part of the card: the switch, the address, title and introduction, who
 * sees the title, company and business name; the card's QR code (the profile's `qrCode`) and
 * its counters.
 */
export function CardPersonalForm({ card }: { card: OwnCard }) {
  const { t } = useTranslation('cards');
  const vis = card.owner.visibility;
  return (
    <div className="flex flex-col gap-6">
      <CardForm
        section="personal"
        title={t('settings.title')}
        description={t('settings.description')}
      >
        {(errors) => (
          <>
            <label className="flex items-start gap-3 rounded-xl bg-ink-50 px-4 py-3">
              <input
                type="checkbox"
                name="enabled"
                defaultChecked={card.owner.enabled}
                className="mt-1 size-4 accent-lotus-700"
              />
              <span>
                <span className="block text-sm font-medium text-ink-900">
                  {t('settings.enabled')}
                </span>
                <span className="block text-xs text-ink-600">{t('settings.enabledHint')}</span>
              </span>
            </label>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <TextField
                name="slug"
                label={t('settings.slug')}
                required
                defaultValue={card.slug}
                hint={t('settings.slugHint')}
                error={errors.slug}
                autoCapitalize="off"
              />
              <TextField
                name="title"
                label={t('settings.title_field')}
                defaultValue={card.title ?? ''}
                error={errors.title}
              />
              <TextAreaField
                name="bio"
                label={t('settings.bio')}
                defaultValue={card.bio ?? ''}
                error={errors.bio}
                rows={3}
                className="sm:col-span-2"
              />
            </div>
            <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold text-ink-900">
                {t('settings.visibility')}
              </legend>
              {(['title', 'company', 'businessName', 'bio'] as const).map((field) => (
                <VisibilitySelect
                  key={field}
                  field={field}
                  label={t(`fields.${field}`)}
                  value={vis[field]}
                />
              ))}
            </fieldset>
          </>
        )}
      </CardForm>

      <CardPhotoForm card={card} />

      <section
        aria-labelledby="card-qr"
        className="flex flex-col gap-4 rounded-2xl border border-ink-100 p-4 sm:flex-row sm:items-center"
      >
        <img
          src={cardFiles.qr(card.slug)}
          alt={t('page.qrAlt', { name: card.fullName })}
          width={160}
          height={160}
          className="size-40 shrink-0 self-center rounded-xl bg-white ring-1 ring-ink-100"
        />
        <div className="flex min-w-0 flex-col gap-3">
          <h3 id="card-qr" className="text-base font-semibold text-ink-900">
            {t('page.qrTitle')}
          </h3>
          <a href={`/c/${card.slug}`} className="font-medium break-all text-lotus-700 underline">
            {t('settings.open')}: /c/{card.slug}
          </a>
          <div className="flex flex-wrap gap-2">
            <a
              href={cardFiles.qr(card.slug, 'png')}
              download={`${card.slug}-qr.png`}
              className="btn-secondary"
            >
              {t('settings.qrPng')}
            </a>
            <a
              href={cardFiles.qr(card.slug)}
              download={`${card.slug}-qr.svg`}
              className="btn-secondary"
            >
              {t('settings.qrSvg')}
            </a>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(
              [
                ['views', card.owner.views],
                ['scans', card.owner.qrScans],
                ['downloads', card.owner.vcardDownloads],
              ] as const
            ).map(([key, n]) => (
              <div key={key} className="rounded-xl bg-ink-50 px-2 py-2">
                <dt className="text-xs text-ink-600">{t(`settings.${key}`)}</dt>
                <dd className="text-lg font-bold text-ink-900">{n}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}
