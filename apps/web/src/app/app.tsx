import { useRoutes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { routes } from './routes';

export function App() {
  const element = useRoutes(routes);
  return <AppLayout>{element}</AppLayout>;
}
