import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

const initialState: SessionState = {
  fetching: {},
  loadingCount: 0,
  isLoading: false,
  sessionLoading: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    fetchStarted(state, action: PayloadAction<string>) {
      state.fetching[action.payload] = (state.fetching[action.payload] ?? 0) + 1;
      state.isLoading = true;
    },
    fetchEnded(state, action: PayloadAction<string>) {
      const left = (state.fetching[action.payload] ?? 0) - 1;
      if (left > 0) state.fetching[action.payload] = left;
      else delete state.fetching[action.payload];
      state.isLoading = Object.keys(state.fetching).length > 0;
    },
    sessionLoadingStarted(state) {
      state.loadingCount += 1;
      state.sessionLoading = true;
    },
    sessionLoadingEnded(state) {
      state.loadingCount = Math.max(0, state.loadingCount - 1);
      state.sessionLoading = state.loadingCount > 0;
    },
  },
});

export const { fetchStarted, fetchEnded, sessionLoadingStarted, sessionLoadingEnded } =
  sessionSlice.actions;
