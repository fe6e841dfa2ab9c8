import {
  ASSISTANT_MESSAGES_PATH,
  ASSISTANT_STREAM_TYPE,
  REFRESH_PATH,
  type AssistantCard,
  type AssistantChip,
  type AssistantEvent,
  type AssistantMessage,
} from '@lotus/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../store/store';

const CONVERSATION_PATH = '/api/assistant/conversation';

/** The answer being written: its words so far, then its cards and quick replies. */
export interface Draft {
  text: string;
  cards: AssistantCard[];
  chips: AssistantChip[];
}

export type ChatStatus = 'idle' | 'answering' | 'failed';

/** A refusal of the API before the stream began (an envelope), as the chat shows it. */
class Refused extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function refusalOf(response: Response): Promise<Refused> {
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
  } | null;
  return new Refused(response.status, body?.code ?? 'CHAT_FAILED', body?.message ?? '');
}

/** Posts a message, renewing an expired session once (the access token lives 15 minutes). */
async function post(text: string, renewed = false): Promise<Response> {
  const response = await fetch(ASSISTANT_MESSAGES_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: ASSISTANT_STREAM_TYPE },
    body: JSON.stringify({ text }),
  });
  if (response.ok) return response;
  const refusal = await refusalOf(response);
  if (refusal.code === 'ACCESS_TOKEN_EXPIRED' && !renewed) {
    await fetch(REFRESH_PATH, { method: 'POST', credentials: 'same-origin' }).catch(() => null);
    return post(text, true);
  }
  throw refusal;
}

/** The lines of an NDJSON body, as they arrive. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<AssistantEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) rest += decoder.decode(value, { stream: true });
    let end = rest.indexOf('\n');
    while (end >= 0) {
      const line = rest.slice(0, end).trim();
      rest = rest.slice(end + 1);
      if (line) yield JSON.parse(line) as AssistantEvent;
      end = rest.indexOf('\n');
    }
    if (done) break;
  }
  if (rest.trim()) yield JSON.parse(rest) as AssistantEvent;
}

/**
 * A conversation with the shopping assistant in the browser (decision 039): the kept messages
 * (read again whenever the spec's `chatbotReloadTrigger` rises), and `send`, which posts to the
 * API and shows the answer as its NDJSON lines arrive. The one place the browser calls the API
 * itself: a loader's answer cannot stream word by word.
 */
export function useAssistant(initial: AssistantMessage[] | null) {
  const reload = useAppSelector((state) => state.common.chatbotReloadTrigger);
  const [messages, setMessages] = useState<AssistantMessage[]>(initial ?? []);
  const [loaded, setLoaded] = useState(initial !== null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [failure, setFailure] = useState<{ text: string; message: string } | null>(null);
  const first = useRef(initial !== null);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    fetch(CONVERSATION_PATH, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw await refusalOf(response);
        const body = (await response.json()) as { data: { messages: AssistantMessage[] } };
        setMessages(body.data.messages);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoaded(true);
      });
    return () => controller.abort();
  }, [reload]);

  const send = useCallback(async (text: string) => {
    const words = text.trim();
    if (!words) return;
    setFailure(null);
    setStatus('answering');
    const asked: AssistantMessage = {
      id: `local-${Date.now()}`,
      role: 'user',
      text: words,
      cards: [],
      chips: [],
      createdAt: new Date().toISOString(),
    };
    setMessages((all) => [...all, asked]);
    let current: Draft = { text: '', cards: [], chips: [] };
    setDraft(current);
    try {
      const response = await post(words);
      if (!response.body) throw new Refused(503, 'CHAT_FAILED', '');
      for await (const event of lines(response.body)) {
        if (event.type === 'text') current = { ...current, text: current.text + event.delta };
        else if (event.type === 'cards') current = { ...current, cards: event.cards };
        else if (event.type === 'chips') current = { ...current, chips: event.chips };
        else if (event.type === 'done') {
          const message = event.message;
          setMessages((all) => [...all, message]);
          setDraft(null);
          setStatus('idle');
          return;
        } else if (event.type === 'error') {
          throw new Refused(503, event.code, event.message);
        }
        setDraft(current);
      }
      throw new Refused(503, 'CHAT_FAILED', '');
    } catch (error) {
      setDraft(null);
      setStatus('failed');
      setFailure({ text: words, message: error instanceof Refused ? error.message : '' });
    }
  }, []);

  return { messages, loaded, draft, status, failure, send };
}
