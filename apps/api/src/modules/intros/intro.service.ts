import { type Intro, localize } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import { findCurrentIntro, nextIntroChange } from './intro.repository.ts';

/** The home page's intro banner. */
export function createIntroService() {
  return {
    /** The banner whose window contains now, in the visitor's language, or null. */
    async current(ctx: ServiceContext): Promise<Intro | null> {
      const row = await findCurrentIntro(ctx.db, ctx.now);
      return (
        row && {
          id: row.id,
          title: localize({ vi: row.titleVi, en: row.titleEn }, ctx.lang),
          subtitle: localize({ vi: row.subtitleVi, en: row.subtitleEn }, ctx.lang),
          cta: localize({ vi: row.ctaVi, en: row.ctaEn }, ctx.lang),
          link: row.link,
          image: row.image,
        }
      );
    },

    /** When the current banner may next change by the clock alone (a window starts or ends). */
    nextChange(ctx: ServiceContext): Promise<Date | null> {
      return nextIntroChange(ctx.db, ctx.now);
    },
  };
}

export type IntroService = ReturnType<typeof createIntroService>;
