import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useCallback, useState } from 'react';
import { LazyErrorBoundary } from './lazy-error-boundary';
import { LazyFallback } from './lazy-fallback';

type TScreenModule = { default: ComponentType };

/** A screen's module loader and the lazy component made from it (remade on retry). */
export type TLazyScreen = {
  load: () => Promise<TScreenModule>;
  component: LazyExoticComponent<ComponentType>;
};

export function lazyScreen(load: () => Promise<TScreenModule>): TLazyScreen {
  return { load, component: lazy(load) };
}

/**
 * Renders a screen loaded on demand, with the loading, time-out and error states of spec point 4.
 * A retry imports the module again and remounts the screen.
 */
export function LazyPage({ screen }: { screen: TLazyScreen }) {
  const [attempt, setAttempt] = useState(0);
  const handleRetry = useCallback(() => {
    // React.lazy caches a failed import, so a retry needs a fresh lazy component.
    screen.component = lazy(screen.load);
    setAttempt((count) => count + 1);
  }, [screen]);
  const Screen = screen.component;

  return (
    <LazyErrorBoundary key={attempt} onRetry={handleRetry}>
      <Suspense fallback={<LazyFallback onRetry={handleRetry} />}>
        <Screen />
      </Suspense>
    </LazyErrorBoundary>
  );
}
