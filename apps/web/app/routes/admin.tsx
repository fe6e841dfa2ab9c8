import { redirect } from 'react-router';

/** `/admin` moved to the spec's portal path: old links and bookmarks land there. */
export function loader() {
  return redirect('/portal', 301);
}
