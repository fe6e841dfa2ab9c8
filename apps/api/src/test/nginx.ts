import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { until } from './server-process.ts';
import { connectsTo } from './https-client.ts';

/** Debian's nginx, which CI installs (`.ci/run`) as it installs Chromium. */
export const NGINX = '/usr/sbin/nginx';
export const nginxAvailable = () => existsSync(NGINX);

const SHIPPED_CONFIG = path.join(import.meta.dirname, '../../../../deploy/nginx/lotus.conf');

export interface ProxySettings {
  /** The folder nginx keeps its configuration, certificate, logs and temporary files in. */
  dir: string;
  /** The HTTPS port (and the plain HTTP one that redirects). */
  port: number;
  httpPort: number;
  /** The server copies' ports on 127.0.0.1. */
  copies: number[];
  /** The release whose `apps/web/build/client/assets` nginx serves. */
  release: string;
}

/**
 * The shipped `deploy/nginx/lotus.conf` with only its `# EDIT` lines changed, as a shop would
 * change them: this machine's ports, a self-signed certificate, the test's copies and release.
 */
export function shippedConfig(settings: ProxySettings): string {
  const { dir, port, httpPort, copies, release } = settings;
  let text = readFileSync(SHIPPED_CONFIG, 'utf8');
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/lotus.conf has no line ${pattern}`);
    text = text.replace(pattern, by);
  };
  replace(
    /( *server 127\.0\.0\.1:\d+ max_fails=0;.*\n)+/,
    copies.map((copy) => `    server 127.0.0.1:${copy} max_fails=0;\n`).join(''),
  );
  replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${httpPort};`);
  replace(
    /listen 443 ssl http2;.*\n\s*listen \[::\]:443 ssl http2;/,
    `listen 127.0.0.1:${port} ssl http2;`,
  );
  replace(/server_name shop\.example\.vn;.*/g, 'server_name localhost;');
  replace(/ssl_certificate .*/, `ssl_certificate ${dir}/cert.pem;`);
  replace(/ssl_certificate_key .*/, `ssl_certificate_key ${dir}/key.pem;`);
  replace(/alias .*/, `alias ${release}/apps/web/build/client/assets/;`);
  return text;
}

export interface Proxy {
  base: string;
  stop(): Promise<void>;
  /** Its error log. */
  errors(): string;
}

/** nginx in the foreground with the shipped site configuration and a self-signed certificate. */
export async function startNginx(settings: ProxySettings): Promise<Proxy> {
  const { dir, port } = settings;
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(path.join(dir, 'lotus.conf'), shippedConfig(settings));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // As root, the workers would otherwise run as a user who can't read the test's folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${dir}/access.log;`,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`,
      ),
      `  include ${dir}/lotus.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errors = () =>
    stderr + (existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : '');
  if (!(await until(() => connectsTo(port), 10_000))) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start:\n${errors()}`);
  }
  return {
    base: `https://localhost:${port}`,
    errors,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
