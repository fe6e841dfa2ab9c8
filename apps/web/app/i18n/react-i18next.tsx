import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { I18n, Key, Namespace, QualifiedKey, TFunction, TranslationValues } from './i18n';

/**
 * The React side of the shop's translator (decision 014), with react-i18next's call shape: the
 * build resolves `react-i18next` to this file (vite.config.ts, tsconfig.json), so every
 * component keeps `import { useTranslation, Trans } from 'react-i18next'` and
 * `const { t } = useTranslation('catalog'); t('list.title', { name })`.
 */

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree its translator (entry.server, entry.client, tests). */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above it');
  return i18n;
}

/**
 * The translator of namespace `ns` (the first of a list; others are reached as `ns:key`), in
 * the current language; the component renders again when the language changes.
 */
export function useTranslation<N extends Namespace = 'common'>(
  ns?: N | readonly [N, ...Namespace[]],
): { t: TFunction<N>; i18n: I18n; ready: true } {
  const i18n = useI18n();
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const namespace = (Array.isArray(ns) ? ns[0] : (ns ?? 'common')) as N;
  return { t: i18n.getFixedT(language, namespace), i18n, ready: true };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A message with markup: `<strong>{{email}}</strong>` in the dictionary becomes the element
 * given as `components.strong`, with the text inside as its children.
 */
export function Trans<N extends Namespace = 'common'>({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t?: TFunction<N>;
  i18nKey: Key<N> | QualifiedKey;
  values?: TranslationValues;
  components?: Record<string, ReactElement>;
}) {
  const own = useTranslation<N>().t;
  const text = (t ?? own)(i18nKey, values);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > at) parts.push(text.slice(at, match.index));
    const element = components[name];
    parts.push(
      isValidElement(element) ? (
        cloneElement(element, { key: parts.length }, inner)
      ) : (
        <Fragment key={parts.length}>{inner}</Fragment>
      ),
    );
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
