import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useRevalidator } from 'react-router';

/** Spec section 9: the bar starts at 0.3 and is gone 200 ms after the route settles. */
export const PROGRESS_START = 0.3;
export const PROGRESS_DONE_MS = 200;
const TRICKLE_MS = 300;
const TRICKLE_CEILING = 0.94;

/**
 * A thin bar across the top of the page while `active`: jumps to 0.3, creeps towards the end,
 * fills when the work is done and disappears 200 ms later.
 */
export function TopProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(active ? PROGRESS_START : null);
  const [wasActive, setWasActive] = useState(active);

  // Follow `active` during render (React's pattern for state derived from a changing prop).
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setProgress(PROGRESS_START);
    else if (progress !== null) setProgress(1);
  }

  useEffect(() => {
    if (!active) return;
    const trickle = setInterval(() => {
      setProgress((p) => {
        const current = p ?? PROGRESS_START;
        return Math.min(TRICKLE_CEILING, current + (TRICKLE_CEILING - current) * 0.15);
      });
    }, TRICKLE_MS);
    return () => clearInterval(trickle);
  }, [active]);

  const finishing = !active && progress === 1;
  useEffect(() => {
    if (!finishing) return;
    const done = setTimeout(() => setProgress(null), PROGRESS_DONE_MS);
    return () => clearTimeout(done);
  }, [finishing]);

  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]"
    >
      <div
        data-testid="progress-fill"
        className="h-full origin-left bg-lotus-600 shadow-[0_0_8px] shadow-lotus-400 transition-transform duration-200 ease-out"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  );
}

/** The progress bar driven by route navigations, form submissions and revalidations. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  return <TopProgressBar active={navigation.state !== 'idle' || revalidator.state !== 'idle'} />;
}
