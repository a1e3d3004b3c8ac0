import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NGINX_PLACEHOLDERS } from '../../../scripts/policy/nginx-conf.ts';

const NGINX = '/usr/sbin/nginx';

/** Whether Debian's nginx is installed, to serve the built site as a host would. */
export function hasNginx(): boolean {
  try {
    accessSync(NGINX, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Serves `distDir` with nginx and deploy/nginx/site.conf as committed but for `listen` and `root`, on a free loopback port. */
export async function serveWithNginx(rootDir: string, distDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-'));
  let site = await readFile(path.join(rootDir, 'deploy', 'nginx', 'site.conf'), 'utf8');
  for (const [key, line] of Object.entries(NGINX_PLACEHOLDERS)) {
    if (!site.includes(line)) throw new Error(`deploy/nginx/site.conf has no "${line}" line to point at the build (${key})`);
  }
  site = site.replace(NGINX_PLACEHOLDERS.listen, `listen 127.0.0.1:${port};`).replace(NGINX_PLACEHOLDERS.root, `root ${distDir};`);
  await writeFile(path.join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${path.join(dir, name)};`)
    .join('\n');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nmaster_process off;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\nevents {}\nhttp {\n    include /etc/nginx/mime.types;\n    default_type application/octet-stream;\n    access_log off;\n${temp}\n    include ${path.join(dir, 'site.conf')};\n}\n`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const close = async () => {
    child.kill();
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(
        `nginx stopped (exit ${child.exitCode}):\n${stderr}${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`,
      );
    }
    try {
      await fetch(`${origin}/`);
      return { origin, close };
    } catch {
      if (attempt > 100) {
        await close();
        throw new Error(`nginx did not answer on ${origin}:\n${stderr}`);
      }
      await sleep(100);
    }
  }
}
