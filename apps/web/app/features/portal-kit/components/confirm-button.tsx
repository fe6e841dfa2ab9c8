import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Form, type FetcherWithComponents } from 'react-router';
import { AlertTriangleIcon } from '../../../components/ui/icons';

export interface ConfirmButtonProps {
  /** The button's words ("Mark as delivered"). */
  children: ReactNode;
  /** The button's name where its words are not enough ("Cancel order LT00000042"). */
  label?: string;
  /** The question the dialog asks ("Mark order LT00000042 as delivered?"). */
  title: string;
  /** What will happen, in a sentence ("A cash-on-delivery order is also marked paid."). */
  message?: ReactNode;
  /** The confirming button's words (the default: "Confirm"). */
  confirmLabel?: string;
  /** The way back's words (the default: "Go back"). */
  cancelLabel?: string;
  /** The fields the confirmed form posts (hidden inputs: an intent, an id, a status). */
  fields?: Record<string, string>;
  /**
   * The id of a form on the page the confirming button submits instead (what an operator wrote:
   * a newsletter), with that form's own fields; `fields`, `action` and `fetcher` are then unused.
   */
  form?: string;
  /** Where it posts (the page's own action by default). */
  action?: string;
  /** Posts in place through this fetcher instead of navigating. */
  fetcher?: Pick<FetcherWithComponents<unknown>, 'Form'>;
  /** `danger` for what takes something away (cancel, refund, stop). */
  tone?: 'primary' | 'danger';
  /** Runs before the dialog opens; false keeps it closed (a field to fill in first). */
  check?: () => boolean;
  /** Disables the button (a post under way). */
  disabled?: boolean;
  /** The opening button's classes. */
  className?: string;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([type="hidden"]), textarea, select';

/**
 * Confirm, then act: the button opens a dialog that says what will happen; only its confirming
 * button submits the form. Focus goes to "go back" (the safe choice) and stays in the dialog;
 * Escape or "go back" closes it without posting, and focus returns to the button. The button may
 * sit inside another form: the dialog is drawn in the document's body.
 */
export function ConfirmButton({
  children,
  label,
  title,
  message,
  confirmLabel,
  cancelLabel,
  fields = {},
  form,
  action,
  fetcher,
  tone = 'primary',
  check,
  disabled = false,
  className,
}: ConfirmButtonProps) {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const messageId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const FormComponent = fetcher ? fetcher.Form : Form;

  // Confirming another form submits it: the dialog closes once that form has posted. Not during
  // the submit event: the router reads the confirming button (the submitter) after this listener,
  // and a button already taken out of the page has no form.
  useEffect(() => {
    const target = open && form ? document.getElementById(form) : null;
    if (!target) return;
    const close = () => setTimeout(() => setOpen(false));
    target.addEventListener('submit', close);
    return () => target.removeEventListener('submit', close);
  }, [open, form]);

  useEffect(() => {
    if (open) cancel.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // Focus stays in the dialog: Tab from the last control comes back to the first.
    const controls = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const danger = tone === 'danger';
  const buttons = (
    <>
      <button ref={cancel} type="button" onClick={() => setOpen(false)} className="btn-secondary">
        {cancelLabel ?? t('kit.confirm.cancel')}
      </button>
      <button
        type="submit"
        form={form}
        className={danger ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'}
      >
        {confirmLabel ?? t('kit.confirm.confirm')}
      </button>
    </>
  );
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(check ? check() : true)}
        className={className ?? (danger ? 'btn-secondary text-red-700' : 'btn-primary')}
      >
        {children}
      </button>
      {/* In the document's body: above every frame, and never a form inside another form. */}
      {open
        ? createPortal(
            <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
              <div aria-hidden="true" className="absolute inset-0 bg-ink-900/40" />
              <div
                ref={dialog}
                role="alertdialog"
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={message ? messageId : undefined}
                onKeyDown={onKeyDown}
                className="relative w-full max-w-md rounded-2xl bg-white p-5 text-left shadow-xl"
              >
                <h2
                  id={titleId}
                  className="flex items-start gap-2 text-base font-semibold text-ink-900"
                >
                  {danger ? (
                    <AlertTriangleIcon size={20} className="mt-0.5 shrink-0 text-red-600" />
                  ) : null}
                  {title}
                </h2>
                <div id={messageId} className="mt-2 text-sm leading-6 text-ink-700">
                  {message}
                </div>
                {form ? (
                  <div className="mt-5 flex flex-wrap justify-end gap-2">{buttons}</div>
                ) : (
                  <FormComponent
                    method="post"
                    action={action}
                    onSubmit={() => setOpen(false)}
                    className="mt-5 flex flex-wrap justify-end gap-2"
                  >
                    {Object.entries(fields).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    {buttons}
                  </FormComponent>
                )}
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
