// `npm run dev`: Vite with hot reload on 8080, and the services on 4000 restarted on change.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'scripts/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SKIP_WEB: '1', NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { cwd: 'web', stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code && code !== 0) stop();
  });
