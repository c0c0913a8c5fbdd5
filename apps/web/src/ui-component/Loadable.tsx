import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Loader from './Loader';

/** Wraps a lazily imported page so its code is only fetched when the route is opened. */
export default function Loadable<P extends object>(Component: LazyExoticComponent<ComponentType<P>>) {
  function LoadableComponent(props: P) {
    return (
      <Suspense fallback={<Loader />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LoadableComponent;
}
