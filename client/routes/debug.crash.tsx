// A route that always fails to render: support and the browser tests use it to check the error screen.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/debug/crash')({
  component: CrashTest,
});

function CrashTest(): never {
  throw new Error('Deliberate render error from /debug/crash');
}
