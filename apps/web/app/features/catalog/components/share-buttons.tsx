import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GiftIcon, LinkIcon } from '../../../components/ui/icons';
import { useRootData } from '../../../lib/root-data';
import { useNotify } from '../../../store/use-notify';

/** Share addresses of the networks the shop's customers use. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    // Zalo's share plugin page (the one its SDK opens), without loading the SDK.
    { network: 'Zalo', href: `https://button-share.zalo.me/share_external?url=${u}` },
    {
      network: 'X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ];
}

/** The product link with the shopper's referral code (`?ref=`), or null without a code. */
function referralLink(url: string, code: string | null | undefined): string | null {
  if (!code) return null;
  const link = new URL(url);
  link.searchParams.set('ref', code);
  return link.toString();
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const roundLink =
  'inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 transition hover:border-lotus-300 hover:text-lotus-800';

/**
 * Share to Facebook, Zalo and X, copy the link ("Copied", an info toast), and, while a referral
 * campaign runs (`referralOpen`), the referral link: a visitor is sent to log in and brought
 * back; a member gets the product link with `?ref=<code>` copied; a shopper who has not joined
 * is taken to the referral page to join.
 */
export function ShareButtons({
  path,
  title,
  referralOpen = false,
}: {
  path: string;
  title: string;
  referralOpen?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const { setting, user } = useRootData();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const base = setting.publicUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  const url = `${base}${path}`;

  const copy = async (text: string) => {
    if (await copyText(text)) notify.info('catalog:notify.Copied');
    else notify.error('catalog:notify.CopyFailed');
  };
  const getReferral = () => {
    if (!user) {
      void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const link = referralLink(url, user.profile?.referralCode);
    if (link) void copy(link);
    else void navigate('/profile/referral');
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-ink-700">{t('product.share')}</span>
      {shareLinks(url, title).map(({ network, href }) => (
        <a
          key={network}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={roundLink}
          aria-label={t('product.shareOn', { network })}
        >
          {network}
        </a>
      ))}
      <button type="button" onClick={() => void copy(url)} className={roundLink}>
        <LinkIcon size={16} />
        {t('product.copyLink')}
      </button>
      {referralOpen ? (
        <button type="button" onClick={getReferral} className={roundLink}>
          <GiftIcon size={16} />
          {t('product.referral')}
        </button>
      ) : null}
    </div>
  );
}
