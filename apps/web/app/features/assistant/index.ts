/** The shopping assistant: the floating chat button (its panel loaded on demand) and the chat. */
export { ChatLauncher } from './components/chat-launcher';
export { ChatView } from './components/chat-view';
export { getConversation, handOver } from './api/assistant-api';
