import { ASSISTANT_MESSAGE_MAX, type AssistantChip, type AssistantMessage } from '@lotus/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Draft, useAssistant } from '../use-assistant';
import { AssistantCardView } from './assistant-cards';

/** One message: the shopper's on the right, the assistant's on the left with its cards. */
function Bubble({
  message,
  signedIn,
  onChip,
  onContact,
  busy,
  showChips,
}: {
  message: Pick<AssistantMessage, 'role' | 'text' | 'cards' | 'chips'>;
  signedIn: boolean;
  onChip: (chip: AssistantChip) => void;
  onContact?: () => void;
  busy: boolean;
  showChips: boolean;
}) {
  const { t } = useTranslation('assistant');
  const mine = message.role === 'user';
  return (
    <li className={`flex flex-col gap-2 ${mine ? 'items-end' : 'items-start'}`}>
      <p className="sr-only">{mine ? t('you') : t('assistant')}:</p>
      {message.text ? (
        <p
          className={`max-w-[88%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-line ${
            mine ? 'rounded-br-md bg-lotus-700 text-white' : 'rounded-bl-md bg-ink-100 text-ink-900'
          }`}
        >
          {message.text}
        </p>
      ) : null}
      {message.cards.length > 0 ? (
        <ul className="grid w-full max-w-[94%] gap-2">
          {message.cards.map((card, i) => (
            <li key={i}>
              <AssistantCardView card={card} signedIn={signedIn} onContact={onContact} />
            </li>
          ))}
        </ul>
      ) : null}
      {showChips && message.chips.length > 0 ? (
        <ul aria-label={t('chipsLabel')} className="flex max-w-full flex-wrap gap-1.5">
          {message.chips.map((chip) => (
            <li key={chip.label}>
              <button
                type="button"
                disabled={busy}
                onClick={() => onChip(chip)}
                className="h-8 rounded-full border border-lotus-300 bg-white px-3 text-xs font-semibold text-lotus-800 hover:bg-lotus-50 focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:outline-none disabled:opacity-50"
              >
                {chip.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The conversation and its input, for the floating panel and the profile's chat page. Answers
 * appear as they stream; the list is a log region, so a screen reader reads each new answer.
 */
export function ChatView({
  initial,
  signedIn,
  onContact,
  autoFocus = false,
  className = '',
}: {
  /** The kept messages the page already read (null: read them here). */
  initial: AssistantMessage[] | null;
  signedIn: boolean;
  /** Called when the shopper follows a link out of the chat (the panel closes). */
  onContact?: () => void;
  autoFocus?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('assistant');
  const chat = useAssistant(initial);
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const busy = chat.status === 'answering';

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length, chat.draft]);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const submit = (words: string) => {
    if (busy || !words.trim() || words.length > ASSISTANT_MESSAGE_MAX) return;
    setText('');
    void chat.send(words);
  };
  const suggestions = ['shirt', 'robot', 'orders', 'deals', 'returns'] as const;
  const last = chat.messages.at(-1);
  const draft: Draft | null = chat.draft;

  return (
    <div className={`flex min-h-0 flex-col ${className}`}>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <ol role="log" aria-live="polite" aria-label={t('messagesLabel')} className="grid gap-4">
          <li className="flex flex-col items-start gap-2">
            <p className="max-w-[88%] rounded-2xl rounded-bl-md bg-ink-100 px-3.5 py-2 text-sm leading-relaxed text-ink-900">
              {t('welcome')}
            </p>
            {chat.messages.length === 0 && chat.loaded ? (
              <ul aria-label={t('chipsLabel')} className="flex flex-wrap gap-1.5">
                {suggestions.map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => submit(t(`suggestions.${key}`))}
                      className="h-8 rounded-full border border-lotus-300 bg-white px-3 text-xs font-semibold text-lotus-800 hover:bg-lotus-50 focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:outline-none"
                    >
                      {t(`suggestions.${key}`)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
          {chat.messages.map((message) => (
            <Bubble
              key={message.id}
              message={message}
              signedIn={signedIn}
              onChip={(chip) => submit(chip.text)}
              onContact={onContact}
              busy={busy}
              showChips={message === last && !draft}
            />
          ))}
          {draft ? (
            <Bubble
              message={{ role: 'assistant', ...draft }}
              signedIn={signedIn}
              onChip={() => undefined}
              busy
              showChips={false}
            />
          ) : null}
          {busy && !draft?.text ? (
            <li className="text-xs text-ink-500" aria-hidden="true">
              {t('sending')}
            </li>
          ) : null}
          {chat.failure ? (
            <li className="flex flex-col items-start gap-2" role="alert">
              <p className="max-w-[88%] rounded-2xl rounded-bl-md bg-red-50 px-3.5 py-2 text-sm text-red-800 ring-1 ring-red-200">
                {chat.failure.message || t('error')}
              </p>
              <button
                type="button"
                onClick={() => submit(chat.failure!.text)}
                className="h-8 rounded-full border border-red-300 bg-white px-3 text-xs font-semibold text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:outline-none"
              >
                {t('retry')}
              </button>
            </li>
          ) : null}
        </ol>
        <div ref={end} />
      </div>
      <form
        className="border-t border-ink-100 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit(text);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('inputLabel')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={inputId}
            ref={input}
            name="text"
            rows={1}
            value={text}
            maxLength={ASSISTANT_MESSAGE_MAX}
            aria-describedby={counterId}
            placeholder={t('placeholder')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit(text);
              }
            }}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-400 focus:border-lotus-600 focus:ring-2 focus:ring-lotus-600/30 focus:outline-none sm:text-sm"
          />
          <button
            type="submit"
            disabled={busy || !text.trim()}
            className="h-11 shrink-0 rounded-full bg-lotus-700 px-4 text-sm font-semibold text-white hover:bg-lotus-800 focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-ink-300"
          >
            {t('send')}
          </button>
        </div>
        <p id={counterId} className="mt-1 text-right text-xs text-ink-500">
          {t('count', { count: text.length, max: ASSISTANT_MESSAGE_MAX })}
        </p>
      </form>
    </div>
  );
}
