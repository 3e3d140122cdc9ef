// `npm run dev`: Vite with hot reload on PORT (default 3000), proxying the API to the server on API_PORT
// (default 3001), which restarts when server code changes. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort, APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${port}` };

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'server/main.ts'], {
    env: { ...env, PORT: apiPort },
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', port, '--strictPort'], {
    env: { ...env, PORT: port },
    stdio: 'inherit',
  }),
];

console.log(`Development: open http://localhost:${port} (API on ${apiPort}).`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) {
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
