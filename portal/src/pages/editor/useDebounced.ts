import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms. A change is a change of what the value holds (JSON): callers
 * build a new object with the same contents on every render, and compared by identity each render re-armed the timer,
 * so the settled copy rendered the page again every `delay` ms for as long as it was open. The value handed back is
 * the caller's own latest object (findings point into it).
 */
export function useDebounced<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  const held = JSON.stringify(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest.current), delay);
    return () => clearTimeout(timer);
  }, [held, delay]);
  return settled;
}
