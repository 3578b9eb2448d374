import { lazy } from 'react';
import { StudioFrame } from '../components/studio-frame';
import { STUDIO_SECTIONS } from './sections';

const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "studio-home" */ '../features/home/dashboard/components/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);

/** /studio and everything below it (a lazy chunk of its own). */
export function StudioApp() {
  return <StudioFrame sections={STUDIO_SECTIONS} Home={DashboardPage} />;
}
