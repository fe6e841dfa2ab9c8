import { z } from 'zod';

/**
 * The OpenAI-compatible chat-completions protocol, as the assistant speaks it (decision 039):
 * one POST to `{LLM_BASE_URL}/chat/completions` with `stream: true`, read as server-sent events
 * (`data: {…}` lines, `data: [DONE]` last); an endpoint that answers one JSON instead is read
 * too. Anything else (a status other than 2xx, a line that is not the protocol's) throws.
 */

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

const toolCallDelta = z.object({
  index: z.number().int().min(0).max(15).default(0),
  id: z.string().optional(),
  function: z.object({ name: z.string().optional(), arguments: z.string().optional() }).optional(),
});

const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z.array(toolCallDelta).nullish(),
          })
          .default({}),
      }),
    )
    .min(1),
});

const wholeSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

/** The model said something that is not the protocol's. */
export class LlmProtocolError extends Error {
  override readonly name = 'LlmProtocolError';
}

/**
 * One completion: its words (each piece handed to `onText` as it arrives) and the tool calls it
 * asks for.
 */
export async function chatCompletion(
  settings: { baseUrl: string; apiKey: string | undefined; model: string },
  request: {
    messages: ChatMessage[];
    tools: ToolDefinition[] | undefined;
    signal: AbortSignal;
    onText: (delta: string) => void;
  },
): Promise<{ text: string; toolCalls: ToolCall[] }> {
  const response = await fetch(`${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    signal: request.signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream, application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      messages: request.messages,
      ...(request.tools ? { tools: request.tools, tool_choice: 'auto' } : {}),
      stream: true,
      temperature: 0.2,
    }),
  });
  if (!response.ok || !response.body) {
    throw new LlmProtocolError(`the model's endpoint answered ${response.status}`);
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const whole = wholeSchema.safeParse(await response.json());
    if (!whole.success) throw new LlmProtocolError('a malformed completion');
    const message = whole.data.choices[0]!.message;
    if (message.content) request.onText(message.content);
    return {
      text: message.content ?? '',
      toolCalls: (message.tool_calls ?? []).map((c) => ({ ...c, type: 'function' as const })),
    };
  }
  let text = '';
  const calls: { id: string; name: string; arguments: string }[] = [];
  const decoder = new TextDecoder();
  let rest = '';
  let done = false;
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  while (!done) {
    const { value, done: ended } = await reader.read();
    if (value) rest += decoder.decode(value, { stream: true });
    let end = rest.indexOf('\n');
    while (end >= 0) {
      const line = rest.slice(0, end).trim();
      rest = rest.slice(end + 1);
      end = rest.indexOf('\n');
      if (!line || line.startsWith(':') || !line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        done = true;
        break;
      }
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        throw new LlmProtocolError('a line of the stream is not JSON');
      }
      const chunk = chunkSchema.safeParse(json);
      if (!chunk.success) throw new LlmProtocolError('a malformed chunk');
      const delta = chunk.data.choices[0]!.delta;
      if (delta.content) {
        text += delta.content;
        request.onText(delta.content);
      }
      for (const part of delta.tool_calls ?? []) {
        const call = (calls[part.index] ??= { id: '', name: '', arguments: '' });
        if (part.id) call.id = part.id;
        if (part.function?.name) call.name += part.function.name;
        if (part.function?.arguments) call.arguments += part.function.arguments;
      }
    }
    if (ended) break;
  }
  if (!done) throw new LlmProtocolError('the stream ended before [DONE]');
  const toolCalls = calls
    .filter((c) => c.name)
    .map((c, i) => ({
      id: c.id || `call_${i}`,
      type: 'function' as const,
      function: { name: c.name, arguments: c.arguments },
    }));
  return { text, toolCalls };
}
