import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: content below the fold (forms, charts) renders
 * in the next task instead of delaying the first paint of what the visitor sees first (decision 023: LCP).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
