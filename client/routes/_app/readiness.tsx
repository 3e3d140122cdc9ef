import { createFileRoute } from '@tanstack/react-router';
import { ReadinessPage } from '../../features/readiness/readiness-page';

export const Route = createFileRoute('/_app/readiness')({
  component: ReadinessPage,
});
