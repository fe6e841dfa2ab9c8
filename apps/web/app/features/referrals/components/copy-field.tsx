import { LinkIcon } from '../../../components/ui/icons';
import { useNotify } from '../../../store/use-notify';

/** Copies `text` to the clipboard and says so (the spec's `Copied` info toast). */
export function useCopy() {
  const notify = useNotify();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.info('referral:Copied');
    } catch {
      notify.error('referral:CopyFailed');
    }
  };
}

/** A value to read and copy: the code (large, spaced for reading aloud) or the link. */
export function CopyField({
  label,
  value,
  button,
  large = false,
}: {
  label: string;
  value: string;
  button: string;
  large?: boolean;
}) {
  const copy = useCopy();
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-ink-600">{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        <output
          className={`min-w-0 rounded-xl bg-ink-50 px-3 py-2 font-mono break-all text-ink-900 ring-1 ring-ink-200 ${
            large ? 'text-2xl font-bold tracking-[0.2em]' : 'text-sm'
          }`}
        >
          {value}
        </output>
        <button
          type="button"
          onClick={() => void copy(value)}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 transition hover:border-lotus-300 hover:text-lotus-800"
          aria-label={`${button}: ${value}`}
        >
          <LinkIcon size={16} />
          {button}
        </button>
      </div>
    </div>
  );
}
