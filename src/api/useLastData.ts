import { useState } from 'react';

/**
 * The last data a query received, kept while a later request loads or after it fails. spec 000 §4:
 * "old data kept and error message stored on failure". `placeholderData: keepPreviousData` covers
 * the loading part only: a query whose new key failed has no data, and a list would go blank.
 */
export function useLastData<T>(data: T | undefined): T | undefined {
  const [last, setLast] = useState(data);
  // Adjusting state during render (React's documented pattern): no extra commit with stale rows.
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
}
