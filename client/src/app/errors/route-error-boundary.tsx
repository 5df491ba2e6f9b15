import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { ErrorScreen } from './error-screen';

interface BoundaryProps {
  /** A new location (also the same URL navigated to again) clears a caught error. */
  locationKey: string;
  renderError: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown; locationKey: string } | null;
}

class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error, locationKey: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.caught) return null;
    // Remember where the error happened; once the location changes, render the route afresh.
    if (state.caught.locationKey === '') return { caught: { ...state.caught, locationKey: props.locationKey } };
    return state.caught.locationKey === props.locationKey ? null : { caught: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.caught ? this.props.renderError(this.state.caught.error) : this.props.children;
  }
}

/** 'Try again' of the error screens: the same URL again, a new location, so the route renders afresh. */
export function useRenderAgain(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
}

/** Render errors of any page land here; 'Try again' renders the page afresh. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  const retry = useRenderAgain();
  return (
    <LocationErrorBoundary locationKey={location.key} renderError={(error) => <ErrorScreen error={error} onRetry={retry} />}>
      {children}
    </LocationErrorBoundary>
  );
}
