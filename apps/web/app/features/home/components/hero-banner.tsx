import type { Category, Intro } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, LotusMark } from '../../../components/ui/icons';

/** What the banner shows of the shop's intro (core's `Intro`, its id aside). */
export type HeroIntro = Omit<Intro, 'id'>;

/**
 * The intro banner (the shop's current intro, or the dictionary's words when it has none): what
 * the shop sells, a way in, and a glimpse of its categories.
 */
export function HeroBanner({
  intro,
  categories,
  imageFor,
}: {
  intro: HeroIntro | null;
  categories: Category[];
  imageFor: (c: Category) => string;
}) {
  const { t } = useTranslation('home');
  const pictures = [
    ...(intro?.image ? [{ id: 'intro', src: intro.image }] : []),
    ...categories.map((category) => ({ id: category.id, src: imageFor(category) })),
  ];
  const tiles = pictures.slice(0, 3);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-lotus-800 via-lotus-700 to-lotus-600 text-white"
    >
      <LotusMark
        size={420}
        className="pointer-events-none absolute -right-24 -bottom-28 text-white/10 md:hidden"
      />
      <div className="relative grid items-center gap-8 px-5 py-8 sm:px-10 sm:py-12 md:grid-cols-[1.2fr_1fr] lg:px-14">
        <div>
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-white/25">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-[28px] leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {intro?.title || t('hero.title')}
          </h1>
          <p className="mt-3 max-w-xl text-[15px] leading-6 text-white/90 sm:mt-4 sm:text-lg sm:leading-7">
            {intro?.subtitle || t('hero.body')}
          </p>
          <div className="mt-6 flex flex-wrap gap-2.5 sm:mt-7 sm:gap-3">
            <Link
              to={intro?.link || '/products'}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-bold sm:h-12 sm:px-6 text-lotus-800 shadow-lg shadow-lotus-950/20 transition hover:bg-lotus-50"
            >
              {intro?.cta || t('hero.cta')}
              <ArrowRightIcon size={18} />
            </Link>
            <a
              href="#categories"
              className="inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold sm:h-12 sm:px-5 text-white ring-1 ring-white/40 transition hover:bg-white/10"
            >
              {t('hero.secondary')}
            </a>
          </div>
        </div>
        {tiles.length === 3 ? (
          <div
            className="hidden h-72 grid-cols-2 grid-rows-2 gap-3 md:grid lg:h-80"
            aria-hidden="true"
          >
            {tiles.map((tile, index) => (
              <img
                key={tile.id}
                src={tile.src}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                decoding="async"
                className={`size-full min-h-0 rounded-2xl bg-white/10 object-cover shadow-xl ring-1 shadow-lotus-950/30 ring-white/20 ${
                  index === 0 ? 'row-span-2' : ''
                }`}
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
