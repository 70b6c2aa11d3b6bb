import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { NotFound } from '../components/layout/not-found';
import { RouteError } from '../components/layout/route-error';
import { LoadingScreen } from '../components/ui/loading-screen';

/**
 * Pages are route modules loaded on demand (`lazy`), each exporting `Component`. They sit under a
 * pathless route so that on first load its `HydrateFallback` and `ErrorBoundary` render inside
 * the layout, with the top bar and footer already on screen.
 */
export const router = createBrowserRouter([
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        HydrateFallback: LoadingScreen,
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
]);
