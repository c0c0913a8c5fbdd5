import { createBrowserRouter } from 'react-router';
import { ROUTE_TABLE } from './route-table';

/** The app's router over the browser history. */
export const router = createBrowserRouter(ROUTE_TABLE);
