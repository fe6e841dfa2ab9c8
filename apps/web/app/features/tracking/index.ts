/** Page views: the browser's reporter, the call behind it, and the admins' summary. */
export { recordPageView, trackingSummary } from './api/tracking-api';
export { TrackingSummaryView } from './components/tracking-summary';
export { PageViewTracker } from './components/page-view-tracker';
