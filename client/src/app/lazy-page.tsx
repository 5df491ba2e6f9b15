import { type ComponentType, lazy, useSyncExternalStore } from 'react';

/*
 * Pages whose code is being fetched. The router keeps showing the current page while the next
 * one loads (navigations are transitions), so the layout shows a thin progress bar meanwhile.
 */
let loading = 0;
const listeners = new Set<() => void>();

function setLoading(delta: number): void {
  loading += delta;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any lazy page's code is on its way. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/** A page component whose module is fetched on first render (React.lazy on a named export). */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, exportName: Name): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    setLoading(+1);
    try {
      return { default: (await load())[exportName] };
    } finally {
      setLoading(-1);
    }
  });
}
