import type { AppAction } from './store';

/**
 * Loading state (spec section 3, `session`): per-request fetch counts drive `isLoading`; the
 * session-level `loadingCount` drives `sessionLoading`, which shows the four-ball overlay.
 */
export interface SessionState {
  fetching: Record<string, number>;
  loadingCount: number;
  isLoading: boolean;
  sessionLoading: boolean;
}

export const initialSessionState: SessionState = {
  fetching: {},
  loadingCount: 0,
  isLoading: false,
  sessionLoading: false,
};

export const fetchStarted = (request: string) =>
  ({ type: 'session/fetchStarted', payload: request }) as const;

export const fetchEnded = (request: string) =>
  ({ type: 'session/fetchEnded', payload: request }) as const;

export const sessionLoadingStarted = () => ({ type: 'session/sessionLoadingStarted' }) as const;

export const sessionLoadingEnded = () => ({ type: 'session/sessionLoadingEnded' }) as const;

export type SessionAction = ReturnType<
  | typeof fetchStarted
  | typeof fetchEnded
  | typeof sessionLoadingStarted
  | typeof sessionLoadingEnded
>;

export function sessionReducer(state: SessionState, action: AppAction): SessionState {
  switch (action.type) {
    case 'session/fetchStarted': {
      const request = action.payload;
      const fetching = { ...state.fetching, [request]: (state.fetching[request] ?? 0) + 1 };
      return { ...state, fetching, isLoading: true };
    }
    case 'session/fetchEnded': {
      const { [action.payload]: count = 0, ...others } = state.fetching;
      const fetching = count > 1 ? { ...others, [action.payload]: count - 1 } : others;
      return { ...state, fetching, isLoading: Object.keys(fetching).length > 0 };
    }
    case 'session/sessionLoadingStarted':
      return { ...state, loadingCount: state.loadingCount + 1, sessionLoading: true };
    case 'session/sessionLoadingEnded': {
      const loadingCount = Math.max(0, state.loadingCount - 1);
      return { ...state, loadingCount, sessionLoading: loadingCount > 0 };
    }
    default:
      return state;
  }
}
