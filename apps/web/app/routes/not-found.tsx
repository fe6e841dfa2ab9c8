import { notFound } from '../lib/route-errors';

/** Every path no other route claims: a real 404, shown by the root error boundary. */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
