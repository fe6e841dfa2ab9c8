import type { ServiceContext } from '../../context.ts';
import type { MessageRow } from './assistant.repository.ts';
import type { Emit } from './assistant.service.ts';
import type { AssistantTools } from './assistant.tools.ts';
import type { EngineAnswer } from './rules-engine.ts';

/** An engine driven by a language model; null when it could not answer (the rules then do). */
export interface LlmEngine {
  answer(
    ctx: ServiceContext,
    tools: AssistantTools,
    text: string,
    history: MessageRow[],
    emit: Emit,
  ): Promise<EngineAnswer | null>;
}
